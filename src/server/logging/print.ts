import { format } from 'node:util'

/**
 * Terminal output by design, not log lines (decision 032): the owner's commands (src/server/cli),
 * the start banner, a start that cannot go on (a bad setting, the data directory in use) and the
 * e-mails printed without SMTP_URL, which e2e/support/email-log.ts reads byte for byte. Written
 * as console.log and console.error write them; no level, no request id, no JSON.
 */
export function print(...values: unknown[]): void {
  process.stdout.write(`${format(...values)}\n`)
}

/** As `print`, on stderr: what went wrong in a command or at the start. */
export function printError(...values: unknown[]): void {
  process.stderr.write(`${format(...values)}\n`)
}

import { readFile } from 'node:fs/promises'
import { expect } from '@playwright/test'

/** The e2e shop has no SMTP_URL: it prints each email to its log, between rules of 72 dashes. */
const SERVER_LOG = '.e2e-server.log'

/** Every email the shop has printed so far for `to`, oldest first (headers and text). */
export async function emailsTo(to: string): Promise<string[]> {
  const log = await readFile(SERVER_LOG, 'utf8')
  return log.split(/-{72}/).filter((block) => block.includes(`\nPara: ${to}\n`))
}

/** The subjects of those emails, oldest first. */
export async function subjectsTo(to: string): Promise<string[]> {
  return (await emailsTo(to)).map((block) => /\nAssunto: (.*)\n/.exec(block)?.[1] ?? '')
}

/** Waits (the mail worker runs in the background) for the email to `to` whose subject has `subject`. */
export async function emailIn(to: string, subject: string): Promise<string> {
  let found = ''
  await expect
    .poll(
      async () => {
        found = (await emailsTo(to)).find((b) => b.includes(`Assunto: ${subject}`)) ?? ''
        return found
      },
      { timeout: 15_000 },
    )
    .toBeTruthy()
  return found
}

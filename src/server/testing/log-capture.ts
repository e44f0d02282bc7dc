import { Writable } from 'node:stream'
import type { LogSettings } from '#server/logging/log-settings.ts'
import { configureLogging, prettyLines } from '#server/logging/logger.ts'

/** One JSON line of the log, as a log service reads it. */
export interface LogLine {
  level: string
  msg: string
  time: string
  reqId?: string
  err?: { type: string; message: string; stack: string }
  [field: string]: unknown
}

export interface LogCapture {
  /** Everything written, as written (JSON lines, or the pretty text). */
  text(): string
  /** The JSON lines, parsed (LOG_FORMAT=json, the default here). */
  lines(): LogLine[]
  /** The messages of the lines at `level` (every level when not given). */
  messages(level?: string): string[]
  /** Puts the log back where it was. */
  restore(): void
}

/**
 * The shop's log written into memory instead of the terminal, for a test to read: what the tests
 * spied on console.error for before the logger (decision 032). JSON lines at info by default.
 */
export function captureLogs(settings: Partial<LogSettings> = {}): LogCapture {
  let text = ''
  const out = collector((chunk) => (text += chunk))
  const restore = configureLogging({ logLevel: 'info', logFormat: 'json', ...settings }, out)
  const lines = () =>
    text
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as LogLine)
  return {
    text: () => text,
    lines,
    messages: (level) =>
      lines()
        .filter((line) => level === undefined || line.level === level)
        .map((line) => line.msg),
    restore,
  }
}

function collector(take: (chunk: string) => void) {
  return new Writable({
    write(chunk, _encoding, done) {
      take(String(chunk))
      done()
    },
  })
}

/** JSON lines of the log as LOG_FORMAT=pretty writes them: through the same pino-pretty stream. */
export async function prettyText(jsonLines: string): Promise<string> {
  let text = ''
  const pretty = prettyLines(collector((chunk) => (text += chunk)))
  pretty.write(jsonLines)
  await new Promise((resolve) => setImmediate(resolve))
  return text
}

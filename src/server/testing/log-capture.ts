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

/** How the log's text reads at a terminal or in a log viewer (decision 041: no forged lines). */
export interface ReadAtTerminal {
  /** The lines that start an entry the logger wrote: a JSON object, or pretty's '[time] LEVEL:'. */
  entries: string[]
  /** Lines that are neither an entry's start nor its indented rest (pretty's fields, a stack). */
  forged: string[]
  /** Raw control characters (a terminal's commands: ESC, CSI...) anywhere in the text. */
  controls: string[]
}

const PRETTY_ENTRY = /^\[\d\d:\d\d:\d\d\.\d{3}\] [A-Z]+: /
// eslint-disable-next-line no-control-regex -- the control characters are what it looks for
const RAW_CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029]/g

/** The log's text cut where a terminal or a viewer may start a line: LF, CR, NEL, U+2028, U+2029. */
export function readAtTerminal(text: string, format: LogSettings['logFormat']): ReadAtTerminal {
  const lines = text.split(/\r\n|[\n\r\u0085\u2028\u2029]/).filter((line) => line !== '')
  const isEntry = (line: string) =>
    format === 'json' ? isJsonObject(line) : PRETTY_ENTRY.test(line)
  return {
    entries: lines.filter(isEntry),
    forged: lines.filter((line) => !isEntry(line) && (format === 'json' || !/^\s/.test(line))),
    controls: text.match(RAW_CONTROL) ?? [],
  }
}

function isJsonObject(line: string) {
  try {
    return typeof JSON.parse(line) === 'object'
  } catch {
    return false
  }
}

/** A line a request's path could try to write after a line break: a fatal error that never was. */
export const FORGED_ENTRY = '[12:00:00.000] FATAL: [loja] forjada'

/**
 * What a path may carry to start a line of its own or command the owner's terminal (`%1B`: ESC),
 * with how the log must show it instead.
 */
export const FORGING_CHARACTERS = [
  ['%0A', '\\n'],
  ['%0D', '\\r'],
  ['%1B', '\\u001b'],
] as const

/** Each forging character in each LOG_FORMAT: [format, as sent, as the log shows it]. */
export const FORGING_CASES = FORGING_CHARACTERS.flatMap(([sent, shown]) => [
  ['json', sent, shown] as const,
  ['pretty', sent, shown] as const,
])

import { AsyncLocalStorage } from 'node:async_hooks'
import type { Writable } from 'node:stream'
import pino, { type DestinationStream } from 'pino'
import pinoPretty from 'pino-pretty'
import type { LogSettings } from './log-settings.ts'

/**
 * The shop's one logger (decision 032). Every line logged while a request is served carries its
 * id (`reqId`), however deep the code that logs it: the request runs inside `inRequest`, and pino's
 * mixin reads the id back from the async context, so no module needs the Hono context to log.
 */
const requests = new AsyncLocalStorage<string>()

/** Runs `work` (and everything it awaits or schedules) as part of the request `requestId`. */
export function inRequest<T>(requestId: string, work: () => T): T {
  return requests.run(requestId, work)
}

/**
 * Runs `work` as part of no request: for what fires long after the request that happened to set it
 * up (a pooled connection's error), which would otherwise carry that request's id.
 */
export function outsideRequest<T>(work: () => T): T {
  return requests.exit(work)
}

/** The id of the request being served, if any. */
export function currentRequestId(): string | undefined {
  return requests.getStore()
}

/**
 * Where pino's lines go: process.stdout, pretty or JSON, until configureLogging says otherwise.
 * One pino instance writes through it, so `log` can be imported everywhere before main.ts has
 * read LOG_LEVEL and LOG_FORMAT.
 */
let output: DestinationStream = prettyLines(process.stdout)

/** pino-pretty as an in-process stream (no transport, so no worker thread): lines as they come. */
export function prettyLines(out: Writable): DestinationStream {
  return pinoPretty({
    destination: out,
    colorize: out === process.stdout && process.stdout.isTTY === true,
    translateTime: 'SYS:HH:MM:ss.l',
    // The request's id leads the message instead of a line of its own below it.
    ignore: 'pid,hostname,reqId',
    messageFormat: '{if reqId}[{reqId}] {end}{msg}',
  })
}

/**
 * A failed query's error (Drizzle's) spells out the statement's values in its message and stack,
 * also as the cause of another: a session's hash, an e-mail, a device's nonce. The statement
 * stays, the values do not.
 */
function errWithoutValues(error: Error) {
  const serialised = pino.stdSerializers.err(error) as unknown
  if (!serialised || typeof serialised !== 'object') return serialised
  const dropValues = (text: unknown) =>
    typeof text === 'string' ? text.replace(/\nparams: .*/g, '\nparams: (omitidos)') : text
  const kept: Record<string, unknown> = { ...serialised }
  delete kept.params
  return { ...kept, message: dropValues(kept.message), stack: dropValues(kept.stack) }
}

/** Fields that may hold a secret, should a request, a config or a body ever be logged. */
const SECRET_FIELDS = [
  'cookie',
  'authorization',
  'set-cookie',
  'password',
  'confirmPassword',
  'currentPassword',
  'newPassword',
  'token',
  'accessToken',
  'webhookSecret',
  'databaseUrl',
  'smtpUrl',
]

export const logger = pino(
  {
    level: 'info',
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const reqId = requests.getStore()
      return reqId === undefined ? {} : { reqId }
    },
    serializers: { err: errWithoutValues },
    redact: {
      paths: SECRET_FIELDS.flatMap((field) => [`["${field}"]`, `*["${field}"]`, `*.*["${field}"]`]),
      censor: '[oculto]',
    },
  },
  { write: (line: string) => output.write(line) },
)

/**
 * LOG_LEVEL and LOG_FORMAT (main.ts, once the configuration is read; tests, to capture the log in
 * `out`). Returns what puts the previous level and output back.
 */
export function configureLogging(settings: LogSettings, out: Writable = process.stdout) {
  const previous = { level: logger.level, output }
  logger.level = settings.logLevel
  output = settings.logFormat === 'json' ? out : prettyLines(out)
  return () => {
    logger.level = previous.level
    output = previous.output
  }
}

import { z } from 'zod'

/** LOG_LEVEL: pino's levels, the most serious first; `silent` logs nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
/** LOG_FORMAT: `pretty` for a person at a terminal, `json` (one object a line) for a log service. */
export const LOG_FORMATS = ['pretty', 'json'] as const

export type LogLevel = (typeof LOG_LEVELS)[number]
export type LogFormat = (typeof LOG_FORMATS)[number]

export interface LogSettings {
  /** LOG_LEVEL: the least serious level written (info by default). */
  logLevel: LogLevel
  /** LOG_FORMAT: pretty lines for a terminal (default), or JSON lines for a log service. */
  logFormat: LogFormat
}

/** Empty is unset; LOG_LEVEL=Debug is debug. */
const lowerCase = (v: unknown) => {
  if (typeof v !== 'string') return v
  const value = v.trim().toLowerCase()
  return value === '' ? undefined : value
}

/** The two variables as config.ts reads them from the environment, with their pt-BR errors. */
export const logSettingsEnv = {
  LOG_LEVEL: z.preprocess(
    lowerCase,
    z.enum(LOG_LEVELS, { message: `deve ser um destes: ${LOG_LEVELS.join(', ')}` }).default('info'),
  ),
  LOG_FORMAT: z.preprocess(
    lowerCase,
    z.enum(LOG_FORMATS, { message: 'deve ser pretty ou json' }).default('pretty'),
  ),
}

/** Postgres error codes we act on (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
export const PG_FOREIGN_KEY_VIOLATION = '23503'
export const PG_UNIQUE_VIOLATION = '23505'

/** The SQLSTATE of an error from pg or PGlite, also when Drizzle wraps it as the cause. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

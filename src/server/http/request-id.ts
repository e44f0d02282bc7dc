import { randomUUID } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { Config } from '#server/config.ts'
import { logSafe } from '#server/logging/log-safe.ts'
import { currentRequestId, inRequest, logger } from '#server/logging/logger.ts'

/** What a proxy's X-Request-Id may be to be kept: short, and nothing that could forge a log line. */
const SANE_ID = /^[A-Za-z0-9._-]{1,100}$/

/**
 * 12 hex digits, short enough to read over the phone: a UUID's last group, all random (randomUUID
 * draws from a cache, 20 times faster than randomBytes for each request).
 */
export const newRequestId = () => randomUUID().slice(24)

/**
 * Gives each request an id (decision 032): the reverse proxy's X-Request-Id when TRUST_PROXY says
 * there is one in front (anyone could send it otherwise), if it is sane; else a new one. It is
 * answered in X-Request-Id, and everything logged while the request is served carries it. A
 * request the app makes to itself (a page drawn on the server asks the API) keeps its caller's id.
 */
export function requestId(config: Pick<Config, 'trustProxy'>): MiddlewareHandler {
  return async (c, next) => {
    const offered = config.trustProxy ? c.req.header('x-request-id') : undefined
    const id =
      currentRequestId() ??
      (offered !== undefined && SANE_ID.test(offered) ? offered : newRequestId())
    const debug = logger.isLevelEnabled('debug')
    const started = debug ? performance.now() : 0
    await inRequest(id, next)
    // After the answer is made, as the security headers are: a handler's own Response keeps it too.
    c.res.headers.set('X-Request-Id', id)
    // One line a request only when asked for (LOG_LEVEL=debug): the catalog serves thousands a second.
    if (!debug) return
    const ms = Math.round(performance.now() - started)
    // The path as Hono decodes it: a '%0A' in it is a line break, written as '\n' (logSafe).
    const path = logSafe(c.req.path)
    logger.debug({ reqId: id }, `[http] ${c.req.method} ${path} ${c.res.status} em ${ms} ms`)
  }
}

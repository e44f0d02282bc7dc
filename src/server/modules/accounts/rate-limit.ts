import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { TooManyRequests } from '#domain/errors.ts'
import type { Db } from '#server/db/client.ts'
import { countOne } from './rate-limit-repository.ts'

export interface Limit {
  /** Attempts allowed per window. */
  max: number
  windowMs: number
}

/**
 * The client's address as the socket saw it ('local' for in-process test requests). With
 * `trustProxy` (TRUST_PROXY=true: the shop is behind a reverse proxy, so the socket is always the
 * proxy's), the last X-Forwarded-For entry: the one the proxy added. Earlier entries are whatever
 * the client sent, so they never count.
 */
export function clientIp(c: Context, trustProxy = false): string {
  const forwarded = trustProxy ? c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim() : ''
  if (forwarded) return forwarded.slice(0, 64)
  try {
    return getConnInfo(c).remote.address ?? 'local'
  } catch {
    return 'local'
  }
}

/**
 * Counts one attempt under each key (fixed windows, in the database so every instance counts the
 * same) and throws TooManyRequests, saying when the window ends, when any key is over its limit.
 */
export async function enforceRateLimit(
  db: Db,
  keys: [key: string, limit: Limit][],
  now = new Date(),
) {
  for (const [key, limit] of keys) {
    const { count, windowStart } = await countOne(db, key, limit.windowMs, now)
    if (count > limit.max) {
      throw new TooManyRequests(windowStart.getTime() + limit.windowMs - now.getTime())
    }
  }
}

import { getConnInfo } from '@hono/node-server/conninfo'
import { sql } from 'drizzle-orm'
import type { Context } from 'hono'
import { DomainError } from '#domain/errors.ts'
import type { Db } from '#server/db/client.ts'
import { rawRows } from '#server/db/raw-rows.ts'

export interface Limit {
  /** Attempts allowed per window. */
  max: number
  windowMs: number
}

const TOO_MANY_ATTEMPTS = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.'

export class RateLimited extends DomainError {
  constructor() {
    super('too-many-requests', 'too-many-requests', TOO_MANY_ATTEMPTS)
  }
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
 * same) and throws RateLimited when any key is over its limit.
 */
export async function enforceRateLimit(
  db: Db,
  keys: [key: string, limit: Limit][],
  now = new Date(),
) {
  for (const [key, limit] of keys) {
    const windowStart = new Date(now.getTime() - limit.windowMs)
    const [row] = await rawRows<{ count: number }>(
      db,
      sql`
      insert into rate_limits (key, window_start, count) values (${key}, ${now}, 1)
      on conflict (key) do update set
        count = case when rate_limits.window_start <= ${windowStart} then 1 else rate_limits.count + 1 end,
        window_start = case when rate_limits.window_start <= ${windowStart} then ${now} else rate_limits.window_start end
      returning count`,
    )
    const count = Number(row?.count ?? 0)
    if (count > limit.max) throw new RateLimited()
  }
}

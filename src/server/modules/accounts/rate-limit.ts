import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { TooManyRequests } from '#domain/errors.ts'
import type { Db } from '#server/db/client.ts'
import type { CounterRule } from '#domain/attempt-counter.ts'
import { EMAIL_LINK_RULE, type FailureRule } from '#domain/login-throttle.ts'
import { reserveAttempt } from './rate-limit-repository.ts'

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

/** `max` attempts a window: the one that reaches it blocks the key until the window ends. */
export const limitRule = (limit: Limit): FailureRule => ({
  windowMs: limit.windowMs,
  free: limit.max,
  refuseAt: limit.max,
})

/**
 * Counts one attempt under every key, or under none when any key is over its limit: then throws
 * TooManyRequests, saying when the last of those windows ends. In the database (one transaction:
 * rate-limit-repository.ts), so every instance and every concurrent request counts the same.
 */
export async function enforceRateLimit(
  db: Db,
  keys: [key: string, limit: Limit][],
  now = new Date(),
) {
  const rules = keys.map(([key, limit]) => ({ key, rule: limitRule(limit) }))
  const attempt = await reserveAttempt(db, rules, now)
  if (!attempt.admitted) throw new TooManyRequests(attempt.until.getTime() - now.getTime())
}

/** The account's gate for one kind of e-mailed link: one every 5 minutes, whoever asks. */
export const emailLinkGate = (kind: 'reset' | 'access', email: string): CounterRule => ({
  key: `email-link:${kind}:${email}`,
  rule: EMAIL_LINK_RULE,
})

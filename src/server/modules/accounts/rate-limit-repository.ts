import { sql } from 'drizzle-orm'
import type { FailureRule } from '#domain/login-throttle.ts'
import { refusedUntil } from '#domain/login-throttle.ts'
import type { Db } from '#server/db/client.ts'
import { rawRows } from '#server/db/raw-rows.ts'

interface Counted {
  count: number
  windowStart: Date
}

/**
 * Adds one to the key's counter in its fixed window (a window older than `windowMs` starts again
 * at 1, forgetting its refusal) and answers the new count. One statement: instances and concurrent
 * requests never lose a count.
 */
export async function countOne(db: Db, key: string, windowMs: number, now: Date): Promise<Counted> {
  const expired = new Date(now.getTime() - windowMs)
  const [row] = await rawRows<{ count: number; window_start: Date | string }>(
    db,
    sql`
    insert into rate_limits (key, window_start, count) values (${key}, ${now}, 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= ${expired} then 1 else rate_limits.count + 1 end,
      blocked_until = case when rate_limits.window_start <= ${expired} then null else rate_limits.blocked_until end,
      window_start = case when rate_limits.window_start <= ${expired} then ${now} else rate_limits.window_start end
    returning count, window_start`,
  )
  return { count: Number(row?.count ?? 0), windowStart: new Date(row?.window_start ?? now) }
}

/** Counts a failure under the key and records until when the rule refuses it from now on. */
export async function recordFailure(db: Db, key: string, rule: FailureRule, now: Date) {
  const { count, windowStart } = await countOne(db, key, rule.windowMs, now)
  const until = refusedUntil(rule, count, windowStart, now)
  if (until) {
    await db.execute(
      sql`update rate_limits set blocked_until = greatest(blocked_until, ${until}) where key = ${key}`,
    )
  }
}

/** The latest time any of these keys is refused until, when that is still ahead of `now`. */
export async function latestRefusal(db: Db, keys: string[], now: Date): Promise<Date | null> {
  if (keys.length === 0) return null
  const [row] = await rawRows<{ until: Date | string | null }>(
    db,
    sql`select max(blocked_until) as until from rate_limits
        where key in (${sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        )}) and blocked_until > ${now}`,
  )
  return row?.until ? new Date(row.until) : null
}

/** Takes back one count (a password check that opened the account is no guess). */
export async function uncountOne(db: Db, key: string) {
  await db.execute(sql`update rate_limits set count = count - 1 where key = ${key} and count > 0`)
}

import { sql } from 'drizzle-orm'
import { admitAttempt, type Counter, type CounterRule } from '#domain/attempt-counter.ts'
import type { Db } from '#server/db/client.ts'
import { rawRows } from '#server/db/raw-rows.ts'

/** What an admitted attempt counted, to give back if it turns out well. */
export type Reservation = readonly Counter[]

export type Reserved =
  { admitted: true; reservation: Reservation } | { admitted: false; until: Date }

class Refused extends Error {
  constructor(readonly until: Date) {
    super('refused')
  }
}

interface CounterRow {
  key: string
  window_start: Date | string
  count: number | string
  blocked_until: Date | string | null
}

const toCounter = (row: CounterRow): Counter => ({
  key: row.key,
  windowStart: new Date(row.window_start),
  count: Number(row.count),
  blockedUntil: row.blocked_until === null ? null : new Date(row.blocked_until),
})

const keyList = (keys: readonly string[]) =>
  sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  )

/**
 * Reads whether the attempt is refused and counts it, in one transaction holding its keys' rows
 * (#domain/attempt-counter.ts): attempts sent at once, from one instance or several, queue on
 * those rows and each sees the counts of the ones before it. Rows are created, then locked, in
 * key order, so two attempts never wait on each other crosswise. A refused attempt is rolled back:
 * it counts under none of its keys.
 */
export async function reserveAttempt(
  db: Db,
  rules: readonly CounterRule[],
  now: Date,
): Promise<Reserved> {
  const sorted = [...new Map(rules.map((r) => [r.key, r])).values()].sort((a, b) =>
    a.key < b.key ? -1 : 1,
  )
  if (sorted.length === 0) return { admitted: true, reservation: [] }
  const keys = sorted.map((r) => r.key)
  try {
    const reservation = await db.transaction(async (tx) => {
      await tx.execute(sql`insert into rate_limits (key, window_start, count)
        values ${sql.join(
          keys.map((k) => sql`(${k}, ${now}, 0)`),
          sql`, `,
        )}
        on conflict (key) do nothing`)
      const stored = await rawRows<CounterRow>(
        tx,
        sql`select key, window_start, count, blocked_until from rate_limits
            where key in (${keyList(keys)}) order by key for update`,
      )
      const admission = admitAttempt(sorted, stored.map(toCounter), now)
      if (!admission.admitted) throw new Refused(admission.until)
      await tx.execute(sql`update rate_limits as r set
          count = v.count, window_start = v.window_start, blocked_until = v.blocked_until
        from (values ${sql.join(
          admission.counters.map(
            (c) =>
              sql`(${c.key}, ${c.count}::integer, ${c.windowStart}::timestamptz, ${c.blockedUntil}::timestamptz)`,
          ),
          sql`, `,
        )}) as v(key, count, window_start, blocked_until)
        where r.key = v.key`)
      return admission.counters
    })
    return { admitted: true, reservation }
  } catch (error) {
    if (error instanceof Refused) return { admitted: false, until: error.until }
    throw error
  }
}

/**
 * Takes back what an attempt counted (a password that opened the account is no guess): one count
 * in the window it was counted in, and the block it set if nothing has replaced it since. Before
 * it was let through no block was in force, so none is.
 */
export async function giveBack(db: Db, reservation: Reservation) {
  for (const counted of reservation) {
    await db.execute(sql`update rate_limits set
        count = greatest(count - 1, 0),
        blocked_until = case when blocked_until = ${counted.blockedUntil}::timestamptz
          then null else blocked_until end
      where key = ${counted.key} and window_start = ${counted.windowStart}::timestamptz`)
  }
}

import { refusedUntil, type FailureRule } from './login-throttle.ts'

/**
 * Whether an attempt (a sign-in, a reset e-mail, a lead...) is let through its counters, and
 * what it leaves them as (decision 026). An attempt is counted as it is let through, before its
 * outcome is known: the block its count calls for is set right away, so attempts sent at the
 * same moment meet the same refusals as attempts sent one after another. A refused attempt
 * counts under none of its keys; one that turns out well is given back (giveBack).
 */

/** One key's counter as stored: a fixed window, its count and until when it refuses. */
export interface Counter {
  key: string
  windowStart: Date
  count: number
  blockedUntil: Date | null
}

export interface CounterRule {
  key: string
  rule: FailureRule
}

export type Admission = { admitted: true; counters: Counter[] } | { admitted: false; until: Date }

/** The window is still open at `now` (the first instant past it starts a new one). */
export function windowOpen(counter: Counter, rule: FailureRule, now: Date): boolean {
  return counter.windowStart.getTime() + rule.windowMs > now.getTime()
}

/**
 * The attempt is refused while any of its keys is blocked (in a window still open); the answer
 * says until when the last of them is. Otherwise every key counts one more, in its open window or
 * in a new one from `now`, and is blocked as its rule says for that count.
 */
export function admitAttempt(
  rules: readonly CounterRule[],
  stored: readonly Counter[],
  now: Date,
): Admission {
  const byKey = new Map(stored.map((c) => [c.key, c]))
  let until: Date | null = null
  const next: Counter[] = []
  for (const { key, rule } of rules) {
    const counter = byKey.get(key)
    const open = counter && windowOpen(counter, rule, now) ? counter : null
    if (open?.blockedUntil && open.blockedUntil > now) {
      if (!until || open.blockedUntil > until) until = open.blockedUntil
      continue
    }
    const count = (open?.count ?? 0) + 1
    const windowStart = open?.windowStart ?? now
    next.push({
      key,
      windowStart,
      count,
      blockedUntil: refusedUntil(rule, count, windowStart, now),
    })
  }
  return until ? { admitted: false, until } : { admitted: true, counters: next }
}

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { admitAttempt, type Counter, type CounterRule } from './attempt-counter.ts'
import { EMAIL_LINK_RULE, LOGIN_RULES, type FailureRule } from './login-throttle.ts'

const start = new Date('2026-11-27T12:00:00Z')
const at = (ms: number) => new Date(start.getTime() + ms)
const RULES: FailureRule[] = [...Object.values(LOGIN_RULES), EMAIL_LINK_RULE]

/** Runs attempts through admitAttempt as the repository does: stored rows replaced by its answer. */
function counterStore() {
  let rows: Counter[] = []
  return {
    attempt(rules: CounterRule[], now: Date) {
      const answer = admitAttempt(rules, rows, now)
      if (answer.admitted) {
        const next = new Map(rows.map((r) => [r.key, r]))
        for (const c of answer.counters) next.set(c.key, c)
        rows = [...next.values()]
      }
      return answer
    },
    get rows() {
      return rows
    },
  }
}

/** The count a rule lets through at one instant: the first that sets a block, or all of them. */
function admittedAtOnce(rule: FailureRule): number {
  return rule.firstDelayMs !== undefined ? rule.free + 1 : rule.refuseAt
}

describe('admitAttempt', () => {
  it('lets through, at one instant, the count its rule allows, then refuses without counting', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RULES), fc.integer({ min: 1, max: 60 }), (rule, n) => {
        const store = counterStore()
        const answers = Array.from({ length: n }, () => store.attempt([{ key: 'k', rule }], start))
        const admitted = answers.filter((a) => a.admitted).length
        expect(admitted).toBe(Math.min(n, admittedAtOnce(rule)))
        // Refused ones counted nowhere: the count is what was let through.
        expect(store.rows[0]?.count).toBe(admitted)
      }),
    )
  })

  it('refuses an attempt while any of its keys is blocked, and then counts it under none', () => {
    const store = counterStore()
    const address = { key: 'address', rule: LOGIN_RULES.accountAtAddress }
    const account = { key: 'account', rule: LOGIN_RULES.account }
    for (let i = 0; i < 10; i++) expect(store.attempt([address], start).admitted).toBe(true)
    const refused = store.attempt([account, address], start)
    expect(refused).toEqual({ admitted: false, until: at(15 * 60_000) })
    expect(store.rows.find((r) => r.key === 'account')).toBeUndefined()
    // The other key alone goes on.
    expect(store.attempt([account], start).admitted).toBe(true)
  })

  it('starts a new window once the old one is over, forgetting its block', () => {
    const store = counterStore()
    const link = [{ key: 'email-link', rule: EMAIL_LINK_RULE }]
    expect(store.attempt(link, start).admitted).toBe(true)
    expect(store.attempt(link, at(5 * 60_000 - 1))).toEqual({
      admitted: false,
      until: at(5 * 60_000),
    })
    expect(store.attempt(link, at(5 * 60_000))).toMatchObject({
      admitted: true,
      counters: [{ count: 1, windowStart: at(5 * 60_000) }],
    })
  })

  it('never lets more than refuseAt attempts through in one window, whatever their timing', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RULES),
        fc.array(fc.integer({ min: 0, max: 90_000 }), { minLength: 1, maxLength: 80 }),
        (rule, gaps) => {
          const store = counterStore()
          let now = start.getTime()
          const admittedAt: number[] = []
          for (const gap of gaps) {
            now += gap
            if (store.attempt([{ key: 'k', rule }], new Date(now)).admitted) admittedAt.push(now)
          }
          const row = store.rows[0]!
          const inWindow = admittedAt.filter((t) => t >= row.windowStart.getTime())
          expect(inWindow.length).toBe(row.count)
          expect(row.count).toBeLessThanOrEqual(rule.refuseAt)
        },
      ),
    )
  })
})

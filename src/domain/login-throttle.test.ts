import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  LOGIN_RULES,
  minutesToWait,
  refusedUntil,
  tooManyAttemptsMessage,
} from './login-throttle.ts'

const start = new Date('2026-11-24T12:00:00Z')
const at = (ms: number) => new Date(start.getTime() + ms)
const { account, accountAtAddress } = LOGIN_RULES

describe('refusedUntil', () => {
  it('lets the first 10 failures of an account through without a wait', () => {
    for (let n = 1; n <= 10; n++) expect(refusedUntil(account, n, start, at(1000))).toBeNull()
  })

  it('then waits 1 s, 2 s, 4 s... after each failure, never more than a minute', () => {
    const waits = [11, 12, 13, 14, 16, 17, 29].map(
      (n) => refusedUntil(account, n, start, start)!.getTime() - start.getTime(),
    )
    expect(waits).toEqual([1000, 2000, 4000, 8000, 32_000, 60_000, 60_000])
  })

  it('refuses the rest of the hour from the 30th failure on', () => {
    expect(refusedUntil(account, 30, start, at(20 * 60_000))).toEqual(at(60 * 60_000))
  })

  it('refuses one address for one account after its 10th failure, until the window ends', () => {
    expect(refusedUntil(accountAtAddress, 9, start, at(5000))).toBeNull()
    expect(refusedUntil(accountAtAddress, 10, start, at(5000))).toEqual(at(15 * 60_000))
  })

  it('ends a wait with the window: the 29th failure in the last minute of the hour waits no longer than the 30th', () => {
    // fast-check's counterexample (seed -746571743): a minute's wait ran 1 ms past the hour.
    const late = at(60 * 60_000 - 59_999)
    expect(refusedUntil(account, 29, start, late)).toEqual(at(60 * 60_000))
    expect(refusedUntil(account, 30, start, late)).toEqual(at(60 * 60_000))
    expect(refusedUntil(account, 29, start, at(30 * 60_000))).toEqual(at(31 * 60_000))
  })

  it('never refuses past the end of the window, and more failures never wait less', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(LOGIN_RULES)),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 0, max: 60 * 60_000 }),
        (rule, failures, elapsed) => {
          const now = at(Math.min(elapsed, rule.windowMs - 1))
          const until = refusedUntil(rule, failures, start, now)
          const next = refusedUntil(rule, failures + 1, start, now)
          const end = start.getTime() + rule.windowMs
          if (until)
            expect(until.getTime()).toBeLessThanOrEqual(Math.max(end, now.getTime() + 60_000))
          if (until) expect(next!.getTime()).toBeGreaterThanOrEqual(until.getTime())
        },
      ),
    )
  })
})

describe('the message', () => {
  it('says whole minutes, at least one, in pt-BR', () => {
    expect(minutesToWait(1000)).toBe(1)
    expect(minutesToWait(15 * 60_000)).toBe(15)
    expect(minutesToWait(14 * 60_000 + 1)).toBe(15)
    expect(tooManyAttemptsMessage(1)).toBe('Muitas tentativas. Tente novamente em 1 minuto.')
    expect(tooManyAttemptsMessage(15)).toBe('Muitas tentativas. Tente novamente em 15 minutos.')
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  freshIp,
  MIN,
  PASSWORD,
  repeat,
  tooMany,
  useRateLimitedShop,
} from '#server/testing/security/rate-limit-fixtures.ts'

/**
 * Sign-in from devices the account never signed in on: failures count per account and address,
 * per address, and for the account as a whole (growing waits, then refusals). An unknown email
 * meets the very same answers. login-limits.known-device.test.ts: the devices these limits never
 * block; login-limits.burst.test.ts: guesses sent at once.
 */

const shop = useRateLimitedShop()
const { send, login, written } = shop
const wrong = (email: string, ip: string) => login(email, 'chute-errado', ip)

/** The clock the shop reads (Date only: timers, PGlite and argon2 run as usual). */
function clock(start = '2026-11-24T12:00:00Z') {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(start))
  return { advance: (ms: number) => vi.setSystemTime(new Date(Date.now() + ms)) }
}
afterEach(() => {
  vi.useRealTimers()
})

describe('one address against one account', () => {
  it('refuses its 11th try for 15 minutes, even the right password; other addresses go on', async () => {
    const time = clock()
    const attacker = freshIp()
    expect(await repeat(10, () => wrong('alvo@exemplo.com', attacker))).toEqual(Array(10).fill(401))

    const before = await written()
    const refused = await send(
      '/api/auth/login',
      { email: 'alvo@exemplo.com', password: PASSWORD },
      attacker,
    )
    expect(refused).toMatchObject({ status: 429, body: tooMany(15), retryAfter: '900' })
    expect(await written()).toEqual(before)

    // The account is not locked: its owner, from anywhere else, signs in at once (10 failures are
    // the account's free ones), and so does a customer of another account at the attacker's
    // address.
    expect((await login('alvo@exemplo.com', PASSWORD, freshIp())).status).toBe(200)
    expect((await login('a@exemplo.com', PASSWORD, attacker)).status).toBe(200)

    time.advance(15 * MIN)
    expect((await login('alvo@exemplo.com', PASSWORD, attacker)).status).toBe(200)
  })

  it('counts failures, not sign-ins: a customer who gets in is never slowed down', async () => {
    clock()
    const home = freshIp()
    const answers = await repeat(30, () => login('b@exemplo.com', PASSWORD, home))
    expect(answers).toEqual(Array(30).fill(200))
  })
})

describe('one address against many accounts', () => {
  it('refuses its 51st failure, for any email, at login and at checkout', async () => {
    clock()
    const bot = freshIp()
    // 5 emails x 10: no email reaches its own limit at this address.
    const statuses = await repeat(50, (i) => wrong(`ninguem${i % 5}@exemplo.com`, bot))
    expect(statuses).toEqual(Array(50).fill(401))

    const before = await written()
    expect(await login('a@exemplo.com', PASSWORD, bot)).toEqual({ status: 429, body: tooMany(15) })
    const checkout = await shop.post(
      '/api/auth/checkout',
      { email: 'c@exemplo.com', password: PASSWORD },
      bot,
    )
    expect(checkout).toEqual({ status: 429, body: tooMany(15) })
    expect(await written()).toEqual(before)
    expect((await login('a@exemplo.com', PASSWORD, freshIp())).status).toBe(200)
  })
})

describe('many addresses against one account (unknown devices)', () => {
  it('lets 10 failures through, then waits 1 s, 2 s, 4 s... and refuses the rest of the hour from the 30th', async () => {
    const time = clock()
    const tries = () => wrong('alvo@exemplo.com', freshIp())
    expect(await repeat(10, tries)).toEqual(Array(10).fill(401))

    // The 11th failure starts the waits: right after it, every unknown device waits a second.
    expect((await tries()).status).toBe(401)
    const waiting = await send(
      '/api/auth/login',
      { email: 'alvo@exemplo.com', password: PASSWORD },
      freshIp(),
    )
    expect(waiting).toMatchObject({ status: 429, body: tooMany(1), retryAfter: '1' })

    const waits: number[] = []
    for (let failure = 12; failure <= 29; failure++) {
      // Past the wait, one more try fails.
      time.advance(MIN)
      expect((await tries()).status).toBe(401)
      const refused = await send(
        '/api/auth/login',
        { email: 'alvo@exemplo.com', password: 'x' },
        freshIp(),
      )
      waits.push(Number(refused.retryAfter))
    }
    expect(waits.slice(0, 6)).toEqual([2, 4, 8, 16, 32, 60])
    expect(new Set(waits.slice(6))).toEqual(new Set([60]))

    // The 30th failure of the hour: unknown devices are refused until the hour ends.
    time.advance(MIN)
    expect((await tries()).status).toBe(401)
    time.advance(5 * MIN)
    const refused = await login('alvo@exemplo.com', PASSWORD, freshIp())
    expect(refused.status).toBe(429)
    // 18 + 1 + 5 minutes have passed since the first failure.
    const minutesLeft = 60 - 24
    expect(refused.body).toEqual(tooMany(minutesLeft))

    time.advance(minutesLeft * MIN)
    expect((await login('alvo@exemplo.com', PASSWORD, freshIp())).status).toBe(200)
  })

  it('answers an email without an account exactly as one with', async () => {
    const time = clock()
    const story = async (email: string) => {
      const answers: unknown[] = []
      const ip = freshIp()
      for (let i = 0; i < 12; i++) answers.push(await wrong(email, ip))
      for (let i = 0; i < 12; i++) answers.push(await wrong(email, freshIp()))
      time.advance(MIN)
      answers.push(await wrong(email, freshIp()))
      return answers
    }
    const existing = await story('c@exemplo.com')
    time.advance(2 * 60 * MIN)
    expect(await story('nao-existe@exemplo.com')).toEqual(existing)
  })
})

import { describe, expect, it } from 'vitest'
import { TooManyRequests } from '#domain/errors.ts'
import { enforceRateLimit } from '#server/modules/accounts/rate-limit.ts'
import {
  freshIp,
  KNOWN,
  MIN,
  PASSWORD,
  registration,
  repeat,
  tooMany,
  useRateLimitedShop,
} from '#server/testing/security/rate-limit-fixtures.ts'

/**
 * Every rate limit answers 429 with its pt-BR message, writes nothing for the refused call, leaves
 * other addresses and emails alone, and lets the client in again once its window has passed. Here
 * sign-up (and checkout's for a new email), and the fixed windows they count in; sign-in in
 * login-limits*.test.ts, the password reset in rate-limits.password-reset.test.ts, leads and the
 * reverse proxy in rate-limits.leads.test.ts.
 */

const shop = useRateLimitedShop()
const { post, written, expireWindow } = shop

describe('register: 10 per email and 50 per address in 15 minutes', () => {
  it('refuses the 51st sign-up from one address and creates no account', async () => {
    const bot = freshIp()
    // Taken emails answer 409 without hashing a password: the cheapest way to spend the allowance.
    const statuses = await repeat(50, (i) =>
      post('/api/auth/register', registration(KNOWN[i % 5]!), bot),
    )
    expect(statuses).toEqual(Array(50).fill(409))

    const before = await written()
    const refused = await post('/api/auth/register', registration('novo1@exemplo.com'), bot)
    expect(refused).toEqual({ status: 429, body: tooMany(15) })
    expect(await written()).toEqual(before)

    const other = await post('/api/auth/register', registration('novo2@exemplo.com'), freshIp())
    expect(other.status).toBe(201)

    await expireWindow(`register:ip:${bot}`, 15 * MIN)
    const later = await post('/api/auth/register', registration('novo1@exemplo.com'), bot)
    expect(later.status).toBe(201)
  })

  it('refuses the 11th sign-up for one email, from any address', async () => {
    const statuses = await repeat(10, () =>
      post('/api/auth/register', registration('a@exemplo.com'), freshIp()),
    )
    expect(statuses).toEqual(Array(10).fill(409))
    const refused = await post('/api/auth/register', registration('a@exemplo.com'), freshIp())
    expect(refused).toEqual({ status: 429, body: tooMany(15) })
  })
})

describe('checkout for an email without an account: counted as a sign-up', () => {
  it('refuses the 51st new account from one address and creates none', async () => {
    const bot = freshIp()
    const checkout = (email: string, ip: string) =>
      post('/api/auth/checkout', { email, password: PASSWORD }, ip)
    const statuses = await repeat(50, (i) =>
      post('/api/auth/register', registration(KNOWN[i % 5]!), bot),
    )
    expect(statuses).toEqual(Array(50).fill(409))

    const before = await written()
    expect(await checkout('novo3@exemplo.com', bot)).toEqual({ status: 429, body: tooMany(15) })
    expect(await written()).toEqual(before)
    expect((await checkout('novo3@exemplo.com', freshIp())).status).toBe(201)
  })
})

describe('enforceRateLimit', () => {
  it('counts in fixed windows: the window restarts once its length has passed', async () => {
    const limit = { max: 2, windowMs: 10 * MIN }
    const start = new Date('2026-03-01T12:00:00Z')
    const at = (ms: number) => new Date(start.getTime() + ms)
    const attempt = (ms: number) =>
      enforceRateLimit(shop.t.database.db, [['teste:janela', limit]], at(ms))
    await attempt(0)
    await attempt(MIN)
    await expect(attempt(10 * MIN - 1)).rejects.toBeInstanceOf(TooManyRequests)
    await attempt(10 * MIN)
    await attempt(10 * MIN + 1)
    await expect(attempt(11 * MIN)).rejects.toBeInstanceOf(TooManyRequests)
  })
})

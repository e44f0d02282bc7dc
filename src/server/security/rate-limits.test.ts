import { describe, expect, it } from 'vitest'
import { enforceRateLimit, RateLimited } from '#server/modules/accounts/rate-limit.ts'
import {
  freshIp,
  KNOWN,
  MIN,
  PASSWORD,
  registration,
  repeat,
  TOO_MANY,
  useRateLimitedShop,
} from '#server/testing/security/rate-limit-fixtures.ts'

/**
 * Every rate limit answers 429 with its pt-BR message, writes nothing for the refused call, leaves
 * other addresses and emails alone, and lets the client in again once its window has passed. Here
 * sign-in and sign-up, and the fixed windows they count in; the password reset in
 * rate-limits.password-reset.test.ts, leads and the reverse proxy in rate-limits.leads.test.ts.
 */

const shop = useRateLimitedShop()
const { post, login, written, expireWindow } = shop

describe('login: 10 per email and 50 per address in 15 minutes', () => {
  it('refuses the 11th try for one email, even with the right password, from any address', async () => {
    const attacker = freshIp()
    expect(await repeat(10, () => login('alvo@exemplo.com', 'chute', attacker))).toEqual(
      Array(10).fill(401),
    )
    const before = await written()
    const refused = await login('alvo@exemplo.com', PASSWORD, attacker)
    expect(refused).toEqual({ status: 429, body: TOO_MANY })
    // Per email, not per address: a botnet cannot spread the guesses, nor change the case.
    expect((await login('ALVO@Exemplo.com ', PASSWORD, freshIp())).status).toBe(429)
    expect(await written()).toEqual(before)

    // Another account from the same address is not affected.
    expect((await login('a@exemplo.com', PASSWORD, attacker)).status).toBe(200)

    await expireWindow('login:email:alvo@exemplo.com', 15 * MIN)
    expect((await login('alvo@exemplo.com', PASSWORD, freshIp())).status).toBe(200)
  })

  it('refuses the 51st try from one address, whatever the email; other addresses go on', async () => {
    const attacker = freshIp()
    // 5 emails x 10 tries: no single email reaches its own limit.
    const statuses = await repeat(50, (i) => login(`ninguem${i % 5}@exemplo.com`, 'x', attacker))
    expect(statuses).toEqual(Array(50).fill(401))

    const before = await written()
    expect(await login('a@exemplo.com', PASSWORD, attacker)).toEqual({
      status: 429,
      body: TOO_MANY,
    })
    // Checkout's sign-in counts as a login: no account is created past the limit either.
    const checkout = await post(
      '/api/auth/checkout',
      { email: 'novo-checkout@exemplo.com', password: PASSWORD },
      attacker,
    )
    expect(checkout).toEqual({ status: 429, body: TOO_MANY })
    expect(await written()).toEqual(before)

    expect((await login('a@exemplo.com', PASSWORD, freshIp())).status).toBe(200)

    await expireWindow(`login:ip:${attacker}`, 15 * MIN)
    expect((await login('a@exemplo.com', PASSWORD, attacker)).status).toBe(200)
  })
})

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
    expect(refused).toEqual({ status: 429, body: TOO_MANY })
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
    expect(refused).toEqual({ status: 429, body: TOO_MANY })
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
    await expect(attempt(10 * MIN - 1)).rejects.toBeInstanceOf(RateLimited)
    await attempt(10 * MIN)
    await attempt(10 * MIN + 1)
    await expect(attempt(11 * MIN)).rejects.toBeInstanceOf(RateLimited)
  })
})

import { count, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { passwordResetTokens, sessions, users } from '#server/db/schema/accounts.ts'
import { productLeads } from '#server/db/schema/catalog.ts'
import { emailOutbox } from '#server/db/schema/outbox.ts'
import { rateLimits } from '#server/db/schema/rate-limits.ts'
import { enforceRateLimit, RateLimited } from '#server/modules/accounts/rate-limit.ts'
import { LEAD_LIMIT } from '#server/modules/leads/lead-routes.ts'
import { seedProduct } from '#server/modules/products/product-test-kit.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { ADDRESS } from '#server/testing/test-client.ts'

const TOO_MANY = {
  error: {
    code: 'too-many-requests',
    message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  },
}
const MIN = 60_000

let t: TestApp
let productId: string
beforeAll(async () => {
  t = await createTestApp()
  productId = (await seedProduct(t.database.db, { stock: 0 })).id
  for (const email of KNOWN) {
    const res = await post('/api/auth/register', registration(email), '198.51.100.1')
    expect(res.status).toBe(201)
  }
})
afterAll(() => t.close())
beforeEach(async () => {
  await t.database.db.delete(rateLimits)
})

const PASSWORD = 'senha-certa-1'
/** Accounts that exist; 'alvo' is the one attacked. */
const KNOWN = [
  'alvo@exemplo.com',
  'a@exemplo.com',
  'b@exemplo.com',
  'c@exemplo.com',
  'd@exemplo.com',
]
const registration = (email: string) => ({
  email,
  password: PASSWORD,
  confirmPassword: PASSWORD,
  address: ADDRESS,
})

let lastIp = 0
/** A client address no other test used (TEST-NET-3). */
const freshIp = () => `203.0.113.${++lastIp}`

/**
 * POSTs as a client at `ip`: the Node adapter's socket, which clientIp (getConnInfo) reads, is
 * the third argument of app.request.
 */
async function post(path: string, json: unknown, ip: string) {
  const res = await t.app.request(
    path,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(json),
    },
    { incoming: { socket: { remoteAddress: ip } } },
  )
  return { status: res.status, body: (await res.json()) as unknown }
}

/** Sends `times` identical-looking attempts and returns their statuses. */
async function repeat(times: number, send: (i: number) => Promise<{ status: number }>) {
  const statuses: number[] = []
  for (let i = 0; i < times; i++) statuses.push((await send(i)).status)
  return statuses
}

/** Every table a refused call could have written to. */
async function written() {
  const db = t.database.db
  const n = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0
  return {
    users: await n(db.select({ n: count() }).from(users)),
    sessions: await n(db.select({ n: count() }).from(sessions)),
    emails: await n(db.select({ n: count() }).from(emailOutbox)),
    resetTokens: await n(db.select({ n: count() }).from(passwordResetTokens)),
    leads: await n(db.select({ n: count() }).from(productLeads)),
  }
}

/** Moves a counter's window start past its length, as if that much time had gone by. */
async function expireWindow(key: string, windowMs: number) {
  const aged = await t.database.db
    .update(rateLimits)
    .set({ windowStart: new Date(Date.now() - windowMs - 1000) })
    .where(eq(rateLimits.key, key))
    .returning()
  expect(aged).toHaveLength(1)
}

const login = (email: string, password: string, ip: string) =>
  post('/api/auth/login', { email, password }, ip)

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

describe('forgot-password: 3 per email and 20 per address in an hour', () => {
  const forgot = (email: string, ip: string) => post('/api/auth/forgot-password', { email }, ip)
  const resetEmailsTo = (to: string) =>
    t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to))

  it('sends at most 3 links to one inbox an hour', async () => {
    const ip = freshIp()
    const sent = (await resetEmailsTo('b@exemplo.com')).length
    expect(await repeat(3, () => forgot('b@exemplo.com', ip))).toEqual([200, 200, 200])
    expect(await resetEmailsTo('b@exemplo.com')).toHaveLength(sent + 3)

    const before = await written()
    expect(await forgot('b@exemplo.com', freshIp())).toEqual({ status: 429, body: TOO_MANY })
    expect(await written()).toEqual(before)

    expect((await forgot('c@exemplo.com', ip)).status).toBe(200)

    await expireWindow('reset:email:b@exemplo.com', 60 * MIN)
    expect((await forgot('b@exemplo.com', ip)).status).toBe(200)
    expect(await resetEmailsTo('b@exemplo.com')).toHaveLength(sent + 4)
  })

  it('refuses the 21st request from one address', async () => {
    const bot = freshIp()
    const statuses = await repeat(20, (i) => forgot(`sonda${i}@exemplo.com`, bot))
    expect(statuses).toEqual(Array(20).fill(200))

    const before = await written()
    expect(await forgot('c@exemplo.com', bot)).toEqual({ status: 429, body: TOO_MANY })
    expect(await written()).toEqual(before)

    expect((await forgot('c@exemplo.com', freshIp())).status).toBe(200)
    await expireWindow(`reset:ip:${bot}`, 60 * MIN)
    expect((await forgot('d@exemplo.com', bot)).status).toBe(200)
  })
})

describe('reset-password: 10 per email and 50 per address in 15 minutes', () => {
  const reset = (email: string, token: string, ip: string) =>
    post('/api/auth/reset-password', { email, token, newPassword: 'nova-senha-1' }, ip)
  const guess = (i: number) => `chute-${String(i).padStart(20, '0')}`

  /** A real link for `email`, read from the outbox as the customer would from their inbox. */
  async function realToken(email: string) {
    await post('/api/auth/forgot-password', { email }, freshIp())
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.type, 'password-reset%'))
    const url = mails
      .map((m) => new URL(String(m.data.resetUrl)))
      .filter((u) => u.searchParams.get('email') === email)
      .at(-1)
    return url?.searchParams.get('token') ?? ''
  }

  it('refuses the 11th try for one email: even the real link waits, and stays usable', async () => {
    const token = await realToken('d@exemplo.com')
    const statuses = await repeat(10, (i) => reset('d@exemplo.com', guess(i), freshIp()))
    expect(statuses).toEqual(Array(10).fill(400))

    const before = await written()
    expect(await reset('d@exemplo.com', token, freshIp())).toEqual({ status: 429, body: TOO_MANY })
    expect(await written()).toEqual(before)
    expect((await login('d@exemplo.com', PASSWORD, freshIp())).status).toBe(200)

    await expireWindow('reset-password:email:d@exemplo.com', 15 * MIN)
    expect((await reset('d@exemplo.com', token, freshIp())).status).toBe(200)
    expect((await login('d@exemplo.com', 'nova-senha-1', freshIp())).status).toBe(200)
  })

  it('refuses the 51st try from one address; other addresses go on', async () => {
    const bot = freshIp()
    const statuses = await repeat(50, (i) => reset(`sonda${i % 5}@exemplo.com`, guess(i), bot))
    expect(statuses).toEqual(Array(50).fill(400))
    expect(await reset('c@exemplo.com', guess(99), bot)).toEqual({ status: 429, body: TOO_MANY })
    expect((await reset('c@exemplo.com', guess(99), freshIp())).status).toBe(400)
  })
})

describe("leads ('Avise-me'): 20 per address in 10 minutes", () => {
  const lead = (i: number, ip: string) =>
    post(
      '/api/leads',
      { productId, whatsapp: `1198765${String(i).padStart(4, '0')}`, carInfo: 'Gol 2015' },
      ip,
    )

  it('refuses the 21st from one address, storing nothing; other addresses go on', async () => {
    const bot = freshIp()
    expect(await repeat(LEAD_LIMIT.max, (i) => lead(i, bot))).toEqual(Array(20).fill(201))
    expect(LEAD_LIMIT).toEqual({ max: 20, windowMs: 10 * MIN })

    const before = await written()
    expect(await lead(100, bot)).toEqual({ status: 429, body: TOO_MANY })
    expect(await written()).toEqual(before)

    expect((await lead(101, freshIp())).status).toBe(201)
    await expireWindow(`lead:ip:${bot}`, 10 * MIN)
    expect((await lead(100, bot)).status).toBe(201)
  })
})

describe('behind a reverse proxy (TRUST_PROXY)', () => {
  /** A lead as it reaches the shop through the proxy at 10.0.0.1, with a forwarded-for header. */
  const viaProxy = (app: TestApp['app'], i: number, forwardedFor: string) =>
    app.request(
      '/api/leads',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        body: JSON.stringify({
          productId,
          whatsapp: `1198766${String(i).padStart(4, '0')}`,
          carInfo: 'Gol 2015',
        }),
      },
      { incoming: { socket: { remoteAddress: '10.0.0.1' } } },
    )

  it('counts each customer by the address the proxy forwards, not all of them as the proxy', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'true' }, { database: t.database })
    try {
      const statuses = async (forwardedFor: (i: number) => string) => {
        const answers = []
        for (let i = 0; i < LEAD_LIMIT.max + 1; i++) {
          answers.push((await viaProxy(proxied.app, i, forwardedFor(i))).status)
        }
        return answers
      }
      // 21 customers behind one proxy: none is refused.
      expect(await statuses((i) => `198.51.100.${i + 10}`)).not.toContain(429)
      // One client lying in the first entry is still counted by the entry the proxy added.
      expect((await statuses((i) => `1.2.3.${i}, 198.51.100.200`)).at(-1)).toBe(429)
    } finally {
      await proxied.close()
    }
  })

  it('ignores X-Forwarded-For without TRUST_PROXY: a client cannot pick its own address', async () => {
    const answers = []
    for (let i = 0; i < LEAD_LIMIT.max + 1; i++) {
      answers.push((await viaProxy(t.app, i + 50, `198.51.100.${i + 10}`)).status)
    }
    expect(answers.at(-1)).toBe(429)
  })
})

describe('enforceRateLimit', () => {
  it('counts in fixed windows: the window restarts once its length has passed', async () => {
    const limit = { max: 2, windowMs: 10 * MIN }
    const start = new Date('2026-03-01T12:00:00Z')
    const at = (ms: number) => new Date(start.getTime() + ms)
    const attempt = (ms: number) =>
      enforceRateLimit(t.database.db, [['teste:janela', limit]], at(ms))
    await attempt(0)
    await attempt(MIN)
    await expect(attempt(10 * MIN - 1)).rejects.toBeInstanceOf(RateLimited)
    await attempt(10 * MIN)
    await attempt(10 * MIN + 1)
    await expect(attempt(11 * MIN)).rejects.toBeInstanceOf(RateLimited)
  })
})

import { count, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest'
import { accessLinks, passwordResetTokens, sessions, users } from '#server/db/schema/accounts.ts'
import { productLeads } from '#server/db/schema/leads.ts'
import { emailOutbox } from '#server/db/schema/outbox.ts'
import { rateLimits } from '#server/db/schema/rate-limits.ts'
import { DEVICE_COOKIE } from '#server/modules/accounts/device-cookie.ts'
import { SESSION_COOKIE } from '#server/modules/accounts/session-cookie.ts'
import { seedProduct } from '#server/testing/product-fixtures.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { ADDRESS } from '#server/testing/test-client.ts'

// The shop the rate-limit suites attack, the clients they attack it from, and how they prove a
// refused call wrote nothing.

/** The 429 body of a limit whose window ends in `minutes`. */
export const tooMany = (minutes: number) => ({
  error: {
    code: 'too-many-requests',
    message: `Muitas tentativas. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
  },
})
export const MIN = 60_000

export const PASSWORD = 'senha-certa-1'
/** Accounts that exist; 'alvo' is the one attacked. */
export const KNOWN = [
  'alvo@exemplo.com',
  'a@exemplo.com',
  'b@exemplo.com',
  'c@exemplo.com',
  'd@exemplo.com',
]
export const registration = (email: string) => ({
  email,
  password: PASSWORD,
  confirmPassword: PASSWORD,
  address: ADDRESS,
})

/**
 * The clock the shop reads, standing at `start` when each test of the file begins (Date only:
 * timers, PGlite and argon2 run as usual); `advance` moves it on. No test waits for real.
 */
export function useFrozenClock(start = '2026-11-27T12:00:00Z') {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(start))
  })
  afterEach(() => {
    vi.useRealTimers()
  })
  return { advance: (ms: number) => vi.setSystemTime(new Date(Date.now() + ms)) }
}

let lastIp = 0
/** A client address no other test used (TEST-NET-3). */
export const freshIp = () => `203.0.113.${++lastIp}`

/** Sends `times` identical-looking attempts and returns their statuses. */
export async function repeat(times: number, send: (i: number) => Promise<{ status: number }>) {
  const statuses: number[] = []
  for (let i = 0; i < times; i++) statuses.push((await send(i)).status)
  return statuses
}

/**
 * A fresh shop for this test file, with the KNOWN accounts and a product out of stock (for
 * leads); every attempt counter is cleared before each test, so no test spends another's
 * allowance. `t` and `productId` are there once the file's beforeAll has run.
 */
export function useRateLimitedShop() {
  let app: TestApp | undefined
  let product = ''
  const shop = {
    get t(): TestApp {
      if (!app) throw new Error('the rate-limit shop opens in beforeAll')
      return app
    },
    get productId() {
      return product
    },

    /**
     * POSTs as a client at `ip`, with the device cookie `device` and the session cookie
     * `session` when given: the Node adapter's socket, which clientIp (getConnInfo) reads, is the
     * third argument of app.request. Answers the status, the body, Retry-After and the device and
     * session cookies it set, if any.
     */
    async send(path: string, json: unknown, ip: string, device?: string, session?: string) {
      const cookies = [
        ...(device ? [`${DEVICE_COOKIE}=${device}`] : []),
        ...(session ? [`${SESSION_COOKIE}=${session}`] : []),
      ]
      const res = await shop.t.app.request(
        path,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(cookies.length > 0 ? { cookie: cookies.join('; ') } : {}),
          },
          body: JSON.stringify(json),
        },
        { incoming: { socket: { remoteAddress: ip } } },
      )
      const setCookie = (name: string) =>
        res.headers
          .getSetCookie()
          .find((cookie) => cookie.startsWith(`${name}=`))
          ?.split(';')[0]
          ?.slice(name.length + 1)
      return {
        status: res.status,
        body: (await res.json()) as unknown,
        retryAfter: res.headers.get('retry-after'),
        device: setCookie(DEVICE_COOKIE),
        session: setCookie(SESSION_COOKIE),
      }
    },

    async post(path: string, json: unknown, ip: string) {
      const { status, body } = await shop.send(path, json, ip)
      return { status, body }
    },

    login: (email: string, password: string, ip: string) =>
      shop.post('/api/auth/login', { email, password }, ip),

    /** Every table a refused call could have written to. */
    async written() {
      const db = shop.t.database.db
      const n = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0
      return {
        users: await n(db.select({ n: count() }).from(users)),
        sessions: await n(db.select({ n: count() }).from(sessions)),
        emails: await n(db.select({ n: count() }).from(emailOutbox)),
        resetTokens: await n(db.select({ n: count() }).from(passwordResetTokens)),
        accessLinks: await n(db.select({ n: count() }).from(accessLinks)),
        leads: await n(db.select({ n: count() }).from(productLeads)),
      }
    },

    /** Moves a counter's window start past its length, as if that much time had gone by. */
    async expireWindow(key: string, windowMs: number) {
      const aged = await shop.t.database.db
        .update(rateLimits)
        .set({ windowStart: new Date(Date.now() - windowMs - 1000) })
        .where(eq(rateLimits.key, key))
        .returning()
      expect(aged).toHaveLength(1)
    },
  }

  beforeAll(async () => {
    app = await createTestApp()
    product = (await seedProduct(app.database.db, { stock: 0 })).id
    for (const email of KNOWN) {
      const res = await shop.post('/api/auth/register', registration(email), '198.51.100.1')
      expect(res.status).toBe(201)
    }
  })
  afterAll(() => app?.close())
  beforeEach(async () => {
    await shop.t.database.db.delete(rateLimits)
  })
  return shop
}

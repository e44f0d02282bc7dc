import { eq, like } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AUTH_MESSAGES } from '#domain/schemas/auth.ts'
import { emailOutbox } from '#server/db/schema/outbox.ts'
import {
  freshIp,
  MIN,
  repeat,
  tooMany,
  useRateLimitedShop,
} from '#server/testing/security/rate-limit-fixtures.ts'

/**
 * The rate limits of a forgotten password: the links sent (one per inbox every 5 minutes, and per
 * address: nobody floods an inbox, nobody holds the owner's back) and the reset tries (per address: guesses from elsewhere never hold a real link back), each with its 429, nothing
 * written, other clients unaffected and the window expiring. rate-limits.test.ts holds the rest.
 */

const shop = useRateLimitedShop()
const { post, login, written, expireWindow } = shop

describe('forgot-password: one e-mail per account every 5 minutes, 3 per email and 20 per address an hour', () => {
  const forgot = (email: string, ip: string) => post('/api/auth/forgot-password', { email }, ip)
  const resetEmailsTo = (to: string) =>
    shop.t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to))
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-27T12:00:00Z'))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('sends one link to an inbox every 5 minutes, whoever asks; requests between send nothing', async () => {
    const sent = (await resetEmailsTo('b@exemplo.com')).length
    const answers = [await forgot('b@exemplo.com', freshIp())]
    for (let i = 0; i < 4; i++) answers.push(await forgot('b@exemplo.com', freshIp()))
    // Exactly the answer of the one that sent: nothing tells the others apart.
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1)
    expect(answers[0]).toEqual({ status: 200, body: { message: AUTH_MESSAGES.resetEmailSent } })
    expect(await resetEmailsTo('b@exemplo.com')).toHaveLength(sent + 1)

    vi.setSystemTime(new Date(Date.now() + 5 * MIN - 1000))
    expect((await forgot('b@exemplo.com', freshIp())).status).toBe(200)
    expect(await resetEmailsTo('b@exemplo.com')).toHaveLength(sent + 1)
    vi.setSystemTime(new Date(Date.now() + 1000))
    expect((await forgot('b@exemplo.com', freshIp())).status).toBe(200)
    expect(await resetEmailsTo('b@exemplo.com')).toHaveLength(sent + 2)
  })

  it('refuses a 4th request for one email from one address in an hour; other addresses go on', async () => {
    const ip = freshIp()
    expect(await repeat(3, () => forgot('c@exemplo.com', ip))).toEqual([200, 200, 200])
    const before = await written()
    expect(await forgot('c@exemplo.com', ip)).toEqual({ status: 429, body: tooMany(60) })
    expect(await written()).toEqual(before)
    expect((await forgot('c@exemplo.com', freshIp())).status).toBe(200)
    expect((await forgot('d@exemplo.com', ip)).status).toBe(200)
  })

  it('refuses the 21st request from one address', async () => {
    const bot = freshIp()
    const statuses = await repeat(20, (i) => forgot(`sonda${i}@exemplo.com`, bot))
    expect(statuses).toEqual(Array(20).fill(200))

    const before = await written()
    expect(await forgot('c@exemplo.com', bot)).toEqual({ status: 429, body: tooMany(60) })
    expect(await written()).toEqual(before)

    expect((await forgot('c@exemplo.com', freshIp())).status).toBe(200)
    await expireWindow(`reset:ip:${bot}`, 60 * MIN)
    expect((await forgot('d@exemplo.com', bot)).status).toBe(200)
  })
})

describe('reset-password: 10 per email at one address and 50 per address in 15 minutes', () => {
  const reset = (email: string, token: string, ip: string) =>
    post('/api/auth/reset-password', { email, token, newPassword: 'nova-senha-1' }, ip)
  const guess = (i: number) => `chute-${String(i).padStart(20, '0')}`

  /** A real link for `email`, read from the outbox as the customer would from their inbox. */
  async function realToken(email: string) {
    await post('/api/auth/forgot-password', { email }, freshIp())
    const mails = await shop.t.database.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.type, 'password-reset%'))
    const url = mails
      .map((m) => new URL(String(m.data.resetUrl)))
      .filter((u) => u.searchParams.get('email') === email)
      .at(-1)
    return url?.searchParams.get('token') ?? ''
  }

  it("refuses one address's 11th try for one email; the real link still works from elsewhere", async () => {
    const token = await realToken('d@exemplo.com')
    const attacker = freshIp()
    const statuses = await repeat(10, (i) => reset('d@exemplo.com', guess(i), attacker))
    expect(statuses).toEqual(Array(10).fill(400))

    const before = await written()
    expect(await reset('d@exemplo.com', token, attacker)).toEqual({
      status: 429,
      body: tooMany(15),
    })
    expect(await written()).toEqual(before)

    // Guesses from many addresses never hold the owner's own link back.
    await repeat(20, (i) => reset('d@exemplo.com', guess(i), freshIp()))
    expect((await reset('d@exemplo.com', token, freshIp())).status).toBe(200)
    expect((await login('d@exemplo.com', 'nova-senha-1', freshIp())).status).toBe(200)
  })

  it('refuses the 51st try from one address; other addresses go on', async () => {
    const bot = freshIp()
    const statuses = await repeat(50, (i) => reset(`sonda${i % 5}@exemplo.com`, guess(i), bot))
    expect(statuses).toEqual(Array(50).fill(400))
    expect(await reset('c@exemplo.com', guess(99), bot)).toEqual({
      status: 429,
      body: tooMany(15),
    })
    expect((await reset('c@exemplo.com', guess(99), freshIp())).status).toBe(400)
  })
})

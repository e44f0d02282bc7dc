import { and, desc, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { AUTH_MESSAGES } from '#domain/schemas/auth.ts'
import { emailOutbox } from '#server/db/schema/outbox.ts'
import {
  freshIp,
  MIN,
  PASSWORD,
  useFrozenClock,
  useRateLimitedShop,
} from '#server/testing/security/rate-limit-fixtures.ts'

/**
 * Decision 026, from outside, as an attacker would try it and as the owner lives it, on an injected
 * clock (Date only; no real waits): 50 addresses hammer the owner's account, and the owner, on a
 * device the account never used, still gets in through the e-mailed access link; a flood of
 * 'Esqueceu sua senha?' never holds the owner's reset e-mail back more than 5 minutes; a password
 * change or reset leaves the device that made it known to the account.
 */

const shop = useRateLimitedShop()
const { send, login } = shop
const OWNER = 'alvo@exemplo.com'

const { advance } = useFrozenClock()
// Every test starts at the same instant: the inbox starts empty, so the newest e-mail is its own.
beforeEach(async () => {
  await shop.t.database.db.delete(emailOutbox)
})

/** 50 addresses, 10 guesses each, a round of 50 at once every 20 seconds. */
async function hammerFrom50Addresses() {
  const addresses = Array.from({ length: 50 }, () => freshIp())
  for (let round = 0; round < 10; round++) {
    await Promise.all(addresses.map((ip, i) => login(OWNER, `chute-${round}-${i}`, ip)))
    advance(20_000)
  }
}

/** The newest e-mail of `type` to `to`, with when it was queued and the link it carries. */
async function lastEmail(to: string, type: 'access-link' | 'password-reset') {
  const [row] = await shop.t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.type, type)))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1)
  if (!row) return null
  const link = new URL(String(row.data.accessUrl ?? row.data.resetUrl))
  return {
    queuedAt: row.nextAttemptAt,
    token: link.searchParams.get('token') ?? '',
    email: link.searchParams.get('email') ?? '',
    path: link.pathname,
  }
}
const emailsOf = async (to: string, type: string) =>
  (
    await shop.t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, to), eq(emailOutbox.type, type)))
  ).length

describe('50 addresses hammer the owner; the owner gets in on a new phone', () => {
  it('the refusal leads to the e-mailed link, which signs the phone in and makes it known', async () => {
    await hammerFrom50Addresses()
    // Keep at it until unknown devices are refused for the rest of the hour.
    for (let i = 0; i < 30; i++) {
      advance(MIN)
      await login(OWNER, `paciente-${i}`, freshIp())
    }
    const phone = freshIp()
    const refused = await send('/api/auth/login', { email: OWNER, password: PASSWORD }, phone)
    expect(refused.status).toBe(429)

    const asked = await send('/api/auth/access-link', { email: OWNER }, phone)
    expect(asked).toMatchObject({ status: 200, body: { message: AUTH_MESSAGES.accessLinkSent } })
    const link = await lastEmail(OWNER, 'access-link')
    expect(link).toMatchObject({ email: OWNER, path: '/access-link' })

    advance(10 * MIN)
    const opened = await send('/api/auth/access-link/sign-in', link, phone)
    expect(opened.status).toBe(200)
    expect(opened.body).toMatchObject({ user: { email: OWNER, isAdmin: false } })
    expect(opened.session).toBeTruthy()
    expect(opened.device).toBeTruthy()

    // The session is real: the phone reads its own account.
    const me = await shop.t.app.request('/api/auth/session', {
      headers: { cookie: `vitrine_session=${opened.session}` },
    })
    expect(await me.json()).toMatchObject({ user: { email: OWNER } })

    // The attack goes on; the phone is a known device now, and signs in with its password.
    await hammerFrom50Addresses()
    expect((await login(OWNER, PASSWORD, freshIp())).status).toBe(429)
    const again = await send(
      '/api/auth/login',
      { email: OWNER, password: PASSWORD },
      phone,
      opened.device,
    )
    expect(again.status).toBe(200)

    // The link was spent by its one use.
    const reused = await send('/api/auth/access-link/sign-in', link, freshIp())
    expect(reused).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid-token', message: AUTH_MESSAGES.invalidAccessLink } },
    })
  })
})

describe("a flood of 'Esqueceu sua senha?' against the owner", () => {
  it('100 requests from 50 addresses over 20 minutes: one e-mail every 5 minutes, the owner’s link fresh', async () => {
    const bots = Array.from({ length: 50 }, () => freshIp())
    const start = Date.now()
    const answers = new Set<string>()
    let ownerAskedAt = 0
    for (let i = 0; i < 100; i++) {
      const answer = await send('/api/auth/forgot-password', { email: OWNER }, bots[i % 50]!)
      answers.add(JSON.stringify({ status: answer.status, body: answer.body }))
      if (i === 57) {
        // The owner asks, from home, in the middle of the flood.
        ownerAskedAt = Date.now()
        const own = await send('/api/auth/forgot-password', { email: OWNER }, freshIp())
        expect(own).toMatchObject({ status: 200, body: { message: AUTH_MESSAGES.resetEmailSent } })
      }
      advance(12_000)
    }
    // Every request had the one answer; 20 minutes of flood sent 4 e-mails, not 100.
    expect([...answers]).toEqual([
      JSON.stringify({ status: 200, body: { message: AUTH_MESSAGES.resetEmailSent } }),
    ])
    expect(await emailsOf(OWNER, 'password-reset')).toBe(
      Math.ceil((Date.now() - start) / (5 * MIN)),
    )

    // The link in the owner's inbox when they asked was at most 5 minutes old, and it works.
    const rows = await shop.t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, OWNER), eq(emailOutbox.type, 'password-reset')))
    const sentBefore = rows.map((r) => r.nextAttemptAt.getTime()).filter((t) => t <= ownerAskedAt)
    expect(ownerAskedAt - Math.max(...sentBefore)).toBeLessThanOrEqual(5 * MIN)

    const link = await lastEmail(OWNER, 'password-reset')
    const home = freshIp()
    const reset = await send(
      '/api/auth/reset-password',
      { email: OWNER, token: link?.token, newPassword: 'senha-nova-9' },
      home,
    )
    expect(reset.status).toBe(200)
    expect(reset.device).toBeTruthy()
  })

  it('an email without an account meets the very same answers, and nothing is sent', async () => {
    const story = async (email: string) => {
      const seen: unknown[] = []
      for (let i = 0; i < 8; i++) {
        const { status, body, retryAfter } = await send(
          '/api/auth/forgot-password',
          { email },
          freshIp(),
        )
        seen.push({ status, body, retryAfter })
        advance(MIN)
      }
      return seen
    }
    const known = await story('b@exemplo.com')
    expect(await story('ninguem@exemplo.com')).toEqual(known)
    expect(await emailsOf('ninguem@exemplo.com', 'password-reset')).toBe(0)
  })
})

describe('the device that changes the password stays known', () => {
  /** Unknown devices refused for the hour: 30 failures from elsewhere. */
  async function refuseUnknownDevices(email: string) {
    for (let i = 0; i < 30; i++) {
      advance(MIN)
      await login(email, `paciente-${i}`, freshIp())
    }
    expect((await login(email, PASSWORD, freshIp())).status).toBe(429)
  }

  it('after a change of password in the profile', async () => {
    const email = 'c@exemplo.com'
    const laptop = freshIp()
    const first = await send('/api/auth/login', { email, password: PASSWORD }, laptop)
    expect(first.status).toBe(200)

    const changed = await send(
      '/api/account/password',
      { currentPassword: PASSWORD, newPassword: 'senha-nova-2' },
      laptop,
      first.device,
      first.session,
    )
    expect(changed.status).toBe(200)
    expect(changed.device).toBeTruthy()
    expect(changed.device).not.toBe(first.device)

    await refuseUnknownDevices(email)
    const creds = { email, password: 'senha-nova-2' }
    // The cookie from before the change was signed over the old password: unknown now.
    expect((await send('/api/auth/login', creds, laptop, first.device)).status).toBe(429)
    expect((await send('/api/auth/login', creds, laptop, changed.device)).status).toBe(200)
  })

  it('after a reset from the e-mailed link', async () => {
    const email = 'd@exemplo.com'
    const laptop = freshIp()
    const first = await send('/api/auth/login', { email, password: PASSWORD }, laptop)
    expect((await send('/api/auth/forgot-password', { email }, laptop)).status).toBe(200)
    const link = await lastEmail(email, 'password-reset')
    const reset = await send(
      '/api/auth/reset-password',
      { email, token: link?.token, newPassword: 'senha-nova-3' },
      laptop,
      first.device,
    )
    expect(reset.status).toBe(200)
    expect(reset.device).toBeTruthy()

    await refuseUnknownDevices(email)
    const creds = { email, password: 'senha-nova-3' }
    expect((await send('/api/auth/login', creds, laptop, first.device)).status).toBe(429)
    expect((await send('/api/auth/login', creds, laptop, reset.device)).status).toBe(200)
  })
})

import { and, desc, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { AUTH_MESSAGES } from '#domain/schemas/auth.ts'
import { accessLinks } from '#server/db/schema/accounts.ts'
import { emailOutbox } from '#server/db/schema/outbox.ts'
import {
  freshIp,
  MIN,
  repeat,
  tooMany,
  useFrozenClock,
  useRateLimitedShop,
} from '#server/testing/security/rate-limit-fixtures.ts'

/**
 * 'Receber link de acesso por email': what it sends, to whom, how often, and every link that
 * must not open an account (used, expired, altered, another account's), each answered in pt-BR
 * with nothing written.
 */

const shop = useRateLimitedShop()
const { send, post, written } = shop

const { advance } = useFrozenClock()
// Every test starts at the same instant: the inbox starts empty, so the newest e-mail is its own.
beforeEach(async () => {
  await shop.t.database.db.delete(emailOutbox)
})

const ask = (email: string, ip = freshIp(), redirectTo?: string) =>
  post('/api/auth/access-link', { email, ...(redirectTo ? { redirectTo } : {}) }, ip)
const open = (email: string, token: string, ip = freshIp()) =>
  send('/api/auth/access-link/sign-in', { email, token }, ip)

async function linkSentTo(email: string) {
  const [row] = await shop.t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), eq(emailOutbox.type, 'access-link')))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1)
  return row ? new URL(String(row.data.accessUrl)) : null
}
const tokenOf = async (email: string) => (await linkSentTo(email))?.searchParams.get('token') ?? ''
const SENT = { status: 200, body: { message: AUTH_MESSAGES.accessLinkSent } }
const INVALID = {
  status: 400,
  body: { error: { code: 'invalid-token', message: AUTH_MESSAGES.invalidAccessLink } },
}

describe('asking for a link', () => {
  it('e-mails the account a link to /access-link, kept only as a hash, good for 15 minutes', async () => {
    expect(await ask('a@exemplo.com')).toEqual(SENT)
    const url = await linkSentTo('a@exemplo.com')
    expect(url?.pathname).toBe('/access-link')
    expect(url?.searchParams.get('email')).toBe('a@exemplo.com')
    const token = url?.searchParams.get('token') ?? ''
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)

    const [stored] = await shop.t.database.db
      .select()
      .from(accessLinks)
      .orderBy(desc(accessLinks.createdAt))
      .limit(1)
    expect(stored?.tokenHash).not.toContain(token)
    expect(stored?.expiresAt.getTime()).toBe(Date.now() + 15 * MIN)
  })

  it('carries a path of this site to land on, and drops anything else', async () => {
    await ask('b@exemplo.com', freshIp(), '/checkout')
    expect((await linkSentTo('b@exemplo.com'))?.searchParams.get('redirectTo')).toBe('/checkout')
    advance(5 * MIN)
    expect(await ask('b@exemplo.com', freshIp(), '//evil.example/')).toEqual(SENT)
    expect((await linkSentTo('b@exemplo.com'))?.searchParams.has('redirectTo')).toBe(false)
  })

  it('answers an unknown email exactly as a known one, and sends it nothing', async () => {
    const before = await written()
    expect(await ask('ninguem@exemplo.com')).toEqual(SENT)
    expect(await written()).toEqual(before)
    expect(await ask('c@exemplo.com')).toEqual(SENT)
  })

  it('sends one link every 5 minutes per account, whoever asks; 3 an hour per email at one address', async () => {
    const answers = await repeat(6, () => ask('d@exemplo.com'))
    expect(answers).toEqual(Array(6).fill(200))
    const sent = async () =>
      (
        await shop.t.database.db
          .select()
          .from(emailOutbox)
          .where(and(eq(emailOutbox.to, 'd@exemplo.com'), eq(emailOutbox.type, 'access-link')))
      ).length
    expect(await sent()).toBe(1)
    advance(5 * MIN)
    expect(await ask('d@exemplo.com')).toEqual(SENT)
    expect(await sent()).toBe(2)

    const home = freshIp()
    expect(await repeat(3, () => ask('alvo@exemplo.com', home))).toEqual([200, 200, 200])
    expect(await ask('alvo@exemplo.com', home)).toEqual({ status: 429, body: tooMany(60) })
  })

  it('refuses a malformed email in pt-BR', async () => {
    const answer = await ask('não é email')
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.body)).toContain('Email inválido')
  })
})

describe('opening a link', () => {
  it('signs in once: a second opening, even at the same moment, is refused', async () => {
    await ask('a@exemplo.com')
    const token = await tokenOf('a@exemplo.com')
    const both = await Promise.all([open('a@exemplo.com', token), open('a@exemplo.com', token)])
    expect(both.map((b) => b.status).sort()).toEqual([200, 400])
    expect(await open('a@exemplo.com', token)).toMatchObject(INVALID)
  })

  it('refuses an expired, altered, unknown or another account’s link, writing nothing', async () => {
    await ask('b@exemplo.com')
    const token = await tokenOf('b@exemplo.com')
    await ask('c@exemplo.com')
    const other = await tokenOf('c@exemplo.com')
    const before = await written()

    expect(
      await open('b@exemplo.com', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`),
    ).toMatchObject(INVALID)
    expect(await open('b@exemplo.com', other)).toMatchObject(INVALID)
    expect(await open('ninguem@exemplo.com', token)).toMatchObject(INVALID)
    // Not even shaped like a token: refused by validation, with the same words.
    expect(await open('b@exemplo.com', 'curto')).toMatchObject({
      status: 400,
      body: { error: { message: AUTH_MESSAGES.invalidAccessLink } },
    })
    advance(15 * MIN)
    expect(await open('b@exemplo.com', token)).toMatchObject(INVALID)
    expect(await written()).toEqual(before)
  })

  it('a password reset spends the links still open', async () => {
    await ask('d@exemplo.com')
    const token = await tokenOf('d@exemplo.com')
    await post('/api/auth/forgot-password', { email: 'd@exemplo.com' }, freshIp())
    const [reset] = await shop.t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, 'd@exemplo.com'), eq(emailOutbox.type, 'password-reset')))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1)
    const resetToken = new URL(String(reset?.data.resetUrl)).searchParams.get('token')
    const done = await post(
      '/api/auth/reset-password',
      { email: 'd@exemplo.com', token: resetToken, newPassword: 'outra-senha-1' },
      freshIp(),
    )
    expect(done.status).toBe(200)
    expect(await open('d@exemplo.com', token)).toMatchObject(INVALID)
  })

  it('limits the tries of one address: the 11th for one email in 15 minutes is refused', async () => {
    const guesser = freshIp()
    const guesses = await repeat(10, (i) =>
      open('alvo@exemplo.com', `chute-${String(i).padStart(30, '0')}`, guesser),
    )
    expect(guesses).toEqual(Array(10).fill(400))
    expect(await open('alvo@exemplo.com', 'x'.repeat(43), guesser)).toMatchObject({
      status: 429,
      body: tooMany(15),
    })
    // Guesses from there never hold the owner's real link back.
    await ask('alvo@exemplo.com')
    expect((await open('alvo@exemplo.com', await tokenOf('alvo@exemplo.com'))).status).toBe(200)
  })
})

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions, users } from '#server/db/schema/accounts.ts'
import { emailOutbox } from '#server/db/schema/outbox.ts'
import { SESSION_COOKIE } from '#server/modules/accounts/session-cookie.ts'
import { hashToken } from '#server/modules/accounts/tokens.ts'
import type { TestApp } from '#server/testing/test-app.ts'
import { TestClient } from '#server/testing/test-client.ts'
import {
  login,
  register,
  sessionCookieOf,
  sessionShop,
  tokenOf,
} from '#server/testing/security/session-fixtures.ts'

/**
 * A session id is the server's own, new at every sign-in (login, register, checkout), and it dies
 * on the server: at logout (this browser's only) and at a password reset (every one of the
 * user's). A cookie planted before, or replayed after, opens nothing. The cookie's attributes are
 * in session-security.test.ts.
 */

let http: TestApp
beforeAll(async () => {
  http = await sessionShop()
})
afterAll(() => http.close())

async function sessionRow(token: string) {
  const rows = await http.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
  return rows[0]
}

async function userIdOf(email: string) {
  const [user] = await http.database.db.select().from(users).where(eq(users.email, email))
  if (!user) throw new Error(`no user ${email}`)
  return user.id
}

/** A client replaying a cookie it got (or stole) earlier. */
function replaying(t: TestApp, token: string) {
  const client = new TestClient(t)
  client.cookie = `${SESSION_COOKIE}=${token}`
  return client
}

describe('a new session id at every sign-in', () => {
  it('ignores a cookie planted before login (session fixation) and issues its own', async () => {
    const planted = 'a'.repeat(43)
    const victim = replaying(http, planted)
    await login(victim, 'ana@exemplo.com', 'senha-ana-1')
    expect(tokenOf(victim)).not.toBe(planted)
    expect(await sessionRow(planted)).toBeUndefined()
    expect((await replaying(http, planted).get('/api/orders')).status).toBe(401)
    expect((await victim.get('/api/orders')).status).toBe(200)
  })

  it("ends the session held before login: another account's old cookie stops working", async () => {
    const shared = new TestClient(http)
    await login(shared, 'bruno@exemplo.com', 'senha-bruno-1')
    const brunoToken = tokenOf(shared)
    await login(shared, 'ana@exemplo.com', 'senha-ana-1')
    const anaToken = tokenOf(shared)

    expect(anaToken).not.toBe(brunoToken)
    expect(await sessionRow(brunoToken)).toBeUndefined()
    expect((await replaying(http, brunoToken).get('/api/auth/session')).body).toEqual({
      user: null,
    })
    expect((await shared.get('/api/auth/session')).body).toMatchObject({
      user: { email: 'ana@exemplo.com' },
    })
  })

  it('logging in again as the same person replaces the session id', async () => {
    const client = new TestClient(http)
    await login(client, 'ana@exemplo.com', 'senha-ana-1')
    const first = tokenOf(client)
    await login(client, 'ana@exemplo.com', 'senha-ana-1')
    expect(tokenOf(client)).not.toBe(first)
    expect(await sessionRow(first)).toBeUndefined()
    expect(await sessionRow(tokenOf(client))).toBeDefined()
  })

  it('registration signs in with a fresh token, never one the browser brought', async () => {
    const planted = 'b'.repeat(43)
    const client = replaying(http, planted)
    const res = await register(client, 'davi@exemplo.com', 'senha-davi-1')
    const { value } = sessionCookieOf(res)
    expect(value).not.toBe(planted)
    expect(await sessionRow(value)).toMatchObject({ userId: await userIdOf('davi@exemplo.com') })
    expect((await client.get('/api/orders')).status).toBe(200)
  })

  it('checkout sign-in also issues a fresh token and ends the previous session', async () => {
    const client = new TestClient(http)
    await login(client, 'bruno@exemplo.com', 'senha-bruno-1')
    const before = tokenOf(client)
    const res = await client.post('/api/auth/checkout', {
      email: 'ana@exemplo.com',
      password: 'senha-ana-1',
    })
    expect(res.status).toBe(200)
    expect(tokenOf(client)).not.toBe(before)
    expect(await sessionRow(before)).toBeUndefined()
  })
})

describe('logout', () => {
  it('kills the session on the server: the old cookie replayed gets 401', async () => {
    const client = new TestClient(http)
    await login(client, 'ana@exemplo.com', 'senha-ana-1', true)
    const token = tokenOf(client)
    expect(await sessionRow(token)).toBeDefined()
    expect((await client.get('/api/orders')).status).toBe(200)

    expect((await client.post('/api/auth/logout')).status).toBe(204)
    expect(client.cookie).toBeUndefined()
    expect(await sessionRow(token)).toBeUndefined()

    const thief = replaying(http, token)
    const orders = await thief.get('/api/orders')
    expect(orders.status).toBe(401)
    expect(orders.body).toMatchObject({ error: { code: 'unauthorized' } })
    expect((await thief.get('/api/account/address')).status).toBe(401)
  })

  it("ends only this browser's session, not the same person's other ones", async () => {
    const phone = new TestClient(http)
    const laptop = new TestClient(http)
    await login(phone, 'bruno@exemplo.com', 'senha-bruno-1')
    await login(laptop, 'bruno@exemplo.com', 'senha-bruno-1')
    await phone.post('/api/auth/logout')
    expect((await laptop.get('/api/orders')).status).toBe(200)
  })
})

describe('password reset', () => {
  it("ends every session of the user, so a thief's stolen cookie dies with the old password", async () => {
    const owner = new TestClient(http)
    const thief = new TestClient(http)
    await login(owner, 'bruno@exemplo.com', 'senha-bruno-1', true)
    await login(thief, 'bruno@exemplo.com', 'senha-bruno-1', true)
    const brunoId = await userIdOf('bruno@exemplo.com')

    const forgot = await new TestClient(http).post('/api/auth/forgot-password', {
      email: 'bruno@exemplo.com',
    })
    expect(forgot.status).toBe(200)
    const [mail] = await http.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.type, 'password-reset'))
    const resetUrl = new URL(String((mail?.data as { resetUrl?: string }).resetUrl))
    const reset = await new TestClient(http).post('/api/auth/reset-password', {
      email: resetUrl.searchParams.get('email'),
      token: resetUrl.searchParams.get('token'),
      newPassword: 'nova-senha-bruno',
    })
    expect(reset.status).toBe(200)

    expect((await thief.get('/api/orders')).status).toBe(401)
    expect((await owner.get('/api/orders')).status).toBe(401)
    const left = await http.database.db.select().from(sessions).where(eq(sessions.userId, brunoId))
    expect(left).toEqual([])
    await login(new TestClient(http), 'bruno@exemplo.com', 'nova-senha-bruno')
  })
})

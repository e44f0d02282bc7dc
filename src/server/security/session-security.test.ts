import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions, users } from '#server/db/schema/accounts.ts'
import { emailOutbox } from '#server/db/schema/outbox.ts'
import { SESSION_COOKIE } from '#server/modules/accounts/session-cookie.ts'
import { hashToken } from '#server/modules/accounts/tokens.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { ADDRESS, TestClient } from '#server/testing/test-client.ts'

// Two shops on one database: one served on plain http://localhost, one on https.
let http: TestApp
let https: TestApp
beforeAll(async () => {
  http = await createTestApp()
  https = await createTestApp(
    { PUBLIC_URL: 'https://loja.example.com.br' },
    { database: http.database },
  )
  await register(new TestClient(http), 'ana@exemplo.com', 'senha-ana-1')
  await register(new TestClient(http), 'bruno@exemplo.com', 'senha-bruno-1')
})
afterAll(async () => {
  await https.close()
  await http.close()
})

async function register(client: TestClient, email: string, password: string) {
  const res = await client.post('/api/auth/register', {
    email,
    password,
    confirmPassword: password,
    address: ADDRESS,
  })
  expect(res.status).toBe(201)
  keepLastCookie(client, res)
  return res
}

async function login(client: TestClient, email: string, password: string, remember = false) {
  const res = await client.post('/api/auth/login', { email, password, remember })
  expect(res.status).toBe(200)
  keepLastCookie(client, res)
  return res
}

/**
 * A planted, unknown cookie is cleared by the session middleware before sign-in sets the new one:
 * two Set-Cookie headers, which a browser applies in order. TestClient keeps only the first.
 */
function keepLastCookie(client: TestClient, res: { headers: Headers }) {
  const { value } = sessionCookieOf(res)
  client.cookie = value ? `${SESSION_COOKIE}=${value}` : undefined
}

/** The last Set-Cookie of the session cookie (the one a browser keeps), attribute names lower-cased. */
function sessionCookieOf(res: { headers: Headers }) {
  const header = res.headers.getSetCookie().findLast((c) => c.startsWith(`${SESSION_COOKIE}=`))
  if (!header) throw new Error('no session cookie set')
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim())
  const value = pair.slice(SESSION_COOKIE.length + 1)
  const attrs = new Map(
    attributes.map((a) => {
      const [name = '', ...rest] = a.split('=')
      return [name.toLowerCase(), rest.join('=')] as const
    }),
  )
  return { value, attrs }
}

const tokenOf = (client: TestClient) => client.cookie?.slice(SESSION_COOKIE.length + 1) ?? ''

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

describe('the session cookie', () => {
  it('is httpOnly, SameSite=Lax, Path=/ and not Secure on http://localhost', async () => {
    const { value, attrs } = sessionCookieOf(
      await login(new TestClient(http), 'ana@exemplo.com', 'senha-ana-1'),
    )
    expect(value).toMatch(/^[\w-]{43}$/)
    expect(attrs.has('httponly')).toBe(true)
    expect(attrs.get('samesite')).toBe('Lax')
    expect(attrs.get('path')).toBe('/')
    expect(attrs.has('secure')).toBe(false)
    expect(attrs.has('domain')).toBe(false) // host-only: never sent to other subdomains
  })

  it('is Secure when the shop runs on https, for login, register, renewal and logout', async () => {
    const client = new TestClient(https)
    const loginRes = await login(client, 'ana@exemplo.com', 'senha-ana-1', true)
    const persistent = sessionCookieOf(loginRes).attrs
    expect(persistent.has('secure')).toBe(true)
    expect(persistent.has('httponly')).toBe(true)
    expect(persistent.get('samesite')).toBe('Lax')
    expect(persistent.get('path')).toBe('/')
    expect(persistent.get('max-age')).toBe('2592000')

    const registered = await register(new TestClient(https), 'carla@exemplo.com', 'senha-carla')
    expect(sessionCookieOf(registered).attrs.has('secure')).toBe(true)

    // A session past a tenth of its lifetime is renewed: the cookie is sent again, still Secure.
    await http.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000) })
      .where(eq(sessions.tokenHash, hashToken(tokenOf(client))))
    const renewed = await client.get('/api/auth/session')
    expect(renewed.body).toMatchObject({ user: { email: 'ana@exemplo.com' } })
    const renewal = sessionCookieOf(renewed).attrs
    expect(renewal.has('secure')).toBe(true)
    expect(renewal.has('httponly')).toBe(true)

    const logout = await client.post('/api/auth/logout')
    const cleared = sessionCookieOf(logout)
    expect(cleared.value).toBe('')
    expect(cleared.attrs.get('max-age')).toBe('0')
    expect(cleared.attrs.has('secure')).toBe(true)
  })
})

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

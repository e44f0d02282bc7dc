import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions } from '#server/db/schema/accounts.ts'
import { DEVICE_COOKIE } from '#server/modules/accounts/device-cookie.ts'
import { hashToken } from '#server/modules/accounts/tokens.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { TestClient } from '#server/testing/test-client.ts'
import {
  login,
  register,
  sessionCookieOf,
  sessionShop,
  tokenOf,
} from '#server/testing/security/session-fixtures.ts'

/**
 * The session cookie's attributes, on http://localhost and on https, at every moment it is set:
 * login, register, renewal and logout; and the known-device cookie's (decision 013). How sessions are born and end is in
 * session-security.lifecycle.test.ts.
 */

// Two shops on one database: one served on plain http://localhost, one on https.
let http: TestApp
let https: TestApp
beforeAll(async () => {
  http = await sessionShop()
  https = await createTestApp(
    { PUBLIC_URL: 'https://loja.example.com.br' },
    { database: http.database },
  )
})
afterAll(async () => {
  await https.close()
  await http.close()
})

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

describe('the known-device cookie', () => {
  const deviceCookieOf = (res: { headers: Headers }) => {
    const header = res.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`))
    const [pair = '', ...attributes] = (header ?? '').split(';').map((part) => part.trim())
    const attrs = new Map(
      attributes.map((a) => [a.split('=')[0]!.toLowerCase(), a.split('=')[1] ?? ''] as const),
    )
    return { value: pair.slice(DEVICE_COOKIE.length + 1), attrs }
  }

  it('is set at every sign-in, httpOnly, sent only to /api/auth, for a year; Secure on https', async () => {
    const signedIn = deviceCookieOf(
      await login(new TestClient(http), 'ana@exemplo.com', 'senha-ana-1'),
    )
    expect(signedIn.value).toMatch(/^d1\.[\w-]{36}\.\d+\.[\w-]+\.[\w-]{43}$/)
    expect(signedIn.attrs.has('httponly')).toBe(true)
    expect(signedIn.attrs.get('samesite')).toBe('Lax')
    expect(signedIn.attrs.get('path')).toBe('/api/auth')
    expect(signedIn.attrs.get('max-age')).toBe(String(365 * 24 * 60 * 60))
    expect(signedIn.attrs.has('secure')).toBe(false)

    const registered = await register(new TestClient(https), 'bia@exemplo.com', 'senha-bia-1')
    expect(deviceCookieOf(registered).attrs.has('secure')).toBe(true)
    const checkout = await new TestClient(https).post('/api/auth/checkout', {
      email: 'nova-no-checkout@exemplo.com',
      password: 'senha-nova-1',
    })
    expect(deviceCookieOf(checkout).value).not.toBe('')
  })

  it('stays on sign-out: the device is still one the account signed in on', async () => {
    const client = new TestClient(http)
    await login(client, 'ana@exemplo.com', 'senha-ana-1')
    const logout = await client.post('/api/auth/logout')
    expect(logout.headers.getSetCookie().some((c) => c.startsWith(`${DEVICE_COOKIE}=`))).toBe(false)
  })
})

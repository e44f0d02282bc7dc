import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions } from '#server/db/schema/accounts.ts'
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
 * login, register, renewal and logout. How sessions are born and end is in
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

import { expect } from 'vitest'
import { SESSION_COOKIE } from '#server/modules/accounts/session-cookie.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { ADDRESS, TestClient } from '#server/testing/test-client.ts'

// Signing in and reading the session cookie as a browser would, for the session-security suites.

/** A fresh shop on plain http://localhost, where ana@ and bruno@exemplo.com have signed up. */
export async function sessionShop(): Promise<TestApp> {
  const http = await createTestApp()
  await register(new TestClient(http), 'ana@exemplo.com', 'senha-ana-1')
  await register(new TestClient(http), 'bruno@exemplo.com', 'senha-bruno-1')
  return http
}

export async function register(client: TestClient, email: string, password: string) {
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

export async function login(client: TestClient, email: string, password: string, remember = false) {
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
export function sessionCookieOf(res: { headers: Headers }) {
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

export const tokenOf = (client: TestClient) => client.cookie?.slice(SESSION_COOKIE.length + 1) ?? ''

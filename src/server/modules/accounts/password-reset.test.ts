import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox } from '#server/db/schema/outbox.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { ADDRESS, TestClient } from '#server/testing/test-client.ts'

let t: TestApp
const EMAIL = 'cliente@exemplo.com'
beforeAll(async () => {
  t = await createTestApp()
  await new TestClient(t).post('/api/auth/register', {
    email: EMAIL,
    password: 'antiga-123',
    confirmPassword: 'antiga-123',
    address: ADDRESS,
  })
})
afterAll(() => t.close())

async function lastResetLink() {
  const [row] = await t.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, EMAIL))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1)
  const url = new URL(String((row?.data as { resetUrl?: string }).resetUrl))
  return { row, url, email: url.searchParams.get('email')!, token: url.searchParams.get('token')! }
}

describe('password reset', () => {
  it('answers the same for a known and an unknown email, and emails only the known one', async () => {
    const known = await new TestClient(t).post('/api/auth/forgot-password', {
      email: 'Cliente@Exemplo.com',
    })
    const unknown = await new TestClient(t).post('/api/auth/forgot-password', {
      email: 'nao@existe.com',
    })
    expect(known.status).toBe(200)
    expect(unknown).toEqual({ ...known, headers: unknown.headers })
    expect(known.body).toEqual({
      message: 'Email de redefinição enviado! Verifique sua caixa de entrada.',
    })
    const { row, url, email } = await lastResetLink()
    expect(row?.type).toBe('password-reset')
    expect(url.origin + url.pathname).toBe(`${t.config.publicUrl}/reset-password`)
    expect(email).toBe(EMAIL)
  })

  it('validates the link, sets the new password once, and ends every old session', async () => {
    const signedIn = new TestClient(t)
    await signedIn.post('/api/auth/login', { email: EMAIL, password: 'antiga-123' })
    const { email, token } = await lastResetLink()

    expect(
      (await new TestClient(t).post('/api/auth/reset-password/validate', { email, token })).body,
    ).toEqual({
      valid: true,
    })
    const reset = await new TestClient(t).post('/api/auth/reset-password', {
      email,
      token,
      newPassword: 'nova-456',
    })
    expect(reset.status).toBe(200)

    expect((await signedIn.get('/api/auth/session')).body).toEqual({ user: null })
    expect(
      (await new TestClient(t).post('/api/auth/login', { email, password: 'antiga-123' })).status,
    ).toBe(401)
    expect(
      (await new TestClient(t).post('/api/auth/login', { email, password: 'nova-456' })).status,
    ).toBe(200)

    const reused = await new TestClient(t).post('/api/auth/reset-password', {
      email,
      token,
      newPassword: 'outra-789',
    })
    expect(reused.status).toBe(400)
    expect(reused.body).toEqual({
      error: {
        code: 'invalid-token',
        message: 'Token inválido ou expirado. Solicite um novo link.',
      },
    })
    expect(
      (await new TestClient(t).post('/api/auth/reset-password/validate', { email, token })).status,
    ).toBe(400)
  })

  it('refuses a link for another email, a made-up token, and a link past its hour', async () => {
    await new TestClient(t).post('/api/auth/forgot-password', { email: EMAIL })
    const { email, token } = await lastResetLink()
    const bad = [
      { email: 'outro@exemplo.com', token },
      { email, token: 'x'.repeat(43) },
    ]
    for (const body of bad) {
      const res = await new TestClient(t).post('/api/auth/reset-password/validate', body)
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({
        error: { message: 'Token inválido ou expirado. Solicite um novo link.' },
      })
    }
    const malformed = await new TestClient(t).post('/api/auth/reset-password/validate', {
      email,
      token: '<script>',
    })
    // Both parameters there, the token malformed: the specification's message for a bad token.
    expect(malformed.status).toBe(400)
    expect(malformed.body).toEqual({
      error: { code: 'validation', message: 'Token inválido ou expirado. Solicite um novo link.' },
    })
    const { validateResetToken } = await import('./password-reset.ts')
    const inTwoHours = new Date(Date.now() + 2 * 60 * 60 * 1000)
    await expect(validateResetToken(t.database.db, email, token, inTwoHours)).rejects.toThrow(
      'Token inválido ou expirado',
    )
  })
})

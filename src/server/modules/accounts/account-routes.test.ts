import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { ADDRESS, TestClient } from '#server/testing/test-client.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

type Session = { user: { name: string; email: string } | null }
let emails = 0

/** A customer and the browser they registered in. */
async function customer(password = 'segredo1') {
  const email = `cliente${++emails}@exemplo.com`
  const browser = new TestClient(t)
  const res = await browser.post('/api/auth/register', {
    email,
    password,
    confirmPassword: password,
    address: ADDRESS,
  })
  expect(res.status).toBe(201)
  return { email, browser }
}

async function signIn(email: string, password: string) {
  const browser = new TestClient(t)
  return { browser, status: (await browser.post('/api/auth/login', { email, password })).status }
}

const whoIs = async (browser: TestClient) =>
  (await browser.get<Session>('/api/auth/session')).body.user

describe('PATCH /api/account/name', () => {
  it('changes the signed-in customer’s name, trimmed, and the session shows it', async () => {
    const { browser } = await customer()
    const res = await browser.request('PATCH', '/api/account/name', { name: '  Maria Souza ' })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ user: expect.objectContaining({ name: 'Maria Souza' }) })
    expect((await whoIs(browser))?.name).toBe('Maria Souza')
  })

  it('a blank name: 400 "Nome é obrigatório", nothing changed', async () => {
    const { browser } = await customer()
    for (const name of ['', '   ', undefined]) {
      const res = await browser.request('PATCH', '/api/account/name', { name })
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ error: { code: 'validation', message: 'Nome é obrigatório' } })
    }
    expect((await whoIs(browser))?.name).toBe('Maria da Silva')
  })

  it('asks a visitor to sign in', async () => {
    const res = await new TestClient(t).request('PATCH', '/api/account/name', { name: 'X' })
    expect(res.status).toBe(401)
  })
})

describe('POST /api/account/password', () => {
  it('changes the password, keeps this session and ends every other one', async () => {
    const { email, browser } = await customer('senha-antiga')
    const phone = await signIn(email, 'senha-antiga')
    expect(phone.status).toBe(200)

    const res = await browser.post('/api/account/password', {
      currentPassword: 'senha-antiga',
      newPassword: 'senha-nova',
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ message: 'Senha alterada com sucesso!' })

    expect((await whoIs(browser))?.email).toBe(email)
    expect(await whoIs(phone.browser)).toBeNull()
    expect((await signIn(email, 'senha-antiga')).status).toBe(401)
    expect((await signIn(email, 'senha-nova')).status).toBe(200)
  })

  it('a wrong current password: 400 "Senha atual incorreta", nothing changed', async () => {
    const { email, browser } = await customer('senha-certa')
    const phone = await signIn(email, 'senha-certa')
    const res = await browser.post('/api/account/password', {
      currentPassword: 'senha-errada',
      newPassword: 'senha-nova',
    })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      error: { code: 'wrong-current-password', message: 'Senha atual incorreta' },
    })
    expect((await whoIs(phone.browser))?.email).toBe(email)
    expect((await signIn(email, 'senha-nova')).status).toBe(401)
    expect((await signIn(email, 'senha-certa')).status).toBe(200)
  })

  it('a new password under 6 characters: 400 with the rule, nothing changed', async () => {
    const { email, browser } = await customer('senha-certa')
    const res = await browser.post('/api/account/password', {
      currentPassword: 'senha-certa',
      newPassword: '12345',
    })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      error: { code: 'validation', message: 'A senha deve ter pelo menos 6 caracteres' },
    })
    expect((await signIn(email, 'senha-certa')).status).toBe(200)
  })

  it('wrong current passwords are limited as sign-ins are: the 11th try is refused, even a right one', async () => {
    const { email, browser } = await customer('senha-certa')
    const attempt = (currentPassword: string) =>
      browser.post('/api/account/password', { currentPassword, newPassword: 'senha-nova' })
    for (let i = 0; i < 10; i++) expect((await attempt(`errada-${i}`)).status).toBe(400)
    const refused = await attempt('senha-certa')
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual({
      error: { code: 'too-many-requests', message: expect.stringMatching(/^Muitas tentativas/) },
    })
    expect((await whoIs(browser))?.email).toBe(email)
  })

  it('asks a visitor to sign in', async () => {
    const res = await new TestClient(t).post('/api/account/password', {
      currentPassword: 'x',
      newPassword: 'senha-nova',
    })
    expect(res.status).toBe(401)
  })
})

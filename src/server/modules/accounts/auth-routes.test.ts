import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox } from '#server/db/schema/outbox.ts'
import { mailShop } from '#server/mail/mail-shop.ts'
import { renderStoredEmail } from '#server/mail/templates.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { ADDRESS, TestClient } from '#server/testing/test-client.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const emailsTo = (to: string) =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to))

describe('register, session, logout, login', () => {
  it('registers with an address, signs in, and the session survives until logout', async () => {
    const browser = new TestClient(t)
    const res = await browser.post('/api/auth/register', {
      email: '  Maria@Exemplo.COM ',
      password: 'segredo1',
      confirmPassword: 'segredo1',
      address: ADDRESS,
    })
    expect(res.status).toBe(201)
    expect(res.body).toEqual({
      user: {
        id: expect.any(String),
        email: 'maria@exemplo.com',
        name: 'Maria da Silva',
        isAdmin: false,
      },
    })
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('vitrine_session=')) ?? ''
    expect(cookie).toMatch(/^vitrine_session=[\w-]{43};/)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).not.toMatch(/Max-Age/i) // not 'Lembrar-me': ends with the browser

    expect((await browser.get('/api/auth/session')).body).toEqual({ user: res.body.user })
    const address = await browser.get('/api/account/address')
    expect(address.body).toEqual({
      address: { ...ADDRESS, whatsapp: '11987654321', cep: '01310100' },
    })
    const welcome = await emailsTo('maria@exemplo.com')
    expect(welcome.map((e) => e.type)).toEqual(['welcome'])

    expect((await browser.post('/api/auth/logout')).status).toBe(204)
    expect((await browser.get('/api/auth/session')).body).toEqual({ user: null })
  })

  it('refuses a second account with the same email, whatever its case', async () => {
    const res = await new TestClient(t).post('/api/auth/register', {
      email: 'MARIA@exemplo.com',
      password: 'outra-senha',
      confirmPassword: 'outra-senha',
      address: ADDRESS,
    })
    expect(res.status).toBe(409)
    expect(res.body).toEqual({
      error: {
        code: 'email-taken',
        message: 'Já existe uma conta com este email. Entre com sua senha.',
      },
    })
  })

  it.each([
    [{ password: 'segredo1', confirmPassword: 'outra' }, 'As senhas não coincidem'],
    [{ password: '123', confirmPassword: '123' }, 'A senha deve ter pelo menos 6 caracteres'],
    [{ address: { ...ADDRESS, whatsapp: '(20) 98765-4321' } }, 'DDD inválido'],
    [
      { address: { ...ADDRESS, whatsapp: '(11) 8765-4321' } },
      'O número deve ter 11 dígitos (DDD + 9 dígitos)',
    ],
    [{ address: { ...ADDRESS, cep: '123' } }, 'CEP deve ter 8 dígitos'],
    [{ address: { ...ADDRESS, street: '  ' } }, 'Rua é obrigatória'],
    [{ address: { ...ADDRESS, state: 'XX' } }, 'Estado inválido'],
    [{ email: 'não é email' }, 'Email inválido'],
  ])('answers 400 with the field message for %o', async (change, message) => {
    const res = await new TestClient(t).post('/api/auth/register', {
      email: 'novo@exemplo.com',
      password: 'segredo1',
      confirmPassword: 'segredo1',
      address: ADDRESS,
      ...change,
    })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ error: { code: 'validation', message } })
    expect(await emailsTo('novo@exemplo.com')).toEqual([])
  })

  it('logs in with any case of the email; a wrong password or email is "Email ou senha inválidos"', async () => {
    const browser = new TestClient(t)
    const ok = await browser.post('/api/auth/login', {
      email: 'MARIA@exemplo.com ',
      password: 'segredo1',
    })
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({ user: { email: 'maria@exemplo.com' } })

    for (const bad of [
      { email: 'maria@exemplo.com', password: 'errada' },
      { email: 'ninguem@exemplo.com', password: 'segredo1' },
    ]) {
      const res = await new TestClient(t).post('/api/auth/login', bad)
      expect(res.status).toBe(401)
      expect(res.body).toEqual({
        error: { code: 'unauthorized', message: 'Email ou senha inválidos' },
      })
    }
  })

  it("'Lembrar-me' makes the cookie last 30 days; each login is a new session id", async () => {
    const browser = new TestClient(t)
    const first = await browser.request('POST', '/api/auth/login', {
      email: 'maria@exemplo.com',
      password: 'segredo1',
      remember: true,
    })
    expect(first.headers.get('set-cookie')).toMatch(/Max-Age=2592000/)
    const firstCookie = browser.cookie
    await browser.post('/api/auth/login', { email: 'maria@exemplo.com', password: 'segredo1' })
    expect(browser.cookie).not.toBe(firstCookie)
    // The session the second login replaced is over.
    const old = new TestClient(t)
    old.cookie = firstCookie
    expect((await old.get('/api/auth/session')).body).toEqual({ user: null })
  })

  it('refuses a state-changing request from another site (CSRF)', async () => {
    const res = await new TestClient(t).request(
      'POST',
      '/api/auth/login',
      { email: 'maria@exemplo.com', password: 'segredo1' },
      { origin: 'https://golpe.example' },
    )
    expect(res.status).toBe(403)
    expect(res.body).toEqual({
      error: { code: 'forbidden', message: 'Origem da requisição não permitida.' },
    })
  })
})

describe('checkout authentication', () => {
  it('creates an account named by its email when the email is new, and sends the welcome email', async () => {
    const res = await new TestClient(t).post('/api/auth/checkout', {
      email: 'Comprador@Exemplo.com',
      password: 'compra123',
    })
    expect(res.status).toBe(201)
    expect(res.body).toEqual({
      user: expect.objectContaining({
        email: 'comprador@exemplo.com',
        name: 'comprador@exemplo.com',
      }),
      created: true,
    })
    const [welcome] = await emailsTo('comprador@exemplo.com')
    expect(welcome?.type).toBe('welcome')
    const email = renderStoredEmail(
      'welcome',
      welcome?.data,
      mailShop(t.config.publicUrl, t.shopSettings.current()),
    )
    expect(email.text).toContain('Olá!')
    expect(email.text).not.toContain('Olá, comprador@exemplo.com')
  })

  it('logs the owner in; a wrong password creates and changes nothing', async () => {
    const ok = await new TestClient(t).post('/api/auth/checkout', {
      email: 'comprador@exemplo.com',
      password: 'compra123',
    })
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({ created: false })

    const bad = await new TestClient(t).post('/api/auth/checkout', {
      email: 'comprador@exemplo.com',
      password: 'outra-senha',
    })
    expect(bad.status).toBe(401)
    expect(bad.body).toEqual({
      error: { code: 'unauthorized', message: 'Email ou senha inválidos' },
    })
    const again = await new TestClient(t).post('/api/auth/login', {
      email: 'comprador@exemplo.com',
      password: 'compra123',
    })
    expect(again.status).toBe(200)
    expect(await emailsTo('comprador@exemplo.com')).toHaveLength(1)
  })

  // ensureAdmin makes the owner's account at start; a route never makes an admin.
  it('makes a customer, not an admin, even of the ADMIN_EMAIL', async () => {
    const res = await new TestClient(t).post('/api/auth/checkout', {
      email: 'dona@vitrine.test',
      password: 'dona-123',
    })
    expect(res.body).toMatchObject({ user: { isAdmin: false }, created: true })
  })
})

describe('rate limits', () => {
  it("answers 429 in pt-BR with the minutes to wait after one address's 10 failures", async () => {
    let last = 0
    for (let i = 0; i < 11; i++) {
      last = (
        await new TestClient(t).post('/api/auth/login', {
          email: 'alvo@exemplo.com',
          password: 'x',
        })
      ).status
    }
    expect(last).toBe(429)
    const res = await new TestClient(t).post('/api/auth/login', {
      email: 'alvo@exemplo.com',
      password: 'x',
    })
    expect(res.body).toEqual({
      error: {
        code: 'too-many-requests',
        message: 'Muitas tentativas. Tente novamente em 15 minutos.',
      },
    })
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('the app', () => {
  it('answers GET /api/health after checking the database', async () => {
    const res = await t.app.request('/api/health')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok' })
  })

  it('answers an unknown API route with a pt-BR 404 in the error shape', async () => {
    const res = await t.app.request('/api/nada-aqui')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({
      error: { code: 'route-not-found', message: 'Rota não encontrada.' },
    })
  })

  it('sends security headers, with a CSP that allows YouTube embeds and Mercado Pago', async () => {
    const res = await t.app.request('/api/health')
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'self'")
    expect(csp).toMatch(/script-src 'self'[^;]*https:\/\/sdk\.mercadopago\.com/)
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    expect(csp).toMatch(/frame-src[^;]*https:\/\/www\.youtube-nocookie\.com/)
    expect(csp).toContain("object-src 'none'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })

  it('gives the shop name and the payment methods it takes to the web app', async () => {
    const res = await t.app.request('/api/shop')
    expect(await res.json()).toEqual({
      name: 'Vitrine Teste',
      whatsapp: null,
      paymentMethods: ['pix', 'mercadopago'],
      // Who sells: nobody named until the owner fills it in the 'Loja' tab (decision 037).
      seller: null,
      image: null,
      // No banner on the store until the owner sets one (decision 048).
      banner: null,
    })
  })

  it('says nobody is signed in until accounts exist', async () => {
    const res = await t.app.request('/api/auth/session')
    expect(await res.json()).toEqual({ user: null })
  })

  it('refuses a request body over 100 KB with 413 and a pt-BR message', async () => {
    const res = await t.app.request('/api/auth/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ x: 'a'.repeat(200 * 1024) }),
    })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({
      error: { code: 'payload-too-large', message: 'O conteúdo enviado é grande demais.' },
    })
  })

  it('says the web app is not built when there is no build to serve', async () => {
    const res = await t.app.request('/product/123')
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('ainda não foi compilado')
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertProducts } from '#server/modules/products/product-repository.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { emailsAboutOrder } from '#server/testing/email-fixtures.ts'
import { testMailShop } from '#server/testing/shop-settings-fixtures.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { TestClient } from '#server/testing/test-client.ts'

// The tracking code in the customer's emails: 'Pedido enviado' carries the code being set, and a
// code changed afterwards sends 'Código de rastreio atualizado'. One instance has TRACKING_URL,
// another on the same database has none (the code then comes with 'Copiar').
const TRACKING_URL = 'https://rastreio.example/busca?codigo={codigo}'
let f: AdminFixture
let plain: TestApp
let plainAdmin: TestClient
let volante: string
beforeAll(async () => {
  f = await adminFixture({ TRACKING_URL })
  plain = await createTestApp({}, { database: f.t.database })
  plainAdmin = new TestClient(plain)
  await plainAdmin.post('/api/auth/login', { email: 'dona@vitrine.test', password: 'dona-123' })
  const [product] = await insertProducts(f.t.database.db, [
    { name: 'Capa de Volante', priceCents: 18990, description: 'd', image: '/v.svg', stock: 1000 },
  ])
  volante = product!.id
})
afterAll(async () => {
  await plain.close()
  await f.t.close()
})

async function setTracking(admin: TestClient, id: string, trackingCode: string) {
  const res = await admin.request('PUT', `/api/admin/orders/${id}/tracking`, { trackingCode })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
}

async function setStatus(admin: TestClient, id: string, status: string) {
  const res = await admin.request('PATCH', `/api/admin/orders/${id}/status`, { status })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
}

/** The customer's emails about the order after its confirmation, oldest first. */
async function trackingEmails(id: string) {
  const emails = await emailsAboutOrder(f.t.database.db, id, testMailShop(f.t))
  return emails.filter((e) => e.to === 'cliente@exemplo.com' && e.type !== 'order-confirmation')
}

const newOrder = () => f.placeOrder([{ productId: volante, quantity: 1 }])

describe('the tracking code in the customer emails', () => {
  it('first code with TRACKING_URL: one Pedido enviado with the code and its link', async () => {
    const id = await newOrder()
    await setStatus(f.admin, id, 'pago')
    await setTracking(f.admin, id, 'AB 123/45BR')
    const [shipped, ...rest] = (await trackingEmails(id)).filter(
      (e) => e.type !== 'payment-confirmed',
    )
    expect(rest).toEqual([])
    expect(shipped!.type).toBe('shipped')
    expect(shipped!.subject).toMatch(/^Pedido #[0-9a-f]{8} enviado - Vitrine Teste$/)
    expect(shipped!.text).toContain('Código de rastreio:\n\nAB 123/45BR\n\n')
    // The code is one value of the address: encoded, it cannot change the link's host or path.
    expect(shipped!.text).toContain(
      'Rastrear pedido:\nhttps://rastreio.example/busca?codigo=AB%20123%2F45BR',
    )
    expect(shipped!.text).not.toContain('Copiar')
  })

  it("first code without TRACKING_URL: the code, and 'Copiar' to the order in /orders", async () => {
    const id = await newOrder()
    await setTracking(plainAdmin, id, 'AA123456789BR')
    const emails = await trackingEmails(id)
    expect(emails.map((e) => e.type)).toEqual(['shipped'])
    expect(emails[0]!.text).toContain(
      `AA123456789BR\n\nCopiar:\n${plain.config.publicUrl}/orders#pedido-${id}`,
    )
    expect(emails[0]!.text).not.toContain('Rastrear pedido')
  })

  it('the same code again sends nothing; a different one, one Código de rastreio atualizado each time', async () => {
    const id = await newOrder()
    await setTracking(f.admin, id, 'AA111111111BR')
    await setTracking(f.admin, id, 'AA111111111BR')
    await setTracking(plainAdmin, id, '  AA111111111BR  ')
    expect((await trackingEmails(id)).map((e) => e.type)).toEqual(['shipped'])

    await setTracking(f.admin, id, 'AA222222222BR')
    let emails = await trackingEmails(id)
    expect(emails.map((e) => e.type)).toEqual(['shipped', 'tracking-updated'])
    expect(emails[1]!.subject).toMatch(/^Código de rastreio atualizado - pedido #[0-9a-f]{8}$/)
    expect(emails[1]!.text).toContain('AA222222222BR')
    expect(emails[1]!.text).not.toContain('AA111111111BR')
    expect(emails[1]!.text).toContain('https://rastreio.example/busca?codigo=AA222222222BR')

    await setTracking(f.admin, id, 'AA222222222BR')
    await setTracking(f.admin, id, 'AA333333333BR')
    emails = await trackingEmails(id)
    expect(emails.map((e) => e.type)).toEqual(['shipped', 'tracking-updated', 'tracking-updated'])
    expect(emails[2]!.text).toContain('AA333333333BR')
  })

  it("'Enviado' without a code, then the code: Pedido enviado, then the code on its own", async () => {
    const id = await newOrder()
    await setStatus(f.admin, id, 'enviado')
    await setTracking(f.admin, id, 'AA444444444BR')
    const emails = await trackingEmails(id)
    expect(emails.map((e) => e.type)).toEqual(['shipped', 'tracking-updated'])
    expect(emails[0]!.text).toContain('O código de rastreio chega em outro email')
    expect(emails[1]!.subject).toMatch(
      /^Código de rastreio do pedido #[0-9a-f]{8} - Vitrine Teste$/,
    )
    expect(emails[1]!.text).toContain('Aqui está o código de rastreio')
    expect(emails[1]!.text).toContain('https://rastreio.example/busca?codigo=AA444444444BR')
  })

  it('a code set on an order stepped back from enviado ships it again without a second Pedido enviado', async () => {
    const id = await newOrder()
    await setTracking(f.admin, id, 'AA555555555BR')
    await setStatus(f.admin, id, 'pago')
    await setTracking(f.admin, id, 'AA555555555BR')
    expect((await trackingEmails(id)).map((e) => e.type)).toEqual(['shipped'])
    await setStatus(f.admin, id, 'pago')
    await setTracking(f.admin, id, 'AA666666666BR')
    expect((await trackingEmails(id)).map((e) => e.type)).toEqual(['shipped', 'tracking-updated'])
  })

  it('both instances setting the first code at once: one Pedido enviado, with a code', async () => {
    const id = await newOrder()
    await Promise.all([
      setTracking(f.admin, id, 'AA777777777BR'),
      setTracking(plainAdmin, id, 'AA777777777BR'),
    ])
    const emails = await trackingEmails(id)
    expect(emails.map((e) => e.type)).toEqual(['shipped'])
    expect(emails[0]!.text).toContain('AA777777777BR')
  })
})

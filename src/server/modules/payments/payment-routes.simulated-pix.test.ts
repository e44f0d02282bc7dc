import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatBRL } from '#domain/money.ts'
import { orders } from '#server/db/schema/orders.ts'
import { insertProducts } from '#server/modules/products/product-repository.ts'
import { emailsAboutOrder } from '#server/testing/email-fixtures.ts'
import { testMailShop } from '#server/testing/shop-settings-fixtures.ts'
import { readOrder, stockOf } from '#server/testing/payment-fixtures.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { ADDRESS, TestClient } from '#server/testing/test-client.ts'

// Without MP_ACCESS_TOKEN (outside production), PIX orders get simulated charges and a page on this
// server plays the customer's bank app, so the whole flow works on a fresh `npm start`.
let t: TestApp
let customer: TestClient
let productId: string

beforeAll(async () => {
  t = await createTestApp()
  const [product] = await insertProducts(t.database.db, [
    { name: 'Chaveiro', priceCents: 5000, description: 'd', image: '/c.svg', stock: 10 },
  ])
  productId = product!.id
  customer = new TestClient(t)
  await customer.post('/api/auth/checkout', { email: 'caio@exemplo.com', password: 'caio-1234' })
})
afterAll(() => t.close())

interface Placed {
  order: { id: string; pix: { code: string; simulatedPayUrl: string | null } | null }
}

async function placePix() {
  const res = await customer.post<Placed>('/api/orders', {
    items: [{ productId, quantity: 1 }],
    address: ADDRESS,
    paymentMethod: 'pix',
  })
  expect(res.status).toBe(201)
  return res.body.order
}

/** The page as the client's browser gets it (HTML, not JSON). */
const page = async (client: TestClient, url: string) => {
  const res = await t.app.request(url, { headers: client.cookie ? { cookie: client.cookie } : {} })
  return { status: res.status, html: await res.text() }
}

describe('the simulated PIX page', () => {
  it("pays the charge: the order turns 'pago' and the customer gets 'Pagamento confirmado' once", async () => {
    const order = await placePix()
    const url = order.pix?.simulatedPayUrl
    expect(url).toBe(`/api/payments/simulated/pix/${order.id}`)
    expect(order.pix?.code).toMatch(/^000201.*6304[0-9A-F]{4}$/)
    const before = await page(customer, url!)
    expect(before.status).toBe(200)
    expect(before.html).toContain('Pagar PIX')
    // R$ 50,00 less the 10% PIX discount.
    expect(before.html).toContain(formatBRL(4500))

    const paid = await customer.post(`${url!}/pay`)
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(url)
    expect((await readOrder(t.database.db, order.id)).status).toBe('pago')
    const after = await page(customer, url!)
    expect(after.html).toContain('Pagamento PIX recebido')
    expect(after.html).not.toContain('Pagar PIX</button>')
    // Paying again changes nothing and tells nobody twice.
    await customer.post(`${url!}/pay`)
    const mails = await emailsAboutOrder(t.database.db, order.id, testMailShop(t))
    expect(mails.filter((m) => m.type === 'payment-confirmed')).toHaveLength(1)
    const view = await customer.get<{ order: { status: string; pix: unknown } }>(
      `/api/orders/${order.id}`,
    )
    expect(view.body.order).toMatchObject({ status: 'pago', pix: null })
  })

  it('refuses to pay an expired code, as a bank would', async () => {
    const order = await placePix()
    const stock = await stockOf(t.database.db, productId)
    const past = Date.now() - 1000 - ((Date.now() - 1000) % 1000)
    await t.database.db
      .update(orders)
      .set({ pixPaymentId: `sim-pix-${order.id}-1-${past}`, pixExpiresAt: new Date(past) })
      .where(eq(orders.id, order.id))
    const url = `/api/payments/simulated/pix/${order.id}`
    expect((await page(customer, url)).html).toContain('Este código PIX expirou')
    await customer.post(`${url}/pay`)
    expect((await readOrder(t.database.db, order.id)).status).toBe('pendente')
    expect(await stockOf(t.database.db, productId)).toBe(stock)
  })

  it("is nobody else's: another customer meets 404, a card order has no PIX page", async () => {
    const order = await placePix()
    const other = new TestClient(t)
    await other.post('/api/auth/checkout', { email: 'outra@exemplo.com', password: 'outra-123' })
    expect((await page(other, `/api/payments/simulated/pix/${order.id}`)).status).toBe(404)
    expect((await other.post(`/api/payments/simulated/pix/${order.id}/pay`)).status).toBe(404)
    expect((await readOrder(t.database.db, order.id)).status).toBe('pendente')
    const card = await customer.post<Placed>('/api/orders', {
      items: [{ productId, quantity: 1 }],
      address: ADDRESS,
      paymentMethod: 'mercadopago',
    })
    expect((await page(customer, `/api/payments/simulated/pix/${card.body.order.id}`)).status).toBe(
      404,
    )
  })
})

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { orders } from '#server/db/schema/orders.ts'
import { insertProducts } from '#server/modules/products/product-repository.ts'
import { SimulatedPaymentProvider } from '#server/modules/payments/providers/simulated-provider.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { ADDRESS, TestClient } from '#server/testing/test-client.ts'

let t: TestApp
let buyer: TestClient
let productId: string

type Placed = {
  order: {
    id: string
    payment: { preferenceId: string } | null
    paymentError: string | null
  }
}

beforeAll(async () => {
  t = await createTestApp()
  const [product] = await insertProducts(t.database.db, [
    { name: 'Capa de Volante', priceCents: 18990, description: 'd', image: '/v.svg', stock: 20 },
  ])
  productId = product!.id
  buyer = new TestClient(t)
  await buyer.post('/api/auth/checkout', { email: 'dupla@exemplo.com', password: 'dupla-1234' })
})
afterAll(() => t.close())

const body = (quantity = 1, paymentMethod: 'pix' | 'mercadopago' = 'pix') => ({
  items: [{ productId, quantity }],
  address: ADDRESS,
  paymentMethod,
})
const place = (key: string, b = body(), client = buyer) =>
  client.request<Placed>('POST', '/api/orders', b, { 'idempotency-key': key })
const ordersOf = async () => (await t.database.db.select().from(orders)).length

describe('POST /api/orders with an Idempotency-Key', () => {
  it('returns the same order for the same attempt sent twice at once: one order, one sale', async () => {
    const before = await ordersOf()
    const [a, b] = await Promise.all([place('tentativa-0001'), place('tentativa-0001')])
    expect([a.status, b.status].sort()).toEqual([200, 201])
    expect(a.body.order.id).toBe(b.body.order.id)
    expect(await ordersOf()).toBe(before + 1)
    const again = await place('tentativa-0001')
    expect(again.status).toBe(200)
    expect(again.body.order.id).toBe(a.body.order.id)
  })

  it('answers the placed order, not "out of stock", when the first request took the last unit', async () => {
    const [last] = await insertProducts(t.database.db, [
      { name: 'Último Tapete', priceCents: 9990, description: 'd', image: '/t.svg', stock: 1 },
    ])
    const lastOne = { ...body(), items: [{ productId: last!.id, quantity: 1 }] }
    const answers = await Promise.all([
      place('tentativa-ultima', lastOne),
      place('tentativa-ultima', lastOne),
    ])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 201])
    expect(answers[0]!.body.order.id).toBe(answers[1]!.body.order.id)
  })

  it('never opens a second card checkout for a repeated card attempt', async () => {
    const createPreference = vi.spyOn(SimulatedPaymentProvider.prototype, 'createPreference')
    const first = await place('tentativa-cartao', body(1, 'mercadopago'))
    const second = await place('tentativa-cartao', body(1, 'mercadopago'))
    expect(first.status).toBe(201)
    expect(second.status).toBe(200)
    expect(second.body.order).toMatchObject({
      id: first.body.order.id,
      payment: null,
      paymentError: 'Este pedido já tinha sido criado (a compra foi enviada duas vezes).',
    })
    expect(createPreference).toHaveBeenCalledTimes(1)
    const [row] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, first.body.order.id))
    expect(row?.mercadoPagoPreferenceId).toBe(first.body.order.payment?.preferenceId)
    createPreference.mockRestore()
  })

  it('refuses the same key with another cart with a pt-BR 422, and places nothing', async () => {
    await place('tentativa-0002')
    const before = await ordersOf()
    const res = await place('tentativa-0002', body(2))
    expect(res.status).toBe(422)
    expect(res.body).toEqual({
      error: {
        code: 'attempt-reused',
        message:
          'Esta tentativa de compra já foi usada com outro carrinho. Recarregue a página e tente novamente.',
      },
    })
    expect(await ordersOf()).toBe(before)
  })

  it('scopes keys to the customer: another customer with the same key gets their own order', async () => {
    const first = await place('tentativa-0003')
    const other = new TestClient(t)
    await other.post('/api/auth/checkout', { email: 'outra@exemplo.com', password: 'outra-1234' })
    const theirs = await place('tentativa-0003', body(), other)
    expect(theirs.status).toBe(201)
    expect(theirs.body.order.id).not.toBe(first.body.order.id)
  })

  it('refuses a malformed key with a pt-BR 400 and places nothing', async () => {
    const before = await ordersOf()
    for (const key of ['curta', 'x'.repeat(101), 'com espaço e acentuação']) {
      const res = await place(key)
      expect(res.status).toBe(400)
      expect(res.body).toEqual({
        error: {
          code: 'attempt-key-invalid',
          message: 'Tentativa de compra inválida. Recarregue a página e tente novamente.',
        },
      })
    }
    expect(await ordersOf()).toBe(before)
  })
})

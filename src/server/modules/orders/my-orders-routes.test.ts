import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '#server/db/schema/orders.ts'
import { insertProducts } from '#server/modules/products/product-repository.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { ADDRESS, TestClient } from '#server/testing/test-client.ts'
import type { OrderView } from '#domain/orders/order-view.ts'

let t: TestApp
let alice: TestClient
let bob: TestClient
let volante: string
let chaveiro: string

async function place(client: TestClient, paymentMethod: 'pix' | 'mercadopago', at: string) {
  const res = await client.post<{ order: { id: string } }>('/api/orders', {
    items: [
      { productId: volante, quantity: 2 },
      { productId: chaveiro, quantity: 1 },
    ],
    address: ADDRESS,
    paymentMethod,
  })
  expect(res.status).toBe(201)
  const id = res.body.order.id
  await t.database.db
    .update(orders)
    .set({ createdAt: new Date(at) })
    .where(eq(orders.id, id))
  return id
}

let aliceOld: string
let aliceNew: string
let bobs: string

beforeAll(async () => {
  t = await createTestApp()
  const rows = await insertProducts(t.database.db, [
    { name: 'Capa de Volante', priceCents: 18990, description: 'd', image: '/v.svg', stock: 50 },
    { name: 'Chaveiro', priceCents: 4990, description: 'd', image: '/c.svg', stock: 50 },
  ])
  ;[volante, chaveiro] = rows.map((r) => r.id) as [string, string]
  alice = new TestClient(t)
  bob = new TestClient(t)
  await alice.post('/api/auth/checkout', { email: 'alice@exemplo.com', password: 'alice-123' })
  await bob.post('/api/auth/checkout', { email: 'bob@exemplo.com', password: 'bob-1234' })
  aliceOld = await place(alice, 'pix', '2026-01-10T12:00:00Z')
  bobs = await place(bob, 'pix', '2026-01-15T12:00:00Z')
  aliceNew = await place(alice, 'mercadopago', '2026-02-01T12:00:00Z')
})
afterAll(() => t.close())

describe('GET /api/orders', () => {
  it("lists the customer's own orders only, newest first, with items and address", async () => {
    const res = await alice.get<{ orders: OrderView[] }>('/api/orders')
    expect(res.status).toBe(200)
    expect(res.body.orders.map((o) => o.id)).toEqual([aliceNew, aliceOld])
    const [card, pix] = res.body.orders
    expect(card).toMatchObject({
      shortId: aliceNew.slice(0, 8),
      status: 'processando',
      paymentMethod: 'mercadopago',
      paymentStatus: 'pendente',
      subtotalCents: 42970,
      discountCents: 0,
      totalCents: 42970,
      pixCode: null,
      trackingCode: null,
      shippingDate: null,
      createdAt: '2026-02-01T12:00:00.000Z',
    })
    expect(pix).toMatchObject({ status: 'pendente', discountCents: 4297, totalCents: 38673 })
    expect(pix?.pixCode).toMatch(/^000201/)
    expect(pix?.items).toEqual([
      {
        productId: volante,
        name: 'Capa de Volante',
        variantLabel: '',
        image: '/v.svg',
        quantity: 2,
        unitPriceCents: 18990,
      },
      {
        productId: chaveiro,
        name: 'Chaveiro',
        variantLabel: '',
        image: '/c.svg',
        quantity: 1,
        unitPriceCents: 4990,
      },
    ])
    expect(pix?.shippingAddress).toEqual({ ...ADDRESS, whatsapp: '11987654321', cep: '01310100' })

    const other = await bob.get<{ orders: OrderView[] }>('/api/orders')
    expect(other.body.orders.map((o) => o.id)).toEqual([bobs])
  })

  it('marks long-shipped orders delivered before answering', async () => {
    const shipped = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000)
    await t.database.db
      .update(orders)
      .set({ status: 'enviado', trackingCode: 'BR123', shippingDate: shipped })
      .where(eq(orders.id, aliceOld))
    const res = await alice.get<{ orders: OrderView[] }>('/api/orders')
    expect(res.body.orders[1]).toMatchObject({
      status: 'entregue',
      trackingCode: 'BR123',
      shippingDate: shipped.toISOString(),
    })
  })

  it('answers a visitor 401', async () => {
    expect((await new TestClient(t).get('/api/orders')).status).toBe(401)
    expect((await new TestClient(t).get(`/api/orders/${aliceNew}`)).status).toBe(401)
  })
})

describe('GET /api/orders/:id', () => {
  it('gives the customer their order', async () => {
    const res = await alice.get<{ order: OrderView }>(`/api/orders/${aliceNew}`)
    expect(res.status).toBe(200)
    expect(res.body.order).toMatchObject({ id: aliceNew, status: 'processando' })
    expect(res.body.order.items).toHaveLength(2)
  })

  it.each([
    ['another customer’s', () => bobs],
    ['an unknown', () => '00000000-0000-4000-8000-000000000000'],
    ['a malformed', () => 'nao-e-um-id'],
  ])('answers 404 for %s id', async (_, id) => {
    const res = await alice.get(`/api/orders/${id()}`)
    expect(res.status).toBe(404)
    expect(res.body).toEqual({
      error: { code: 'order-not-found', message: 'Pedido não encontrado' },
    })
  })
})

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '#server/db/schema/orders.ts'
import { insertProducts } from '#server/modules/products/product-repository.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { ADDRESS, TestClient } from '#server/testing/test-client.ts'

let t: TestApp
let owner: TestClient
let productId: string

type Placed = {
  order: {
    id: string
    pixCode: string | null
    pix: { code: string; expiresAt: string | null } | null
    payment: { provider: string } | null
  }
}

beforeAll(async () => {
  t = await createTestApp()
  const [product] = await insertProducts(t.database.db, [
    { name: 'Capa de Volante', priceCents: 18990, description: 'd', image: '/v.svg', stock: 20 },
  ])
  productId = product!.id
  owner = new TestClient(t)
  await owner.post('/api/auth/checkout', { email: 'dono@exemplo.com', password: 'dono-1234' })
})
afterAll(() => t.close())

const place = (paymentMethod: 'pix' | 'mercadopago') =>
  owner.post<Placed>('/api/orders', {
    items: [{ productId, quantity: 1 }],
    address: ADDRESS,
    paymentMethod,
  })

describe('POST /api/orders/:id/retry-payment', () => {
  it('gives a PIX order the same charge again while it can be paid', async () => {
    const { body } = await place('pix')
    const res = await owner.post(`/api/orders/${body.order.id}/retry-payment`)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ pixCode: body.order.pixCode, pix: body.order.pix, payment: null })
    expect(body.order.pix?.expiresAt).toEqual(expect.any(String))
  })

  it('opens a new card checkout for a card order and records its preference', async () => {
    const { body } = await place('mercadopago')
    expect(body.order.payment).toMatchObject({ provider: 'simulated' })
    const res = await owner.post<{ payment: { preferenceId: string; checkoutUrl: string } }>(
      `/api/orders/${body.order.id}/retry-payment`,
    )
    expect(res.status).toBe(200)
    expect(res.body.payment.checkoutUrl).toContain(res.body.payment.preferenceId)
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, body.order.id))
    expect(row?.mercadoPagoPreferenceId).toBe(res.body.payment.preferenceId)
  })

  it("answers 404 for another customer's order, an unknown id or a malformed one", async () => {
    const { body } = await place('pix')
    const stranger = new TestClient(t)
    await stranger.post('/api/auth/checkout', {
      email: 'outro@exemplo.com',
      password: 'outro-1234',
    })
    for (const [client, id] of [
      [stranger, body.order.id],
      [owner, '00000000-0000-4000-8000-000000000000'],
      [owner, 'nao-e-id'],
    ] as const) {
      const res = await client.post(`/api/orders/${id}/retry-payment`)
      expect(res.status).toBe(404)
      expect(res.body).toEqual({
        error: { code: 'order-not-found', message: 'Pedido não encontrado' },
      })
    }
    expect(
      (await new TestClient(t).post(`/api/orders/${body.order.id}/retry-payment`)).status,
    ).toBe(401)
  })

  it('refuses an order that is no longer waiting for payment', async () => {
    const { body } = await place('pix')
    await t.database.db.update(orders).set({ status: 'pago' }).where(eq(orders.id, body.order.id))
    const res = await owner.post(`/api/orders/${body.order.id}/retry-payment`)
    expect(res.status).toBe(409)
    expect(res.body).toEqual({
      error: { code: 'not-payable', message: 'Este pedido não está aguardando pagamento.' },
    })
  })
})

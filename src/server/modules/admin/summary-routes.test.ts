import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OrderStatus } from '#domain/orders/order-status.ts'
import { insertProducts } from '#server/modules/products/product-repository.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'

let f: AdminFixture
let productId: string
beforeAll(async () => {
  f = await adminFixture()
  const [product] = await insertProducts(f.t.database.db, [
    { name: 'Capa de Volante', priceCents: 18990, description: 'd', image: '/v.svg', stock: 100 },
  ])
  productId = product!.id
})
afterAll(() => f.t.close())

const setStatus = async (id: string, status: OrderStatus) => {
  const res = await f.admin.request('PATCH', `/api/admin/orders/${id}/status`, { status })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
}

describe('GET /api/admin/summary', () => {
  it("counts the owner's queue: 'A enviar' (pago) and 'Aguardando pagamento' (pendente)", async () => {
    const ids: string[] = []
    for (let i = 0; i < 6; i++) ids.push(await f.placeOrder([{ productId, quantity: 1 }]))
    const [a, b, c, d, e] = ids as [string, string, string, string, string, string]
    await setStatus(a, 'pago')
    await setStatus(b, 'pago')
    await setStatus(c, 'enviado')
    await setStatus(d, 'entregue')
    await setStatus(e, 'cancelado')
    const res = await f.admin.get('/api/admin/summary')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      leadCount: 0,
      // The spec's figures are as they were: only delivered orders are sales.
      deliveredCount: 1,
      revenueCents: expect.any(Number),
      pendingOrderCount: 1,
      toShipCount: 2,
      awaitingPaymentCount: 1,
    })
  })

  it('is for admins only', async () => {
    expect((await f.visitor.get('/api/admin/summary')).status).toBe(401)
    expect((await f.customer.get('/api/admin/summary')).status).toBe(403)
  })
})

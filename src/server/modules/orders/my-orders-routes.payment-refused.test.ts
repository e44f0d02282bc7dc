import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertProducts } from '#server/modules/products/product-repository.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { emailsAboutOrder } from '#server/testing/email-fixtures.ts'
import { testMailShop } from '#server/testing/shop-settings-fixtures.ts'
import { ADDRESS } from '#server/testing/test-client.ts'
import type { OrderView } from '#domain/orders/order-view.ts'

// Decision 027: what /orders needs to say 'Pagamento recusado' and offer 'Tentar pagamento
// novamente', after a refusal on the simulated provider's checkout page (its 'Recusar pagamento').
let f: AdminFixture
let volante: string
beforeAll(async () => {
  f = await adminFixture()
  const [product] = await insertProducts(f.t.database.db, [
    { name: 'Capa de Volante', priceCents: 18990, description: 'd', image: '/v.svg', stock: 100 },
  ])
  volante = product!.id
})
afterAll(() => f.t.close())

async function cardOrder() {
  const res = await f.customer.post<{ order: { id: string } }>('/api/orders', {
    items: [{ productId: volante, quantity: 1 }],
    address: ADDRESS,
    paymentMethod: 'mercadopago',
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.order.id
}

/** The customer's button on the simulated checkout page: 'Aprovar' or 'Recusar pagamento'. */
async function simulate(orderId: string, outcome: 'approve' | 'reject') {
  const res = await f.customer.request('POST', `/api/payments/simulated/sim-${orderId}/${outcome}`)
  expect(res.status).toBe(303)
  return res.headers.get('location')
}

async function myOrder(orderId: string) {
  const res = await f.customer.get<{ orders: OrderView[] }>('/api/orders')
  expect(res.status).toBe(200)
  return res.body.orders.find((o) => o.id === orderId)!
}

describe('GET /api/orders after a refused card payment', () => {
  it('a card order not yet paid is not refused', async () => {
    const id = await cardOrder()
    expect(await myOrder(id)).toMatchObject({ status: 'processando', paymentRefused: false })
  })

  it('refused: still processando, paymentRefused, and the retry opens a new checkout', async () => {
    const id = await cardOrder()
    expect(await simulate(id, 'reject')).toBe('/orders')
    expect(await myOrder(id)).toMatchObject({
      status: 'processando',
      paymentMethod: 'mercadopago',
      paymentStatus: 'rejected',
      paymentRefused: true,
    })
    const emails = await emailsAboutOrder(f.t.database.db, id, testMailShop(f.t))
    expect(emails.filter((e) => e.type === 'payment-refused')).toHaveLength(1)
    const retry = await f.customer.post<{ payment: { checkoutUrl: string } }>(
      `/api/orders/${id}/retry-payment`,
    )
    expect(retry.status).toBe(200)
    expect(retry.body.payment.checkoutUrl).toBe(`/api/payments/simulated/sim-${id}`)
  })

  it('refused, then paid on the second try: no longer refused', async () => {
    const id = await cardOrder()
    await simulate(id, 'reject')
    await simulate(id, 'approve')
    expect(await myOrder(id)).toMatchObject({
      status: 'pago',
      paymentStatus: 'approved',
      paymentRefused: false,
    })
  })

  it('refused, then cancelled by the owner: no longer refused', async () => {
    const id = await cardOrder()
    await simulate(id, 'reject')
    const res = await f.admin.request('PATCH', `/api/admin/orders/${id}/status`, {
      status: 'cancelado',
    })
    expect(res.status).toBe(200)
    expect(await myOrder(id)).toMatchObject({ status: 'cancelado', paymentRefused: false })
  })
})

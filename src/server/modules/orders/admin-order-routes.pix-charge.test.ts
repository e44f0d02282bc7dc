import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '#server/db/schema/orders.ts'
import { insertProducts } from '#server/modules/products/product-repository.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import {
  MP_TEST_ENV,
  pixChargeFake,
  useMercadoPagoFake,
} from '#server/testing/mercado-pago-fake.ts'
import { readOrder } from '#server/testing/payment-fixtures.ts'
import { captureLogs } from '#server/testing/log-capture.ts'

// The owner settles a PIX order by hand (cancels it, marks it paid, deletes it): its charge at
// Mercado Pago is cancelled (PUT /v1/payments/{id} with status 'cancelled', as the SDK's
// payments.cancel sends it), so the customer cannot pay it as well.
const mercadoPago = useMercadoPagoFake()
const { chargeAnswers, created } = pixChargeFake(mercadoPago)

let f: AdminFixture
let productId: string
beforeAll(async () => {
  f = await adminFixture(MP_TEST_ENV)
  const [product] = await insertProducts(f.t.database.db, [
    { name: 'Chaveiro', priceCents: 5000, description: 'd', image: '/c.svg', stock: 50 },
  ])
  productId = product!.id
})
afterAll(() => f.t.close())

let nextPayment = 7770001
async function liveOrder() {
  const paymentId = nextPayment++
  chargeAnswers(created(paymentId))
  const id = await f.placeOrder([{ productId, quantity: 1 }])
  expect((await readOrder(f.t.database.db, id)).pixCharge).toBe('live')
  return { id, paymentId: String(paymentId) }
}

/** Mercado Pago's answer to the cancellation; each body sent is kept. */
function cancellation(paymentId: string, status = 200) {
  const sent: unknown[] = []
  mercadoPago
    .api()
    .intercept({ path: `/v1/payments/${paymentId}`, method: 'PUT' })
    .reply(status, (opts) => {
      sent.push(JSON.parse(String(opts.body)))
      return status === 200 ? { id: Number(paymentId), status: 'cancelled' } : { status }
    })
  return sent
}

describe("the owner settles a PIX order by hand: its charge can't be paid any more", () => {
  it.each(['cancelado', 'pago'] as const)('moving it to %s cancels the charge', async (status) => {
    const order = await liveOrder()
    const sent = cancellation(order.paymentId)
    const res = await f.admin.request('PATCH', `/api/admin/orders/${order.id}/status`, { status })
    expect(res.status).toBe(200)
    expect(sent).toEqual([{ status: 'cancelled' }])
    expect(await readOrder(f.t.database.db, order.id)).toMatchObject({
      status,
      pixCharge: 'expired',
    })
  })

  it('deleting it cancels the charge', async () => {
    const order = await liveOrder()
    const sent = cancellation(order.paymentId)
    expect((await f.admin.request('DELETE', `/api/admin/orders/${order.id}`)).status).toBe(204)
    expect(sent).toEqual([{ status: 'cancelled' }])
  })

  it('ends the live charge, not a payment of another amount reported after it (issue 36)', async () => {
    const cancelled = await liveOrder()
    const deleted = await liveOrder()
    // The last payment reported, not applied: the charge is still the one the customer can pay.
    await f.t.database.db
      .update(orders)
      .set({ mercadoPagoPaymentId: '7779999', paymentStatus: 'approved' })
      .where(inArray(orders.id, [cancelled.id, deleted.id]))
    const ended = [cancellation(cancelled.paymentId), cancellation(deleted.paymentId)]
    const res = await f.admin.request('PATCH', `/api/admin/orders/${cancelled.id}/status`, {
      status: 'cancelado',
    })
    expect(res.status).toBe(200)
    expect((await f.admin.request('DELETE', `/api/admin/orders/${deleted.id}`)).status).toBe(204)
    expect(ended).toEqual([[{ status: 'cancelled' }], [{ status: 'cancelled' }]])
  })

  it("Mercado Pago down: the owner's change still stands, and the log says what to check", async () => {
    const logs = captureLogs()
    const order = await liveOrder()
    // The SDK's three tries.
    cancellation(order.paymentId, 500)
    cancellation(order.paymentId, 500)
    cancellation(order.paymentId, 500)
    const res = await f.admin.request('PATCH', `/api/admin/orders/${order.id}/status`, {
      status: 'cancelado',
    })
    expect(res.status).toBe(200)
    expect((await readOrder(f.t.database.db, order.id)).status).toBe('cancelado')
    expect(logs.messages('warn').join(' ')).toContain(
      `a cobrança PIX ${order.paymentId} do pedido #${order.id.slice(0, 8)} não foi cancelada no Mercado Pago`,
    )
    logs.restore()
  })

  it('a status change that keeps it unpaid leaves the charge alone', async () => {
    const order = await liveOrder()
    // No cancellation planned: the fake refuses any request.
    const res = await f.admin.request('PATCH', `/api/admin/orders/${order.id}/status`, {
      status: 'processando',
    })
    expect(res.status).toBe(200)
    expect((await readOrder(f.t.database.db, order.id)).pixCharge).toBe('live')
  })
})

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '#server/db/schema/orders.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { MP_TEST_ENV, useMercadoPagoFake } from '#server/testing/mercado-pago-fake.ts'
import { refundFake } from '#server/testing/mercado-pago-refund-fake.ts'
import { applyPaymentStatus } from '#server/modules/payments/apply-payment.ts'
import { emailsAboutOrder } from '#server/testing/email-fixtures.ts'
import { captureLogs } from '#server/testing/log-capture.ts'
import { testMailShop, testOrderMail } from '#server/testing/shop-settings-fixtures.ts'
import { insertOrder, insertProduct } from '#server/testing/payment-fixtures.ts'

// 'Reembolsar' against the Mercado Pago fake (its refunds endpoint as the reference describes it):
// the request the shop sends, Mercado Pago's refusal shown to the owner with the order left as it
// was, and the idempotency key of each attempt.
const mercadoPago = useMercadoPagoFake()
const { refundAnswers, created, refused, outage } = refundFake(mercadoPago)

let f: AdminFixture
let product = ''
let customerId = ''
beforeAll(async () => {
  f = await adminFixture(MP_TEST_ENV)
  product = await insertProduct(f.t.database.db, 10)
  customerId = f.customerId
})
afterAll(() => f.t.close())

let paymentSeq = 70_000
/** A card order paid at Mercado Pago (payment approved), shipped. */
async function paidOrder() {
  paymentSeq++
  const id = await insertOrder(f.t.database.db, {
    userId: customerId,
    status: 'enviado',
    paymentStatus: 'approved',
    mercadoPagoPaymentId: String(paymentSeq),
    totalCents: 18990,
    items: [{ productId: product, quantity: 1, unitsState: 'shipped' }],
  })
  return { id, paymentId: String(paymentSeq) }
}

const refund = (id: string) => f.admin.request('POST', `/api/admin/orders/${id}/refund`)
const customerEmails = async (id: string) =>
  (await emailsAboutOrder(f.t.database.db, id, testMailShop(f.t)))
    .filter((e) => e.to === 'cliente@exemplo.com')
    .map((e) => e.type)
const readOrder = async (id: string) =>
  (await f.t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!

describe("'Reembolsar' with Mercado Pago", () => {
  it('sends a total refund with its key; the refund approved cancels the order', async () => {
    const { id, paymentId } = await paidOrder()
    const sent = refundAnswers(created(5501, { amount: 189.9 }))
    const res = await refund(id)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(sent).toEqual([
      { paymentId, idempotencyKey: `refund-${id}-1`, rendersInProcess: true, body: {} },
    ])
    expect(await readOrder(id)).toMatchObject({ status: 'cancelado', paymentStatus: 'refunded' })
    const { order } = res.body as { order: { refund: unknown } }
    expect(order.refund).toMatchObject({ via: 'mercadopago', state: 'done', amountCents: 18990 })
  })

  it('a refund still in process leaves the order as it was until its payment says refunded', async () => {
    const { id, paymentId } = await paidOrder()
    refundAnswers(created(5511, { amount: 189.9, status: 'in_process' }))
    const res = await refund(id)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const { order } = res.body as { order: { refund: unknown; refundOption: string } }
    expect(order.refund).toMatchObject({ state: 'pending', inProcess: true, at: null })
    expect(await readOrder(id)).toMatchObject({ status: 'enviado', paymentStatus: 'approved' })
    expect(await customerEmails(id)).not.toContain('refund-made')
    // A second click at once is refused; the claim is Mercado Pago's to finish.
    const again = await refund(id)
    expect(again.status).toBe(409)
    expect((again.body as { error: { code: string } }).error.code).toBe('refund-in-progress')

    // Mercado Pago's news when the central bank answers: the payment refunded.
    const news = { id: paymentId, status: 'refunded' }
    await applyPaymentStatus(f.t.database.db, id, news, testOrderMail(f.t.config))
    expect(await readOrder(id)).toMatchObject({ status: 'cancelado', paymentStatus: 'refunded' })
    const detail = await f.admin.get<{ order: { refund: unknown; refundOption: unknown } }>(
      `/api/admin/orders/${id}`,
    )
    expect(detail.body.order.refund).toMatchObject({ state: 'done', inProcess: false })
    expect(detail.body.order.refund).not.toMatchObject({ at: null })
    expect(detail.body.order.refundOption).toBeNull()
    expect((await customerEmails(id)).filter((type) => type === 'refund-made')).toHaveLength(1)
  })

  it('a refusal leaves the order as it was, says why, and the next try is a new request', async () => {
    const { id } = await paidOrder()
    const before = await readOrder(id)
    const logs = captureLogs()
    const first = refundAnswers(refused(400, 'Insufficient balance to refund', 2085))
    const res = await refund(id)
    logs.restore()
    expect(res.status).toBe(409)
    expect((res.body as { error: unknown }).error).toEqual({
      code: 'refund-refused',
      message:
        'O Mercado Pago recusou o reembolso: Saldo insuficiente na conta do Mercado Pago para devolver o valor.',
    })
    expect(first[0]?.idempotencyKey).toBe(`refund-${id}-1`)
    const after = await readOrder(id)
    expect(after).toEqual({ ...before, updatedAt: after.updatedAt })
    const detail = await f.admin.get<{ order: { refund: unknown; refundOption: string } }>(
      `/api/admin/orders/${id}`,
    )
    expect(detail.body.order.refund).toMatchObject({
      state: 'refused',
      refusal: 'Saldo insuficiente na conta do Mercado Pago para devolver o valor.',
    })
    expect(detail.body.order.refundOption).toBe('provider')

    const second = refundAnswers(created(5502))
    expect((await refund(id)).status).toBe(200)
    expect(second[0]?.idempotencyKey).toBe(`refund-${id}-2`)
  })

  it('Mercado Pago out of reach: nothing changes, and the retry repeats the same key', async () => {
    const { id } = await paidOrder()
    const logs = captureLogs()
    const first = refundAnswers(outage())
    const res = await refund(id)
    logs.restore()
    expect(res.status).toBe(409)
    expect((res.body as { error: { code: string } }).error.code).toBe('refund-unavailable')
    expect((await readOrder(id)).status).toBe('enviado')
    const retry = refundAnswers(created(5503))
    expect((await refund(id)).status).toBe(200)
    expect(first.map((s) => s.idempotencyKey)).toContain(`refund-${id}-1`)
    expect(retry[0]?.idempotencyKey).toBe(`refund-${id}-1`)
  })
  it('a timeout that went through after all: the payment refunded settles the refund as made', async () => {
    const { id, paymentId } = await paidOrder()
    const logs = captureLogs()
    refundAnswers(outage())
    expect((await refund(id)).status).toBe(409)
    logs.restore()
    const news = { id: paymentId, status: 'refunded' }
    await applyPaymentStatus(f.t.database.db, id, news, testOrderMail(f.t.config))
    const detail = await f.admin.get<{ order: { refund: unknown; refundOption: unknown } }>(
      `/api/admin/orders/${id}`,
    )
    expect(detail.body.order.refund).toMatchObject({ state: 'done', refusal: null })
    expect(detail.body.order.refundOption).toBeNull()
    expect(await readOrder(id)).toMatchObject({ status: 'cancelado', paymentStatus: 'refunded' })
  })
})

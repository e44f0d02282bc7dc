import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AFTER_SALE_MESSAGES } from '#domain/orders/withdrawal-messages.ts'
import { orders } from '#server/db/schema/orders.ts'
import {
  longestRefundWaitMs,
  type RefundTiming,
} from '#server/modules/payments/providers/mercado-pago-refunds.ts'
import { createPaymentProvider } from '#server/modules/payments/providers/provider-factory.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { captureLogs } from '#server/testing/log-capture.ts'
import { MP_TEST_ENV, useMercadoPagoFake } from '#server/testing/mercado-pago-fake.ts'
import { refundFake } from '#server/testing/mercado-pago-refund-fake.ts'
import { insertOrder, insertProduct } from '#server/testing/payment-fixtures.ts'
import { testConfig } from '#server/testing/test-app.ts'

/**
 * 'Reembolsar' when Mercado Pago's answer never comes (decision 041): the owner waited 31.5 s and read
 * 'Nada foi reembolsado' while the refund had gone through. Now the refund gets its own short
 * waits, then the payment's refunds are looked up: one found is the refund made; none, and the owner
 * reads that the result is unknown and that trying again is safe (the same key).
 */
const mercadoPago = useMercadoPagoFake()
const { refundAnswers, created, silence, refundList } = refundFake(mercadoPago)
const FAST: RefundTiming = { refundMs: 150, refundRetries: 1, retryDelayMs: 20, lookupMs: 150 }

let f: AdminFixture
let product = ''
let customerId = ''
beforeAll(async () => {
  const paymentProvider = createPaymentProvider(testConfig(MP_TEST_ENV), { refundTiming: FAST })
  f = await adminFixture(MP_TEST_ENV, { paymentProvider })
  product = await insertProduct(f.t.database.db, 10)
  customerId = f.customerId
})
afterAll(() => f.t.close())

let paymentSeq = 80_000
async function paidOrder() {
  paymentSeq++
  const id = await insertOrder(f.t.database.db, {
    userId: customerId,
    status: 'pago',
    paymentStatus: 'approved',
    mercadoPagoPaymentId: String(paymentSeq),
    totalCents: 18990,
    items: [{ productId: product, quantity: 1 }],
  })
  return { id, paymentId: String(paymentSeq) }
}

/** 'Reembolsar', its answer and how long the owner waited for it (the warnings kept quiet). */
async function refund(id: string) {
  const logs = captureLogs()
  const started = performance.now()
  const res = await f.admin.request<{ error?: { code: string; message: string } }>(
    'POST',
    `/api/admin/orders/${id}/refund`,
  )
  logs.restore()
  return { res, ms: performance.now() - started }
}
const readOrder = async (id: string) =>
  (await f.t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!
const refundView = async (id: string) =>
  (await f.admin.get<{ order: { refund: unknown } }>(`/api/admin/orders/${id}`)).body.order.refund

describe("'Reembolsar' without an answer from Mercado Pago", () => {
  it('finds the refund it made among the payment’s refunds: the order is refunded', async () => {
    const { id, paymentId } = await paidOrder()
    const sent = refundAnswers(silence(FAST))
    const asked = refundList([{ id: 6601, status: 'approved', amount: 189.9 }])
    const { res } = await refund(id)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(sent.map((s) => s.idempotencyKey)).toEqual([`refund-${id}-1`, `refund-${id}-1`])
    expect(asked).toEqual([paymentId])
    expect(await readOrder(id)).toMatchObject({ status: 'cancelado', paymentStatus: 'refunded' })
    expect(await refundView(id)).toMatchObject({ state: 'done', refusal: null })
  })

  it('none listed: says the result is unknown and that trying again is safe; the retry uses the same key', async () => {
    const { id } = await paidOrder()
    refundAnswers(silence(FAST))
    refundList([])
    const { res } = await refund(id)
    expect(res.status).toBe(409)
    expect(res.body).toEqual({
      error: { code: 'refund-unknown', message: AFTER_SALE_MESSAGES.refundUnknown },
    })
    expect(await readOrder(id)).toMatchObject({ status: 'pago', paymentStatus: 'approved' })
    expect(await refundView(id)).toMatchObject({
      state: 'failed',
      refusal: AFTER_SALE_MESSAGES.refundUnknown,
    })

    const retry = refundAnswers(created(6602))
    expect((await refund(id)).res.status).toBe(200)
    expect(retry[0]?.idempotencyKey).toBe(`refund-${id}-1`)
    expect(await readOrder(id)).toMatchObject({ status: 'cancelado' })
  })

  it('the lookup silent too: the owner is answered within the waits, never past them', async () => {
    const { id } = await paidOrder()
    refundAnswers(silence(FAST))
    refundList([], FAST.lookupMs + 200)
    const { res, ms } = await refund(id)
    expect(res.body.error?.code).toBe('refund-unknown')
    expect(ms).toBeLessThan(longestRefundWaitMs(FAST) + 1_000)
  })
})

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CARD_EXPIRY_GRACE_MS } from '#domain/orders/card-expiry.ts'
import { orders } from '#server/db/schema/orders.ts'
import { insertProducts } from '#server/modules/products/product-repository.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { emailsAboutOrder } from '#server/testing/email-fixtures.ts'
import { testMailShop } from '#server/testing/shop-settings-fixtures.ts'
import {
  MP_TEST_ENV,
  preferenceFake,
  useMercadoPagoFake,
} from '#server/testing/mercado-pago-fake.ts'
import { paymentSearchFake } from '#server/testing/mercado-pago-search-fake.ts'
import { insertOrder, readOrder } from '#server/testing/payment-fixtures.ts'
import { captureLogs, type LogCapture } from '#server/testing/log-capture.ts'
import { ADDRESS } from '#server/testing/test-client.ts'
import { applyPaymentStatus } from '#server/modules/payments/apply-payment.ts'
import { expireCardOrders } from './card-expiry.ts'
import { mercadoPagoDate } from '#server/modules/payments/providers/mercado-pago-provider.ts'
import { syncPayments } from './payment-sync.ts'
import { orderMailSettings } from '#server/modules/order-lifecycle/order-notifications.ts'
import { createPaymentProvider } from '#server/modules/payments/providers/provider-factory.ts'

// Card orders placed through the official SDK against the Mercado Pago fake (which checks the
// preference's window and excluded payment types), then the reconciliation job on a clock the
// test moves past the preference's end (CARD_EXPIRY_MINUTES, 60 by default).
// Before cancelling, the job asks Mercado Pago for the order's payments (`searches`).
const mercadoPago = useMercadoPagoFake()
const preferences = preferenceFake(mercadoPago)
const searches = paymentSearchFake(mercadoPago)
const MINUTE = 60_000

let f: AdminFixture
let productId: string
// The jobs log what they cancel and what failed; these tests read the database instead.
let logs: LogCapture
beforeAll(async () => {
  f = await adminFixture(MP_TEST_ENV)
  const [product] = await insertProducts(f.t.database.db, [
    { name: 'Tapete', priceCents: 10000, description: 'd', image: '/t.svg', stock: 10 },
  ])
  productId = product!.id
  logs = captureLogs()
})
afterAll(async () => {
  logs.restore()
  await f.t.close()
})

const db = () => f.t.database.db
const deps = () => ({
  db: db(),
  config: f.t.config,
  shopSettings: f.t.shopSettings,
  provider: createPaymentProvider(f.t.config),
  catalog: f.t.catalog,
})
const later = (date: Date, ms: number) => new Date(date.getTime() + ms)
const cancelledEmails = async (id: string) =>
  (await emailsAboutOrder(db(), id, testMailShop(f.t))).filter((m) => m.type === 'cancelled')

/** A card order of `quantity` units placed by the customer; its row as the checkout left it. */
async function placeCard(quantity = 2) {
  preferences.acceptPreferences()
  const res = await f.customer.post<{ order: { id: string } }>('/api/orders', {
    items: [{ productId, quantity }],
    address: ADDRESS,
    paymentMethod: 'mercadopago',
  })
  expect(res.status).toBe(201)
  return readOrder(db(), res.body.order.id)
}

describe('an unpaid card order expires', () => {
  it('is cancelled by the job once its preference ended (and the grace), not before: units back, one email', async () => {
    const stock = await f.stockOf(productId)
    const order = await placeCard()
    expect(await f.stockOf(productId)).toBe(stock! - 2)
    // The end recorded is the one Mercado Pago was sent, an hour after the checkout.
    const sent = preferences.created.at(-1)!
    expect(sent.id).toBe(order.mercadoPagoPreferenceId)
    expect(sent.body.expiration_date_to).toBe(mercadoPagoDate(order.cardExpiresAt!))
    const minutes = (order.cardExpiresAt!.getTime() - order.createdAt.getTime()) / MINUTE
    expect(minutes).toBeCloseTo(60, 0)

    // Not before its end, nor in the 5 minutes after it (a payment made in the last minute).
    for (const early of [-MINUTE, 4 * MINUTE + 59_000]) {
      await syncPayments(deps(), later(order.cardExpiresAt!, early))
      expect(await readOrder(db(), order.id)).toMatchObject({ status: 'processando' })
    }
    const due = later(order.cardExpiresAt!, 5 * MINUTE)
    searches.answer(order.id)
    const report = await syncPayments(deps(), due)
    expect(report.cards).toEqual({ cancelled: 1, preferencesEnded: 0 })
    expect(await readOrder(db(), order.id)).toMatchObject({
      status: 'cancelado',
      preferenceExpiredAt: order.cardExpiresAt,
    })
    expect(await f.stockOf(productId)).toBe(stock)
    // Two instances, later rounds: nothing more, the customer told once.
    await Promise.all([expireCardOrders(deps(), due), expireCardOrders(deps(), due)])
    expect(await f.stockOf(productId)).toBe(stock)
    expect(await cancelledEmails(order.id)).toHaveLength(1)
    expect((await cancelledEmails(order.id))[0]?.to).toBe('cliente@exemplo.com')
  })

  it('is not cancelled while a payment is under review or once one was approved', async () => {
    const review = await placeCard(1)
    const paid = await placeCard(1)
    await db()
      .update(orders)
      .set({ paymentStatus: 'in_process', mercadoPagoPaymentId: '9990001' })
      .where(eq(orders.id, review.id))
    const payment = { id: '9990002', status: 'approved', amountCents: paid.totalCents }
    await applyPaymentStatus(db(), paid.id, payment, orderMailSettings(f.t))
    const farLater = later(review.cardExpiresAt!, 24 * 60 * MINUTE)
    expect(await expireCardOrders(deps(), farLater)).toEqual({ cancelled: 0, preferencesEnded: 0 })
    expect((await readOrder(db(), review.id)).status).toBe('processando')
    // The paid order's preference ended by itself: only recorded.
    expect(await readOrder(db(), paid.id)).toMatchObject({
      status: 'pago',
      preferenceExpiredAt: paid.cardExpiresAt,
    })
    // Refused in the end: the next round, finding only that payment, cancels it.
    await applyPaymentStatus(
      db(),
      review.id,
      { id: '9990001', status: 'rejected' },
      orderMailSettings(f.t),
    )
    searches.answer(review.id, [{ id: 9990001, status: 'rejected', transaction_amount: 100 }])
    expect((await expireCardOrders(deps(), farLater)).cancelled).toBe(1)
    expect((await readOrder(db(), review.id)).status).toBe('cancelado')
  })

  it('never expires an order placed before card orders expired (no card_expires_at)', async () => {
    const legacy = await insertOrder(db(), {
      userId: (await readOrder(db(), (await placeCard(1)).id)).userId!,
      status: 'processando',
    })
    await expireCardOrders(deps(), later(new Date(), 365 * 24 * 60 * MINUTE))
    expect(await readOrder(db(), legacy)).toMatchObject({
      status: 'processando',
      cardExpiresAt: null,
    })
  })

  it('a retried payment makes a new preference with a new end', async () => {
    const order = await placeCard(1)
    preferences.acceptPreferences()
    const res = await f.customer.post(`/api/orders/${order.id}/retry-payment`)
    expect(res.status).toBe(200)
    const retried = await readOrder(db(), order.id)
    expect(retried.mercadoPagoPreferenceId).not.toBe(order.mercadoPagoPreferenceId)
    expect(retried.cardExpiresAt!.getTime()).toBeGreaterThanOrEqual(order.cardExpiresAt!.getTime())
    expect(preferences.created.at(-1)?.body.expiration_date_to).toBe(
      mercadoPagoDate(retried.cardExpiresAt!),
    )
  })
})

describe('a payment whose notification never came', () => {
  it('is found before the order is cancelled: an approved one pays it, once', async () => {
    const stock = await f.stockOf(productId)
    const order = await placeCard(1)
    const due = later(order.cardExpiresAt!, CARD_EXPIRY_GRACE_MS)
    searches.answer(order.id, [
      { id: 9990201, status: 'approved', transaction_amount: order.totalCents / 100 },
      { id: 9990200, status: 'rejected', transaction_amount: order.totalCents / 100 },
    ])
    expect(await expireCardOrders(deps(), due)).toEqual({ cancelled: 0, preferencesEnded: 0 })
    expect(await readOrder(db(), order.id)).toMatchObject({
      status: 'pago',
      mercadoPagoPaymentId: '9990201',
    })
    expect(await f.stockOf(productId)).toBe(stock! - 1)
    expect(await cancelledEmails(order.id)).toEqual([])
    const confirmed = (await emailsAboutOrder(db(), order.id, testMailShop(f.t))).filter(
      (m) => m.type === 'payment-confirmed',
    )
    expect(confirmed).toHaveLength(1)
    // Its preference ended by itself: only recorded next round, nothing asked.
    await expireCardOrders(deps(), later(due, MINUTE))
    expect((await readOrder(db(), order.id)).preferenceExpiredAt).toEqual(order.cardExpiresAt)
  })

  it('one under review keeps the order; Mercado Pago out of reach, the order waits a round', async () => {
    const review = await placeCard(1)
    const unreachable = await placeCard(1)
    const due = later(unreachable.cardExpiresAt!, CARD_EXPIRY_GRACE_MS)
    searches.answer(review.id, [
      { id: 9990301, status: 'in_process', transaction_amount: review.totalCents / 100 },
    ])
    searches.fail(unreachable.id)
    expect(await expireCardOrders(deps(), due)).toEqual({ cancelled: 0, preferencesEnded: 0 })
    expect(await readOrder(db(), review.id)).toMatchObject({
      status: 'processando',
      paymentStatus: 'in_process',
    })
    expect((await readOrder(db(), unreachable.id)).status).toBe('processando')

    // Next round: Mercado Pago answers, with nothing for the order: it is cancelled.
    searches.answer(unreachable.id)
    expect(await expireCardOrders(deps(), later(due, MINUTE))).toEqual({
      cancelled: 1,
      preferencesEnded: 0,
    })
    expect((await readOrder(db(), unreachable.id)).status).toBe('cancelado')
    expect(searches.searched.at(-1)?.get('external_reference')).toBe(unreachable.id)
  })
})

describe('money that arrives after the job cancelled the order', () => {
  it('reopens it while stock allows, else marks it for refund', async () => {
    const reopened = await placeCard(1)
    const refunded = await placeCard(1)
    const due = later(refunded.cardExpiresAt!, CARD_EXPIRY_GRACE_MS)
    searches.answer(reopened.id)
    searches.answer(refunded.id)
    await expireCardOrders(deps(), due)
    expect((await readOrder(db(), reopened.id)).status).toBe('cancelado')
    expect((await readOrder(db(), refunded.id)).status).toBe('cancelado')

    const approve = (id: string, paymentId: string, amountCents: number) =>
      applyPaymentStatus(
        db(),
        id,
        { id: paymentId, status: 'approved', amountCents },
        orderMailSettings(f.t),
      )
    await approve(reopened.id, '9990101', reopened.totalCents)
    expect(await readOrder(db(), reopened.id)).toMatchObject({ status: 'pago', refundDueAt: null })

    // The shelf emptied by another order: the money is to be refunded.
    const left = (await f.stockOf(productId))!
    if (left > 0) await placeCard(left)
    expect(await f.stockOf(productId)).toBe(0)
    await approve(refunded.id, '9990102', refunded.totalCents)
    const row = await readOrder(db(), refunded.id)
    expect(row.status).toBe('cancelado')
    expect(row.refundDueAt).not.toBeNull()
  })
})

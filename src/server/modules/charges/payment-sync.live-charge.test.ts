import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PIX_EXPIRY_GRACE_MS } from '#domain/orders/pix-charge.ts'
import { insertProducts } from '#server/modules/products/product-repository.ts'
import { emailsAboutOrder } from '#server/testing/email-fixtures.ts'
import { testMailShop } from '#server/testing/shop-settings-fixtures.ts'
import {
  MP_TEST_ENV,
  pixChargeFake,
  useMercadoPagoFake,
} from '#server/testing/mercado-pago-fake.ts'
import { insertUser, readOrder, stockOf } from '#server/testing/payment-fixtures.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { ADDRESS, TestClient } from '#server/testing/test-client.ts'
import { syncPayments } from './payment-sync.ts'
import { createPaymentProvider } from '#server/modules/payments/providers/provider-factory.ts'
import { signNotification } from '#server/modules/payments/webhook-signature.ts'
import { captureLogs } from '#server/testing/log-capture.ts'

// Decision 027: a payment of another amount, recorded as the last one reported but not applied, must
// not steer the reconciliation job away from the order's live PIX charge. Mercado Pago is the
// fake (its Payments API through the official SDK); the job runs on a clock the test moves.
const mercadoPago = useMercadoPagoFake()
const { chargeAnswers, created } = pixChargeFake(mercadoPago)

const CHARGE = '7770001'
const OTHER_AMOUNT = '7770099'

let t: TestApp
let customer: TestClient
let ownerEmail: string
let productId: string
const deps = () => ({
  db: t.database.db,
  config: t.config,
  shopSettings: t.shopSettings,
  provider: createPaymentProvider(t.config),
  catalog: t.catalog,
})

beforeAll(async () => {
  t = await createTestApp({ ...MP_TEST_ENV, PIX_EXPIRY_MINUTES: '30' })
  const [product] = await insertProducts(t.database.db, [
    { name: 'Capa de Volante', priceCents: 18990, description: 'd', image: '/v.svg', stock: 20 },
  ])
  productId = product!.id
  ownerEmail = (await insertUser(t.database.db, true)).email
  customer = new TestClient(t)
  await customer.post('/api/auth/checkout', { email: 'ana@exemplo.com', password: 'ana-12345' })
})
afterAll(() => t.close())

/** What the fake's GET /v1/payments/:id answers, once. */
function paymentAt(id: string, orderId: string, status: string, amountCents: number) {
  mercadoPago
    .api()
    .intercept({ path: `/v1/payments/${id}`, method: 'GET' })
    .reply(200, {
      id: Number(id),
      status,
      payment_method_id: 'pix',
      external_reference: orderId,
      transaction_amount: amountCents / 100,
    })
}

let delivery = 0
/** Mercado Pago's signed notification of a payment. */
function notify(paymentId: string) {
  const requestId = `req-${++delivery}`
  return t.app.request(`/api/webhooks/mercadopago?data.id=${paymentId}&type=payment`, {
    method: 'POST',
    headers: {
      'x-request-id': requestId,
      'x-signature': signNotification(MP_TEST_ENV.MP_WEBHOOK_SECRET, paymentId, requestId),
    },
    body: JSON.stringify({ type: 'payment', action: 'payment.updated', data: { id: paymentId } }),
  })
}

const later = (date: Date, ms: number) => new Date(date.getTime() + ms)
const emailTypes = async (orderId: string, to: string) =>
  (await emailsAboutOrder(t.database.db, orderId, testMailShop(t)))
    .filter((m) => m.to === to)
    .map((m) => m.type)

describe('the job follows the live PIX charge, whatever payment was reported last', () => {
  it('another amount approved, then the charge paid with its webhook lost: the next round marks it paid', async () => {
    chargeAnswers(created(Number(CHARGE)))
    const placed = await customer.post<{ order: { id: string } }>('/api/orders', {
      items: [{ productId, quantity: 2 }],
      address: ADDRESS,
      paymentMethod: 'pix',
    })
    expect(placed.status).toBe(201)
    const id = placed.body.order.id
    const { totalCents, pixExpiresAt } = await readOrder(t.database.db, id)
    const stock = await stockOf(t.database.db, productId)
    const logs = captureLogs()

    // A payment for the order of another amount: recorded as the last reported, never applied.
    paymentAt(OTHER_AMOUNT, id, 'approved', totalCents - 100)
    expect((await notify(OTHER_AMOUNT)).status).toBe(200)
    expect(await readOrder(t.database.db, id)).toMatchObject({
      status: 'pendente',
      pixCharge: 'live',
      pixPaymentId: CHARGE,
      mercadoPagoPaymentId: OTHER_AMOUNT,
    })

    // A round while the charge waits: it asks about the charge (the fake answers nothing else).
    let clock = later(new Date(), 1000)
    paymentAt(CHARGE, id, 'pending', totalCents)
    expect(await syncPayments(deps(), clock)).toMatchObject({ checked: 1, expired: 0 })
    expect((await readOrder(t.database.db, id)).status).toBe('pendente')

    // Mercado Pago delivers the other amount again, after that news: nothing more, nobody told twice.
    paymentAt(OTHER_AMOUNT, id, 'approved', totalCents - 100)
    const before = await readOrder(t.database.db, id)
    expect((await notify(OTHER_AMOUNT)).status).toBe(200)
    expect(await readOrder(t.database.db, id)).toEqual(before)
    expect(await emailTypes(id, ownerEmail)).toEqual(['new-order', 'payment-amount-mismatch'])

    // The customer pays the charge; its webhook never arrives. The next round finds it.
    clock = later(clock, t.config.paymentSyncSeconds * 1000 + 1000)
    paymentAt(CHARGE, id, 'approved', totalCents)
    expect(await syncPayments(deps(), clock)).toMatchObject({ checked: 1, changed: 1 })
    expect(await readOrder(t.database.db, id)).toMatchObject({
      status: 'pago',
      paymentStatus: 'approved',
      pixPaymentId: CHARGE,
      mercadoPagoPaymentId: CHARGE,
    })
    expect(await stockOf(t.database.db, productId)).toBe(stock) // its units stay taken, once
    expect(await emailTypes(id, 'ana@exemplo.com')).toEqual([
      'order-confirmation',
      'payment-confirmed',
    ])

    // Past the charge's expiry and the grace period: a paid order is nobody's to cancel.
    clock = later(pixExpiresAt!, PIX_EXPIRY_GRACE_MS + 60_000)
    expect(await syncPayments(deps(), clock)).toMatchObject({ checked: 0, expired: 0 })
    expect((await readOrder(t.database.db, id)).status).toBe('pago')
    expect(logs.messages('error').join(' ')).toContain(`pagamento ${OTHER_AMOUNT} do pedido`)
    logs.restore()
  })

  it("a charge Mercado Pago reports as another order's is applied to neither", async () => {
    const place = async (charge: string) => {
      chargeAnswers(created(Number(charge)))
      const res = await customer.post<{ order: { id: string } }>('/api/orders', {
        items: [{ productId, quantity: 1 }],
        address: ADDRESS,
        paymentMethod: 'pix',
      })
      return readOrder(t.database.db, res.body.order.id)
    }
    const mine = await place('7770101')
    const theirs = await place('7770102')
    paymentAt('7770101', theirs.id, 'approved', theirs.totalCents)
    paymentAt('7770102', theirs.id, 'pending', theirs.totalCents)
    const clock = later(new Date(), 1000)
    expect(await syncPayments(deps(), clock)).toMatchObject({ checked: 2, changed: 0 })
    // Asked about (paymentCheckedAt), nothing else written.
    const asked = (row: typeof mine) => ({ ...row, paymentCheckedAt: clock })
    expect(await readOrder(t.database.db, mine.id)).toEqual(asked(mine))
    expect(await readOrder(t.database.db, theirs.id)).toEqual(asked(theirs))
  })
})

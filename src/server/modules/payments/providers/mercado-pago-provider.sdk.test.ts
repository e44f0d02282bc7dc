import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatBRL } from '#domain/money.ts'
import { emailOutbox } from '#server/db/schema/outbox.ts'
import type { Database } from '#server/db/client.ts'
import { testConfig } from '#server/testing/test-app.ts'
import { openTestDatabase } from '#server/testing/test-database.ts'
import { MP_TEST_ENV as env, useMercadoPagoFake } from '#server/testing/mercado-pago-fake.ts'
import {
  insertOrder,
  insertUser,
  paymentTestApp,
  readOrder,
} from '#server/testing/payment-fixtures.ts'
import { createPaymentProvider } from './provider-factory.ts'
import { signNotification } from '#server/modules/payments/webhook-signature.ts'
import { captureLogs } from '#server/testing/log-capture.ts'

const mercadoPago = useMercadoPagoFake()
const ORDER_ID = '3f1c2a4e-9b7d-4c1e-8a2b-5d6e7f809a1b'

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

function notify(paymentId: string) {
  const config = testConfig(env)
  const app = paymentTestApp({ db: database.db, config, provider: createPaymentProvider(config) })
  return app.request(`/api/webhooks/mercadopago?data.id=${paymentId}&type=payment`, {
    method: 'POST',
    headers: {
      'x-request-id': `req-${paymentId}`,
      'x-signature': signNotification('segredo', paymentId, `req-${paymentId}`),
    },
    body: JSON.stringify({ type: 'payment', action: 'payment.updated', data: { id: paymentId } }),
  })
}

describe('Mercado Pago payments through the official SDK', () => {
  it('reads a payment: status and the order from external_reference', async () => {
    mercadoPago.api().intercept({ path: '/v1/payments/987654', method: 'GET' }).reply(200, {
      id: 987654,
      status: 'approved',
      external_reference: ORDER_ID,
      transaction_amount: 189.9,
    })
    mercadoPago
      .api()
      .intercept({ path: '/v1/payments/111', method: 'GET' })
      .reply(404, { message: 'Payment not found', error: 'not_found', status: 404 })
    const provider = createPaymentProvider(testConfig(env))
    expect(await provider.getPayment('987654')).toEqual({
      id: '987654',
      status: 'approved',
      orderId: ORDER_ID,
      amountCents: 18990,
      methodId: null,
    })
    expect(await provider.getPayment('111')).toBeNull()
    // Not a Mercado Pago id: never sent (the agent refuses any unplanned request).
    expect(await provider.getPayment('../users/me')).toBeNull()
  })

  it('moves an order to pago from a signed webhook, asking Mercado Pago for the payment', async () => {
    const user = await insertUser(database.db)
    const orderId = await insertOrder(database.db, { userId: user.id })
    mercadoPago
      .api()
      .intercept({ path: '/v1/payments/555', method: 'GET' })
      // insertOrder's total: R$ 123,45.
      .reply(200, {
        id: 555,
        status: 'approved',
        external_reference: orderId,
        transaction_amount: 123.45,
      })
    const res = await notify('555')
    expect(res.status).toBe(200)
    expect(await readOrder(database.db, orderId)).toMatchObject({
      status: 'pago',
      paymentStatus: 'approved',
      mercadoPagoPaymentId: '555',
    })
  })

  it('never pays an order from an approval of another amount: logged, the owners told once', async () => {
    const user = await insertUser(database.db)
    const orderId = await insertOrder(database.db, { userId: user.id })
    const owner = await insertUser(database.db, true)
    mercadoPago
      .api()
      .intercept({ path: '/v1/payments/557', method: 'GET' })
      .reply(200, {
        id: 557,
        status: 'approved',
        external_reference: orderId,
        transaction_amount: 1.23,
      })
      .times(2)
    const logs = captureLogs()
    expect((await notify('557')).status).toBe(200)
    expect((await notify('557')).status).toBe(200) // Mercado Pago's retry
    expect(await readOrder(database.db, orderId)).toMatchObject({
      status: 'processando',
      paymentStatus: 'approved',
      mercadoPagoPaymentId: '557',
    })
    expect(logs.messages()).toEqual([
      `[pagamentos] pagamento 557 do pedido #${orderId.slice(0, 8)} aprovado com ${formatBRL(123)}, mas o pedido é de ${formatBRL(12345)}: não aplicado`,
    ]) // once: the retry found it already recorded
    expect(logs.lines()[0]?.level).toBe('error')
    logs.restore()
    const emails = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.type, 'payment-amount-mismatch'))
    const mine = emails.filter((e) => e.data.orderId === orderId)
    expect(mine.map((e) => e.to)).toContain(owner.email)
    expect(new Set(mine.map((e) => e.to)).size).toBe(mine.length) // once each
    expect(mine[0]?.subject).toBe(
      `Pagamento com valor diferente no pedido #${orderId.slice(0, 8)}: não aplicado`,
    )
    // No 'Pagamento confirmado' for the customer: the order was not paid.
    const customerEmails = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, user.email))
    expect(customerEmails.map((e) => e.type)).not.toContain('payment-confirmed')
  })

  it('answers 500 without details while Mercado Pago is down, so it retries later', async () => {
    mercadoPago
      .api()
      .intercept({ path: '/v1/payments/556', method: 'GET' })
      .reply(503, { message: 'upstream detail' })
      .times(3)
    const logs = captureLogs()
    const res = await notify('556')
    logs.restore()
    expect(res.status).toBe(500)
    expect(JSON.stringify(await res.json())).not.toContain('upstream')
    // The details stay in the server's log, under the code the answer gives.
    expect(logs.lines()).toContainEqual(
      expect.objectContaining({ level: 'error', reqId: res.headers.get('X-Request-Id') }),
    )
  })
})

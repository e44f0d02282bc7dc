import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '#server/db/schema/orders.ts'
import { insertProducts } from '#server/modules/products/product-repository.ts'
import { signNotification } from '#server/modules/payments/webhook-signature.ts'
import { emailsAboutOrder } from '#server/testing/email-fixtures.ts'
import { testMailShop } from '#server/testing/shop-settings-fixtures.ts'
import {
  MP_TEST_ENV,
  pixChargeFake,
  useMercadoPagoFake,
} from '#server/testing/mercado-pago-fake.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { ADDRESS, TestClient } from '#server/testing/test-client.ts'

// Mercado Pago's notifications about a PIX charge, through the signed webhook: the status is read
// back from the Payments API (the fake), and each order changes once, correctly.
const mercadoPago = useMercadoPagoFake()
const { chargeAnswers, created } = pixChargeFake(mercadoPago)

let t: TestApp
let customer: TestClient
let productId: string

beforeAll(async () => {
  t = await createTestApp(MP_TEST_ENV)
  const [product] = await insertProducts(t.database.db, [
    { name: 'Capa de Volante', priceCents: 18990, description: 'd', image: '/v.svg', stock: 20 },
  ])
  productId = product!.id
  customer = new TestClient(t)
  await customer.post('/api/auth/checkout', { email: 'ana@exemplo.com', password: 'ana-12345' })
})
afterAll(() => t.close())

const placePix = () =>
  customer.post<{ order: { id: string } }>('/api/orders', {
    items: [{ productId, quantity: 1 }],
    address: ADDRESS,
    paymentMethod: 'pix',
  })

async function orderRow(id: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id))
  return row!
}

describe('notifications about a PIX charge', () => {
  it('applies late, repeated and out-of-order notifications once: paid, one email', async () => {
    chargeAnswers(created(5550020))
    const { body } = await placePix()
    const id = body.order.id
    const answer = (status: string) =>
      mercadoPago.api().intercept({ path: '/v1/payments/5550020', method: 'GET' }).reply(200, {
        id: 5550020,
        status,
        payment_method_id: 'pix',
        external_reference: id,
        transaction_amount: 170.91,
      })
    const notify = (n: number) =>
      t.app.request('/api/webhooks/mercadopago?data.id=5550020&type=payment', {
        method: 'POST',
        headers: {
          'x-request-id': `req-${n}`,
          'x-signature': signNotification('segredo', '5550020', `req-${n}`),
        },
        body: JSON.stringify({
          type: 'payment',
          action: 'payment.updated',
          data: { id: '5550020' },
        }),
      })
    // Still waiting: the order stays 'Aguardando Pagamento'.
    answer('pending')
    expect((await notify(1)).status).toBe(200)
    expect((await orderRow(id)).status).toBe('pendente')
    answer('approved')
    answer('approved')
    expect((await notify(2)).status).toBe(200)
    expect((await notify(3)).status).toBe(200)
    expect((await orderRow(id)).status).toBe('pago')
    // A stale 'pending' and the charge's later expiry never undo the payment.
    answer('pending')
    answer('cancelled')
    await notify(4)
    await notify(5)
    expect(await orderRow(id)).toMatchObject({ status: 'pago', paymentStatus: 'approved' })
    const mails = await emailsAboutOrder(t.database.db, id, testMailShop(t))
    expect(mails.filter((m) => m.type === 'payment-confirmed')).toHaveLength(1)
  })
})

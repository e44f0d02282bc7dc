import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatBRL } from '#domain/money.ts'
import { orders } from '#server/db/schema/orders.ts'
import { insertProducts } from '#server/modules/products/product-repository.ts'
import { emailsAboutOrder } from '#server/testing/email-fixtures.ts'
import { testMailShop } from '#server/testing/shop-settings-fixtures.ts'
import {
  MP_TEST_ENV,
  pixChargeFake,
  PIX_QR,
  useMercadoPagoFake,
} from '#server/testing/mercado-pago-fake.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { ADDRESS, TestClient } from '#server/testing/test-client.ts'
import { captureLogs } from '#server/testing/log-capture.ts'

// A live shop with Mercado Pago (and PIX_KEY for the fallback): every PIX order gets a charge made
// through the official SDK's Payments API, which the fake answers as Mercado Pago's documentation
// describes (POST /v1/payments, X-Idempotency-Key, point_of_interaction.transaction_data.qr_code).
const { chargeAnswers, created, outage } = pixChargeFake(useMercadoPagoFake())
const QR = PIX_QR

let t: TestApp
let customer: TestClient
let productId: string

beforeAll(async () => {
  t = await createTestApp({ ...MP_TEST_ENV, PIX_KEY: 'pix@loja.com.br', PIX_EXPIRY_MINUTES: '45' })
  const [product] = await insertProducts(t.database.db, [
    { name: 'Capa de Volante', priceCents: 18990, description: 'd', image: '/v.svg', stock: 20 },
  ])
  productId = product!.id
  customer = new TestClient(t)
  await customer.post('/api/auth/checkout', { email: 'ana@exemplo.com', password: 'ana-12345' })
})
afterAll(() => t.close())

interface Placed {
  order: {
    id: string
    status: string
    totalCents: number
    pixStatus: string | null
    pix: { code: string; amountCents: number; expiresAt: string | null } | null
    paymentError: string | null
  }
}

const placePix = () =>
  customer.post<Placed>('/api/orders', {
    items: [{ productId, quantity: 1 }],
    address: ADDRESS,
    paymentMethod: 'pix',
  })

async function orderRow(id: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id))
  return row!
}

describe('a PIX order with Mercado Pago configured', () => {
  it('is committed, then gets a charge through the Payments API, shown with its amount and expiry', async () => {
    const sent = chargeAnswers(created(5550001))
    const before = Date.now()
    const res = await placePix()
    expect(res.status).toBe(201)
    const { order } = res.body
    expect(sent).toHaveLength(1)
    expect(sent[0]!.idempotencyKey).toBe(`pix-${order.id}-1`)
    expect(sent[0]!.body).toMatchObject({
      transaction_amount: 170.91,
      payment_method_id: 'pix',
      external_reference: order.id,
      notification_url: 'https://loja.example.com.br/api/webhooks/mercadopago',
      payer: { email: 'ana@exemplo.com' },
      description: `Pedido #${order.id.slice(0, 8)} - Vitrine Teste`,
    })
    // Brasília time, Mercado Pago's format, PIX_EXPIRY_MINUTES (45) from now.
    const expiry = String(sent[0]!.body.date_of_expiration)
    expect(expiry).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}-03:00$/)
    const minutes = (new Date(expiry).getTime() - before) / 60_000
    expect(minutes).toBeGreaterThan(44.9)
    expect(minutes).toBeLessThan(45.2)
    expect(order).toMatchObject({
      status: 'pendente',
      pixStatus: 'live',
      pix: { code: QR, amountCents: 17091, expiresAt: new Date(expiry).toISOString() },
      paymentError: null,
    })
    const row = await orderRow(order.id)
    expect(row).toMatchObject({
      pixCharge: 'live',
      pixPaymentId: '5550001',
      mercadoPagoPaymentId: '5550001',
      pixAttempt: 1,
    })
    // 'Pedido recebido' carries this charge's code, the amount and until when it can be paid.
    const mails = await emailsAboutOrder(t.database.db, order.id, testMailShop(t))
    const confirmation = mails.filter((m) => m.type === 'order-confirmation')
    expect(confirmation).toHaveLength(1)
    expect(confirmation[0]!.text).toContain(QR)
    expect(confirmation[0]!.text).toContain(`Valor a pagar: ${formatBRL(17091)}`)
    expect(confirmation[0]!.text).toMatch(/O código vale até \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/)
  })

  it("'Pagar novamente' while the charge is payable shows the same one, asking Mercado Pago nothing", async () => {
    chargeAnswers(created(5550002))
    const { body } = await placePix()
    // The fake refuses any request not planned: a second charge would fail this test.
    const again = await customer.post<{ pix: Placed['order']['pix'] }>(
      `/api/orders/${body.order.id}/retry-payment`,
    )
    expect(again.status).toBe(200)
    expect(again.body.pix).toEqual(body.order.pix)
  })

  it('stays pendente with a pt-BR message when Mercado Pago is down; the retry makes attempt 2', async () => {
    const logs = captureLogs()
    // The SDK tries three times (maxRetries 2) with the same idempotency key.
    const failed = chargeAnswers(outage, outage, outage)
    const res = await placePix()
    expect(res.status).toBe(201)
    expect(res.body.order).toMatchObject({
      status: 'pendente',
      pixStatus: 'failed',
      pix: null,
      paymentError:
        "Não foi possível gerar o código PIX agora. Tente de novo em instantes com 'Pagar novamente'.",
    })
    expect(new Set(failed.map((s) => s.idempotencyKey))).toEqual(
      new Set([`pix-${res.body.order.id}-1`]),
    )
    const id = res.body.order.id
    const mails = await emailsAboutOrder(t.database.db, id, testMailShop(t))
    const confirmation = mails.find((m) => m.type === 'order-confirmation')
    expect(confirmation?.text).toContain("toque em 'Pagar novamente'")
    expect(logs.messages('error').join(' ')).toContain(
      `cobrança PIX do pedido #${id.slice(0, 8)} não criada`,
    )

    // Down again: 409 with the same message, and nothing changes.
    chargeAnswers(outage, outage, outage)
    const down = await customer.post(`/api/orders/${id}/retry-payment`)
    expect(down.status).toBe(409)
    expect(JSON.stringify(down.body)).toContain('Não foi possível gerar o código PIX agora')
    expect(await orderRow(id)).toMatchObject({
      status: 'pendente',
      pixCharge: 'failed',
      pixAttempt: 2,
    })

    const sent = chargeAnswers(created(5550003))
    const retry = await customer.post<{ pix: Placed['order']['pix'] }>(
      `/api/orders/${id}/retry-payment`,
    )
    expect(retry.status).toBe(200)
    expect(sent[0]!.idempotencyKey).toBe(`pix-${id}-3`)
    expect(retry.body.pix).toMatchObject({ code: QR, amountCents: 17091 })
    // One confirmation only: the one sent after the first attempt.
    const after = await emailsAboutOrder(t.database.db, id, testMailShop(t))
    expect(after.filter((m) => m.type === 'order-confirmation')).toHaveLength(1)
    logs.restore()
  })

  it('falls back to the static BR Code (PIX_KEY) when the account has no PIX key, saying so in the log', async () => {
    const logs = captureLogs()
    chargeAnswers({
      status: 400,
      body: () => ({
        message: 'Collector user without key enabled for QR render',
        error: 'bad_request',
        status: 400,
        cause: [{ code: 13253, description: 'Collector user without key enabled for QR render' }],
      }),
    })
    const res = await placePix()
    expect(res.status).toBe(201)
    expect(res.body.order).toMatchObject({ pixStatus: 'static', paymentError: null })
    expect(res.body.order.pix?.code).toMatch(/^000201.*pix@loja\.com\.br.*6304[0-9A-F]{4}$/)
    expect(res.body.order.pix?.expiresAt).toBeNull()
    expect(logs.messages('warn').join(' ')).toContain(
      'a conta do Mercado Pago não tem chave PIX cadastrada',
    )
    // A static order stays static: 'Pagar novamente' gives the same code and asks nobody.
    const again = await customer.post<{ pixCode: string }>(
      `/api/orders/${res.body.order.id}/retry-payment`,
    )
    expect(again.body.pixCode).toBe(res.body.order.pix?.code)
    logs.restore()
  })

  it("'Pagar novamente' after the charge expired makes a new one (attempt 2), never two live", async () => {
    chargeAnswers(created(5550010))
    const { body } = await placePix()
    // The first charge's time ran out (the job has not cancelled the order yet).
    await t.database.db
      .update(orders)
      .set({ pixExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, body.order.id))
    const sent = chargeAnswers(created(5550011))
    const retry = await customer.post<{ pix: Placed['order']['pix'] }>(
      `/api/orders/${body.order.id}/retry-payment`,
    )
    expect(retry.status).toBe(200)
    expect(sent.map((request) => request.idempotencyKey)).toEqual([`pix-${body.order.id}-2`])
    expect(await orderRow(body.order.id)).toMatchObject({
      pixCharge: 'live',
      pixAttempt: 2,
      pixPaymentId: '5550011',
      mercadoPagoPaymentId: '5550011',
    })
    // The same again right away: the new charge, no third one.
    const again = await customer.post<{ pix: Placed['order']['pix'] }>(
      `/api/orders/${body.order.id}/retry-payment`,
    )
    expect(again.body.pix).toEqual(retry.body.pix)
  })
})

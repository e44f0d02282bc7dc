import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { formatBRL } from '#domain/money.ts'
import { orderPaymentRefusals, orders } from '#server/db/schema/orders.ts'
import { insertProducts } from '#server/modules/products/product-repository.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { registerBuyer } from '#server/testing/admin-order-fixtures.ts'
import { emailsAboutOrder } from '#server/testing/email-fixtures.ts'
import { ADDRESS, type TestClient } from '#server/testing/test-client.ts'
import type { PaymentProvider, ProviderPayment } from './provider.ts'

// Issue 36: a refused card payment is told to the customer, once per refused payment id, however
// Mercado Pago's news comes (the webhook, here without MP_WEBHOOK_SECRET, reads each payment from
// a stand-in for Mercado Pago's API): replayed, at once, stale, or after the order was paid.
const known = new Map<string, ProviderPayment>()
const provider: PaymentProvider = {
  createPreference: vi.fn(async (req) => ({
    provider: 'mercadopago' as const,
    preferenceId: `pref-${req.orderId}`,
    checkoutUrl: `https://mercadopago.example/checkout/pref-${req.orderId}`,
    publicKey: null,
  })),
  getPayment: vi.fn(async (id: string) => known.get(id) ?? null),
}

let f: AdminFixture
let volante: string
beforeAll(async () => {
  f = await adminFixture({}, { paymentProvider: provider })
  const [product] = await insertProducts(f.t.database.db, [
    { name: 'Capa de Volante', priceCents: 18990, description: 'd', image: '/v.svg', stock: 1000 },
  ])
  volante = product!.id
})
afterAll(() => f.t.close())

/** A card order placed through checkout by `client` (the fixture's customer unless told); its id. */
async function cardOrder(client: TestClient = f.customer) {
  const res = await client.post<{ order: { id: string } }>('/api/orders', {
    items: [{ productId: volante, quantity: 1 }],
    address: ADDRESS,
    paymentMethod: 'mercadopago',
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.order.id
}

/** Mercado Pago's news of payment `id` (now `status`) for the order, delivered to the webhook. */
async function deliver(orderId: string, id: string, status: string) {
  known.set(id, { id, status, orderId, methodId: 'visa' })
  const res = await f.t.app.request(`/api/webhooks/mercadopago?data.id=${id}&type=payment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'payment.updated', type: 'payment', data: { id } }),
  })
  expect(res.status).toBe(200)
}

/** The customer's emails about the order after its confirmation, oldest first. */
async function customerEmails(id: string) {
  const emails = await emailsAboutOrder(f.t.database.db, id, f.t.config)
  return emails.filter((e) => e.type !== 'order-confirmation' && e.type !== 'new-order')
}

async function orderRow(id: string) {
  const [order] = await f.t.database.db.select().from(orders).where(eq(orders.id, id))
  return order!
}

async function refusalsOf(id: string) {
  const rows = await f.t.database.db
    .select({ paymentId: orderPaymentRefusals.paymentId })
    .from(orderPaymentRefusals)
    .where(eq(orderPaymentRefusals.orderId, id))
  return rows.map((r) => r.paymentId).sort()
}

describe('a refused card payment and the customer email', () => {
  it('refused, delivered twice and three times at once: one email, with the link to retry', async () => {
    const id = await cardOrder()
    await deliver(id, '9101', 'rejected')
    await deliver(id, '9101', 'rejected')
    await Promise.all([1, 2, 3].map(() => deliver(id, '9101', 'rejected')))
    const emails = await customerEmails(id)
    expect(emails.map((e) => [e.type, e.to])).toEqual([['payment-refused', 'cliente@exemplo.com']])
    const [email] = emails
    expect(email!.subject).toBe(`Pagamento recusado: pedido #${id.slice(0, 8)} - Vitrine Teste`)
    expect(email!.text).toContain('Olá, Maria da Silva!')
    const total = formatBRL((await orderRow(id)).totalCents)
    expect(email!.text).toContain(`O pagamento com cartão de ${total} do seu pedido`)
    expect(email!.text).toContain(
      `Tentar pagamento novamente:\n${f.t.config.publicUrl}/orders#pedido-${id}`,
    )
    // The order still waits for its payment: the customer may try again.
    expect(await orderRow(id)).toMatchObject({
      status: 'processando',
      paymentStatus: 'rejected',
      mercadoPagoPaymentId: '9101',
    })
    expect(await refusalsOf(id)).toEqual(['9101'])
  })

  it('two different payments refused: two emails; the first one delivered again late: none', async () => {
    const id = await cardOrder()
    await deliver(id, '9201', 'rejected')
    await deliver(id, '9202', 'rejected')
    await deliver(id, '9201', 'rejected')
    const emails = await customerEmails(id)
    expect(emails.map((e) => e.type)).toEqual(['payment-refused', 'payment-refused'])
    expect(await refusalsOf(id)).toEqual(['9201', '9202'])
  })

  it('refused after it was approved (out of order): nothing sent, nothing changed', async () => {
    const id = await cardOrder()
    await deliver(id, '9301', 'approved')
    await deliver(id, '9301', 'rejected')
    await deliver(id, '9302', 'rejected')
    const emails = await customerEmails(id)
    expect(emails.map((e) => e.type)).toEqual(['payment-confirmed'])
    expect(await orderRow(id)).toMatchObject({
      status: 'pago',
      paymentStatus: 'approved',
      mercadoPagoPaymentId: '9301',
    })
    expect(await refusalsOf(id)).toEqual([])
  })

  it('refused, then another payment approved: one refusal email, then Pagamento confirmado', async () => {
    const id = await cardOrder()
    await deliver(id, '9401', 'rejected')
    await deliver(id, '9402', 'approved')
    await deliver(id, '9401', 'rejected')
    const emails = await customerEmails(id)
    expect(emails.map((e) => e.type)).toEqual(['payment-refused', 'payment-confirmed'])
  })

  it('a payment Mercado Pago cancelled is no refusal: the cancellation email only', async () => {
    const id = await cardOrder()
    await deliver(id, '9501', 'cancelled')
    expect((await customerEmails(id)).map((e) => e.type)).toEqual(['cancelled'])
    expect(await refusalsOf(id)).toEqual([])
  })

  it('refused once the account was deleted: no email, and nothing marked as told', async () => {
    const buyer = await registerBuyer(f.t, 'recusada@exemplo.com', 'Conta Apagada')
    const id = await cardOrder(buyer.client)
    const deleted = await f.admin.request('DELETE', `/api/admin/users/${buyer.id}`)
    expect(deleted.status).toBe(204)
    await deliver(id, '9601', 'rejected')
    expect(await customerEmails(id)).toEqual([])
    expect(await refusalsOf(id)).toEqual([])
    expect((await orderRow(id)).paymentStatus).toBe('rejected')
  })
})

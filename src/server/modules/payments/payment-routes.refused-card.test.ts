import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { formatDateTime } from '#domain/dates.ts'
import { formatBRL } from '#domain/money.ts'
import { orderPaymentRefusals } from '#server/db/schema/order-payment-refusals.ts'
import { orders } from '#server/db/schema/orders.ts'
import { useCardNewsShop } from '#server/testing/card-news-fixtures.ts'
import { registerBuyer } from '#server/testing/admin-order-fixtures.ts'
import { emailsAboutOrder } from '#server/testing/email-fixtures.ts'
import { testMailShop } from '#server/testing/shop-settings-fixtures.ts'

// Decision 027: a refused card payment is told to the customer, once per refused payment id, however
// Mercado Pago's news comes (the webhook, here without MP_WEBHOOK_SECRET, reads each payment from
// a stand-in for Mercado Pago's API): replayed, at once, stale, or after the order was paid.
const shop = useCardNewsShop()
const { cardOrder } = shop
/** Mercado Pago's news of a card payment (visa) for the order, delivered to the webhook. */
const deliver = (orderId: string, id: string, status: string) =>
  shop.deliver(orderId, id, status, { methodId: 'visa' })

/** The customer's emails about the order after its confirmation, oldest first. */
async function customerEmails(id: string) {
  const emails = await emailsAboutOrder(shop.f.t.database.db, id, testMailShop(shop.f.t))
  // The owner's emails aside ('Novo pedido', and 'Pagamento confirmado — pronto para preparar').
  const owners = new Set(['order-confirmation', 'new-order', 'order-paid-owner'])
  return emails.filter((e) => !owners.has(e.type))
}

async function orderRow(id: string) {
  const [order] = await shop.f.t.database.db.select().from(orders).where(eq(orders.id, id))
  return order!
}

async function refusalsOf(id: string) {
  const rows = await shop.f.t.database.db
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
    const row = await orderRow(id)
    const total = formatBRL(row.totalCents)
    expect(email!.text).toContain(`O pagamento com cartão de ${total} do seu pedido`)
    // Until when the order waits for another try: its card checkout's end (decision 027).
    expect(row.cardExpiresAt).not.toBeNull()
    expect(email!.text).toContain(
      `O pedido fica reservado para você até ${formatDateTime(row.cardExpiresAt!)} (horário de Brasília).`,
    )
    expect(email!.text).toContain(
      `Tentar pagamento novamente:\n${shop.f.t.config.publicUrl}/orders#pedido-${id}`,
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
    const buyer = await registerBuyer(shop.f.t, 'recusada@exemplo.com', 'Conta Apagada')
    const id = await cardOrder(buyer.client)
    const deleted = await shop.f.admin.request('DELETE', `/api/admin/users/${buyer.id}`)
    expect(deleted.status).toBe(204)
    await deliver(id, '9601', 'rejected')
    expect(await customerEmails(id)).toEqual([])
    expect(await refusalsOf(id)).toEqual([])
    expect((await orderRow(id)).paymentStatus).toBe('rejected')
  })
})

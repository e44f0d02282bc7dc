import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { formatBRL } from '#domain/money.ts'
import { orders } from '#server/db/schema/orders.ts'
import { useCardNewsShop } from '#server/testing/card-news-fixtures.ts'
import { emailsAboutOrder } from '#server/testing/email-fixtures.ts'
import { testMailShop } from '#server/testing/shop-settings-fixtures.ts'

// What the customer of a card order hears from Mercado Pago's news (the webhook, here without
// MP_WEBHOOK_SECRET, reads each payment from a stand-in for Mercado Pago's API) and from the owner.
const shop = useCardNewsShop()
const { cardOrder, deliver } = shop

async function customerEmails(id: string) {
  const emails = await emailsAboutOrder(shop.f.t.database.db, id, testMailShop(shop.f.t))
  return emails.filter((e) => e.to === 'cliente@exemplo.com' && e.type !== 'order-confirmation')
}

async function totalOf(id: string) {
  const [order] = await shop.f.t.database.db.select().from(orders).where(eq(orders.id, id))
  return formatBRL(order!.totalCents)
}

describe('card payments and the customer emails', () => {
  it('an approval delivered twice, and three times at once: one Pagamento confirmado', async () => {
    const id = await cardOrder()
    await deliver(id, '9001', 'approved')
    await deliver(id, '9001', 'approved')
    await Promise.all([1, 2, 3].map(() => deliver(id, '9001', 'approved')))
    const emails = await customerEmails(id)
    expect(emails.map((e) => e.type)).toEqual(['payment-confirmed'])
    expect(emails[0]!.subject).toMatch(/^Pagamento confirmado: pedido #[0-9a-f]{8}/)
    expect(emails[0]!.text).toContain('Olá, Maria da Silva!')
    expect(emails[0]!.text).toContain(`Recebemos o pagamento de ${await totalOf(id)}`)
    expect(emails[0]!.text).toContain('Forma de pagamento: Mercado Pago')
  })

  it('refunded at Mercado Pago after it was paid: cancelled, one Reembolso feito and no Pedido cancelado', async () => {
    const id = await cardOrder()
    await deliver(id, '9002', 'approved')
    await deliver(id, '9002', 'refunded')
    await deliver(id, '9002', 'refunded')
    const emails = await customerEmails(id)
    expect(emails.map((e) => e.type)).toEqual(['payment-confirmed', 'refund-made'])
    expect(emails[1]!.text).toContain(`Devolvemos ${await totalOf(id)} referentes ao pedido`)
    expect(emails[1]!.text).toContain('O pedido foi cancelado.')
    expect(emails[1]!.text).toContain('o estorno aparece na fatura')
  })

  it('a chargeback is no refund of the shop: Pedido cancelado, the amount returned by Mercado Pago', async () => {
    const id = await cardOrder()
    await deliver(id, '9012', 'approved')
    await deliver(id, '9012', 'charged_back')
    const emails = await customerEmails(id)
    expect(emails.map((e) => e.type)).toEqual(['payment-confirmed', 'cancelled'])
    expect(emails[1]!.text).toContain(
      `O valor de ${await totalOf(id)} foi devolvido pelo Mercado Pago, para o mesmo cartão ou conta usado no pagamento.`,
    )
  })

  it('paid by card, cancelled by the owner: the shop will return the amount to the card', async () => {
    const id = await cardOrder()
    await deliver(id, '9003', 'approved')
    const res = await shop.f.admin.request('PATCH', `/api/admin/orders/${id}/status`, {
      status: 'cancelado',
    })
    expect(res.status).toBe(200)
    const cancelled = (await customerEmails(id)).find((e) => e.type === 'cancelled')!
    expect(cancelled.text).toContain(
      `vamos devolver o valor de ${await totalOf(id)} pelo Mercado Pago, para o mesmo cartão usado na compra`,
    )
    expect(cancelled.text).toContain('A devolução é feita pela nossa equipe')
    // No SHOP_WHATSAPP in this shop: the customer answers the email.
    expect(cancelled.text).toContain('é só responder a este email')
  })

  it('a payment Mercado Pago cancelled (never approved): nothing was charged', async () => {
    const id = await cardOrder()
    await deliver(id, '9004', 'cancelled')
    const emails = await customerEmails(id)
    expect(emails.map((e) => e.type)).toEqual(['cancelled'])
    expect(emails[0]!.text).toContain('Nenhum valor foi cobrado por este pedido.')
    expect(emails[0]!.text).not.toContain('PIX')
  })

  it('cancelled unpaid, then paid after all (reopened): Pagamento confirmado, the first time', async () => {
    const id = await cardOrder()
    const res = await shop.f.admin.request('PATCH', `/api/admin/orders/${id}/status`, {
      status: 'cancelado',
    })
    expect(res.status).toBe(200)
    await deliver(id, '9005', 'approved')
    const emails = await customerEmails(id)
    expect(emails.map((e) => e.type)).toEqual(['cancelled', 'payment-confirmed'])
    expect(emails[0]!.text).toContain('Nenhum valor foi cobrado por este pedido.')
  })
})

import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { orders } from '#server/db/schema/orders.ts'
import { applyPaymentStatus } from '#server/modules/payments/apply-payment.ts'
import { SimulatedPaymentProvider } from '#server/modules/payments/providers/simulated-provider.ts'
import { emailsAboutOrder } from '#server/testing/email-fixtures.ts'
import { testMailShop, testOrderMail } from '#server/testing/shop-settings-fixtures.ts'
import { useWithdrawalShop } from '#server/testing/withdrawal-fixtures.ts'

// 'Reembolsar' and 'Reembolso feito por PIX' (decision 039) with the simulated provider, the one a shop
// without Mercado Pago (and every offline test) has: it refunds any payment, moving no money.
const simulated = new SimulatedPaymentProvider()
const refundPayment = vi.fn(simulated.refundPayment.bind(simulated))
const shop = useWithdrawalShop({
  paymentProvider: {
    createPreference: (req) => simulated.createPreference(req),
    getPayment: (id) => simulated.getPayment(id),
    createPixCharge: (req) => simulated.createPixCharge(req),
    refundPayment,
  },
})

/** A PIX order paid through the provider (its payment approved), moved on by the owner. */
async function paidByProvider(...statuses: string[]) {
  const id = await shop.order()
  const payment = { id: `sim-pay-${id}-1-approved`, status: 'approved' }
  await applyPaymentStatus(shop.db, id, payment, testOrderMail(shop.f.t.config))
  for (const status of statuses) {
    await shop.f.admin.request('PATCH', `/api/admin/orders/${id}/status`, { status })
  }
  return id
}

const refund = (id: string) => shop.f.admin.request('POST', `/api/admin/orders/${id}/refund`)
const refundByPix = (id: string) =>
  shop.f.admin.request('POST', `/api/admin/orders/${id}/refund/pix`)
const errorOf = (res: { body: unknown }) =>
  (res.body as { error: { code: string; message: string } }).error

async function row(id: string) {
  const [order] = await shop.db.select().from(orders).where(eq(orders.id, id))
  return order!
}

async function customerEmails(id: string) {
  const emails = await emailsAboutOrder(shop.db, id, testMailShop(shop.f.t))
  return emails.filter((e) => e.to === 'cliente@exemplo.com').map((e) => e.type)
}

describe("'Reembolsar' through the provider", () => {
  it('gives the whole amount back once: the order cancelled, its units back, one Reembolso feito', async () => {
    const stock = await shop.f.stockOf(shop.product)
    const id = await paidByProvider()
    expect((await shop.adminOrder(id)).refundOption).toBe('provider')
    refundPayment.mockClear()

    const res = await refund(id)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const detail = (res.body as { order: Awaited<ReturnType<typeof shop.adminOrder>> }).order
    expect(detail.status).toBe('cancelado')
    expect(detail.refund).toMatchObject({ via: 'mercadopago', state: 'done', refusal: null })
    expect(detail.refund?.amountCents).toBe(detail.totalCents)
    expect(detail.refundOption).toBeNull()
    expect(refundPayment).toHaveBeenCalledExactlyOnceWith(
      `sim-pay-${id}-1-approved`,
      `refund-${id}-1`,
    )
    // Refunded before it shipped: the two held units are on the shelf again.
    expect(await shop.f.stockOf(shop.product)).toBe(stock)
    expect((await row(id)).paymentStatus).toBe('refunded')
    // One e-mail says both: no 'Pedido cancelado' beside 'Reembolso feito'.
    expect(await customerEmails(id)).toEqual([
      'order-confirmation',
      'payment-confirmed',
      'refund-made',
    ])

    const again = await refund(id)
    expect(again.status).toBe(409)
    expect(errorOf(again)).toEqual({
      code: 'refund-done',
      message: 'Este pedido já foi reembolsado.',
    })
    expect(refundPayment).toHaveBeenCalledTimes(1)
  })

  it('two clicks at once: one refund asked, the other refused', async () => {
    const id = await paidByProvider('enviado')
    refundPayment.mockClear()
    const answers = await Promise.all([refund(id), refund(id)])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    const refused = answers.find((a) => a.status === 409)!
    expect(['refund-in-progress', 'refund-done']).toContain(errorOf(refused).code)
    expect(refundPayment).toHaveBeenCalledTimes(1)
    expect(await customerEmails(id)).toContain('refund-made')
    expect((await customerEmails(id)).filter((t) => t === 'refund-made')).toHaveLength(1)
  })

  it('an order nobody paid, or one paid by hand: nothing asked of the provider', async () => {
    refundPayment.mockClear()
    const unpaid = await shop.order()
    const res = await refund(unpaid)
    expect(res.status).toBe(409)
    expect(errorOf(res)).toEqual({
      code: 'refund-not-paid',
      message: 'Este pedido não tem pagamento para reembolsar.',
    })
    const byHand = await shop.order('pago')
    expect(errorOf(await refund(byHand)).code).toBe('refund-use-manual')
    expect(refundPayment).not.toHaveBeenCalled()
    expect((await row(unpaid)).status).toBe('pendente')
    expect((await shop.adminOrder(byHand)).refund).toBeNull()
  })
})

describe("'Reembolso feito por PIX'", () => {
  it('records the PIX the owner sent back: cancelled, Reembolso feito once, then refused', async () => {
    const id = await shop.order('pago', 'enviado')
    expect((await shop.adminOrder(id)).refundOption).toBe('manual-pix')
    const res = await refundByPix(id)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const detail = await shop.adminOrder(id)
    expect(detail.status).toBe('cancelado')
    expect(detail.refund).toMatchObject({ via: 'pix-manual', state: 'done' })
    expect(detail.timeline.at(-1)).toMatchObject({ toStatus: 'cancelado', actor: 'owner' })
    expect(await customerEmails(id)).toEqual([
      'order-confirmation',
      'payment-confirmed',
      'shipped',
      'refund-made',
    ])
    expect(errorOf(await refundByPix(id)).code).toBe('refund-done')
    expect(errorOf(await refund(id)).code).toBe('refund-done')
  })

  it('refused on an order paid through the provider, or never paid', async () => {
    const provider = await paidByProvider()
    const res = await refundByPix(provider)
    expect(res.status).toBe(409)
    expect(errorOf(res)).toEqual({
      code: 'refund-use-provider',
      message: 'Este pedido foi pago pelo Mercado Pago: use "Reembolsar".',
    })
    expect(errorOf(await refundByPix(await shop.order())).code).toBe('refund-not-paid')
    expect((await row(provider)).status).toBe('pago')
  })
})

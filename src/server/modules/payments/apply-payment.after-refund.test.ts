import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderRefunds } from '#server/db/schema/order-refunds.ts'
import { insertProducts } from '#server/modules/products/product-repository.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { emailsAboutOrder } from '#server/testing/email-fixtures.ts'
import {
  MP_TEST_ENV,
  preferenceFake,
  useMercadoPagoFake,
} from '#server/testing/mercado-pago-fake.ts'
import { refundFake } from '#server/testing/mercado-pago-refund-fake.ts'
import { readOrder, stockOf } from '#server/testing/payment-fixtures.ts'
import { testMailShop, testOrderMail } from '#server/testing/shop-settings-fixtures.ts'
import { applyPaymentStatus } from './apply-payment.ts'

/**
 * Money after a refund (decision 041): after 'Reembolsar' on a card order its Mercado Pago checkout
 * stayed open until the next job round, and a second approved payment reopened the refunded order
 * as 'pago' (its units taken again), both refund buttons then answering 'Este pedido já foi
 * reembolsado.' Now the checkout ends with the refund, and money that reaches a refunded order
 * takes the refund-due branch: no reopening, no units, the owners e-mailed.
 */
const mercadoPago = useMercadoPagoFake()
const preferences = preferenceFake(mercadoPago)
const { refundAnswers, created } = refundFake(mercadoPago)

let f: AdminFixture
let productId: string
beforeAll(async () => {
  f = await adminFixture(MP_TEST_ENV)
  const [product] = await insertProducts(f.t.database.db, [
    { name: 'Capa de Volante', priceCents: 10000, description: 'd', image: '/t.svg', stock: 10 },
  ])
  productId = product!.id
})
afterAll(() => f.t.close())

const db = () => f.t.database.db
let paymentSeq = 90_000
const approve = (orderId: string, id = String(++paymentSeq)) =>
  applyPaymentStatus(
    db(),
    orderId,
    { id, status: 'approved', amountCents: 10000 },
    testOrderMail(f.t.config),
  )

/** A card order placed through the checkout (its preference open) and paid. */
async function paidCardOrder() {
  preferences.acceptPreferences()
  const id = await f.placeOrder([{ productId, quantity: 1 }], 'mercadopago')
  await approve(id)
  expect(await readOrder(db(), id)).toMatchObject({ status: 'pago' })
  return readOrder(db(), id)
}

const ownerEmails = async (orderId: string) =>
  (await emailsAboutOrder(db(), orderId, testMailShop(f.t))).filter(
    (e) => e.to === 'dona@vitrine.test',
  )
const detail = async (id: string) =>
  (
    await f.admin.get<{ order: { refundOption: unknown; refundDue: boolean; refund: unknown } }>(
      `/api/admin/orders/${id}`,
    )
  ).body.order

describe("money after 'Reembolsar'", () => {
  it('ends the card checkout with the refund, and a second payment never reopens the order', async () => {
    const order = await paidCardOrder()
    const stockPaid = await stockOf(db(), productId)
    refundAnswers(created(7701, { amount: 100 }))
    preferences.expiryAnswers('accept')
    expect((await f.admin.request('POST', `/api/admin/orders/${order.id}/refund`)).status).toBe(200)
    // The preference ended at once, not at the next reconciliation round.
    expect(preferences.updated.map((u) => u.id)).toEqual([order.mercadoPagoPreferenceId])
    const refunded = await readOrder(db(), order.id)
    expect(refunded).toMatchObject({ status: 'cancelado', paymentStatus: 'refunded' })
    expect(refunded.preferenceExpiredAt).not.toBeNull()
    const stockRefunded = await stockOf(db(), productId)
    expect(stockRefunded).toBe(stockPaid! + 1)

    // A payment that still got through (a checkout open in another tab, a PIX paid late).
    expect(await approve(order.id)).toBe('changed')
    const after = await readOrder(db(), order.id)
    expect(after.status).toBe('cancelado')
    expect(after.refundDueAt).not.toBeNull()
    expect(await stockOf(db(), productId)).toBe(stockRefunded)
    const due = (await ownerEmails(order.id)).filter((e) => e.type === 'refund-due')
    expect(due).toHaveLength(1)
    expect(due[0]!.text).toContain('já foi reembolsado e está cancelado: ele não foi reaberto')
    // One refund row, done; no refund button that would answer 'já foi reembolsado'.
    const rows = await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))
    expect(rows.map((r) => r.state)).toEqual(['done'])
    expect(await detail(order.id)).toMatchObject({ refundOption: null, refundDue: true })
  })

  it("a refund made in Mercado Pago's own panel is the order's refund: later money does not reopen it either", async () => {
    const order = await paidCardOrder()
    const news = { id: order.mercadoPagoPaymentId!, status: 'refunded', amountCents: 10000 }
    await applyPaymentStatus(db(), order.id, news, testOrderMail(f.t.config))
    const rows = await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))
    expect(rows).toMatchObject([
      { via: 'mercadopago', state: 'done', amountCents: 10000, requestedBy: null },
    ])
    const stock = await stockOf(db(), productId)
    await approve(order.id)
    expect(await readOrder(db(), order.id)).toMatchObject({ status: 'cancelado' })
    expect(await stockOf(db(), productId)).toBe(stock)
  })

  it('money for a cancelled order never refunded still reopens it, as before', async () => {
    const order = await paidCardOrder()
    preferences.expiryAnswers('accept')
    await f.admin.request('PATCH', `/api/admin/orders/${order.id}/status`, { status: 'cancelado' })
    await approve(order.id)
    expect(await readOrder(db(), order.id)).toMatchObject({ status: 'pago', refundDueAt: null })
  })
})

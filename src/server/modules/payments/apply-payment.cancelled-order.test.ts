import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { emailOutbox } from '#server/db/schema/outbox.ts'
import { openTestDatabase } from '#server/testing/test-database.ts'
import {
  insertOrder,
  insertProduct,
  insertUser,
  PAYMENT_SHOP,
  readOrder,
  stockOf,
} from '#server/testing/payment-fixtures.ts'
import { applyPaymentStatus } from './apply-payment.ts'

let database: Database
let userId: string
let ownerEmail: string
beforeAll(async () => {
  database = await openTestDatabase()
  userId = (await insertUser(database.db)).id
  ownerEmail = (await insertUser(database.db, true)).email
})
afterAll(() => database.close())

const apply = (orderId: string, id: string, status: string) =>
  applyPaymentStatus(database.db, orderId, { id, status }, PAYMENT_SHOP)

/** A card order of 2 units, cancelled before payment: its units are back on the shelf. */
async function cancelledOrder(stockAfterCancel: number, paymentId: string) {
  const productId = await insertProduct(database.db, stockAfterCancel)
  const orderId = await insertOrder(database.db, {
    userId,
    status: 'cancelado',
    paymentStatus: 'cancelled',
    items: [{ productId, quantity: 2, unitsState: 'returned' }],
    totalCents: 9980,
  })
  await apply(orderId, paymentId, 'pending')
  return { productId, orderId }
}

const refundEmails = (orderId: string) =>
  database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.type, 'refund-due'))
    .then((rows) => rows.filter((r) => r.data.orderId === orderId))

describe('money that arrives for a cancelled order', () => {
  it('reopens it as pago when every unit can be taken again', async () => {
    const { productId, orderId } = await cancelledOrder(5, '20001')
    expect(await apply(orderId, '20001', 'approved')).toBe('changed')
    expect(await readOrder(database.db, orderId)).toMatchObject({
      status: 'pago',
      paymentStatus: 'approved',
      refundDueAt: null,
    })
    expect(await stockOf(database.db, productId)).toBe(3)
    expect(await refundEmails(orderId)).toEqual([])
  })

  it('keeps it cancelled, marks it for refund and emails the owner when a unit is gone', async () => {
    const { productId, orderId } = await cancelledOrder(1, '20002')
    expect(await apply(orderId, '20002', 'approved')).toBe('changed')
    const order = await readOrder(database.db, orderId)
    expect(order).toMatchObject({ status: 'cancelado', paymentStatus: 'approved' })
    expect(order.refundDueAt).toBeInstanceOf(Date)
    expect(await stockOf(database.db, productId)).toBe(1)
    const [email] = await refundEmails(orderId)
    expect(email).toMatchObject({ to: ownerEmail, data: { paymentId: '20002' } })
    expect(email?.subject).toContain('reembolse')

    // The same notification again: nothing more, not even when stock came back meanwhile.
    expect(await apply(orderId, '20002', 'approved')).toBe('unchanged')
    expect(await refundEmails(orderId)).toHaveLength(1)

    // The refund made at Mercado Pago settles it.
    expect(await apply(orderId, '20002', 'refunded')).toBe('changed')
    expect(await readOrder(database.db, orderId)).toMatchObject({
      status: 'cancelado',
      paymentStatus: 'refunded',
      refundDueAt: null,
    })
    expect(await stockOf(database.db, productId)).toBe(1)
  })
})

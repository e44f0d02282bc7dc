import { and, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { isUuid } from '#server/db/ids.ts'
import { orderRefunds } from '#server/db/schema/order-refunds.ts'
import { orders } from '#server/db/schema/orders.ts'
import { emailOutbox } from '#server/db/schema/outbox.ts'
import type { OrderPaymentState } from '#domain/orders/payment-transition.ts'

/**
 * The order's money went back (the payment says 'refunded', decision 039), whatever the refund's last
 * answer was: still processing ('in_process', a PIX at the central bank), a timeout that went
 * through after all, a refusal followed by a refund in Mercado Pago's own panel, or no refund
 * asked from the panel at all (one made in that panel). The order's one refund row says 'done'
 * from now (created for a refund the panel never asked), so the owner's page says 'Reembolsado em
 * …' and money that reaches the order later never reopens it (decision 041).
 */
export async function settleAskedRefund(
  db: Db,
  orderId: string,
  payment: { id: string; amountCents: number },
) {
  if (payment.amountCents <= 0) return
  await db
    .insert(orderRefunds)
    .values({
      orderId,
      via: 'mercadopago',
      state: 'done',
      amountCents: payment.amountCents,
      paymentId: payment.id,
      // Dated when written, under the order's lock, like the status change beside it (decision 044).
      finishedAt: sql`clock_timestamp()`,
    })
    .onConflictDoUpdate({
      target: orderRefunds.orderId,
      set: { state: 'done', refusal: null, finishedAt: sql`clock_timestamp()` },
      setWhere: ne(orderRefunds.state, 'done'),
    })
}

/** The order's payment fields, its row locked until the transaction ends. */
export async function lockOrderPayment(db: Db, orderId: string) {
  // An id from outside (a notification) that is not a uuid names no order; the cast would fail.
  if (!isUuid(orderId)) return undefined
  const rows = await db
    .select({
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      mercadoPagoPaymentId: orders.mercadoPagoPaymentId,
      totalCents: orders.totalCents,
      // Its money already went back: refunded from the panel or in Mercado Pago's (decision 041).
      refunded: sql<boolean>`exists (select 1 from ${orderRefunds} r where r.order_id = ${orders.id} and r.state = 'done')`,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update')
  return rows[0]
}

/**
 * The payment's fields only: the status is moveOrder's (order-lifecycle.ts), which moves the units
 * and tells the customer, and reads these fields to word the email.
 */
export async function setOrderPayment(
  db: Db,
  orderId: string,
  state: Omit<OrderPaymentState, 'status'>,
) {
  const moneyBack = state.paymentStatus === 'refunded' || state.paymentStatus === 'charged_back'
  await db
    .update(orders)
    // Money returned settles a refund that was due.
    .set({
      paymentStatus: state.paymentStatus,
      mercadoPagoPaymentId: state.mercadoPagoPaymentId,
      ...(moneyBack ? { refundDueAt: null } : {}),
      updatedAt: new Date(),
    })
    .where(eq(orders.id, orderId))
}

/** Money arrived for this cancelled order and it could not be reopened: the owner must refund it. */
export async function markRefundDue(db: Db, orderId: string) {
  await db
    .update(orders)
    .set({ refundDueAt: sql`now()`, updatedAt: new Date() })
    .where(eq(orders.id, orderId))
}

/**
 * Whether the owners were already told of this payment of another amount for the order: its email
 * is the record (the order keeps only the last payment reported, which later news replaces).
 */
export async function wasAmountMismatchTold(db: Db, orderId: string, paymentId: string) {
  const rows = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.type, 'payment-amount-mismatch'),
        sql`${emailOutbox.data}->>'orderId' = ${orderId}`,
        sql`${emailOutbox.data}->>'paymentId' = ${paymentId}`,
      ),
    )
    .limit(1)
  return rows.length > 0
}

/** The order a simulated checkout (card) or PIX page shows. */
export async function findOrderForPayment(db: Db, orderId: string) {
  if (!isUuid(orderId)) return undefined
  const rows = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      totalCents: orders.totalCents,
      mercadoPagoPaymentId: orders.mercadoPagoPaymentId,
      pixPaymentId: orders.pixPaymentId,
      paymentStatus: orders.paymentStatus,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
  return rows[0]
}

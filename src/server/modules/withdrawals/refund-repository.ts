import { and, eq, inArray, sql } from 'drizzle-orm'
import { PAID } from '#domain/orders/order-status.ts'
import type { RefundState, RefundVia } from '#domain/orders/refunds.ts'
import type { Db } from '#server/db/client.ts'
import { isUuid } from '#server/db/ids.ts'
import { orderRefunds } from '#server/db/schema/order-refunds.ts'
import { orders } from '#server/db/schema/orders.ts'
import { orderStatusChanges } from '#server/db/schema/order-history.ts'

/**
 * The order's money and its refund so far, the order's row locked until the transaction ends: two
 * 'Reembolsar' at once serialise here, and the second finds the first one's claim.
 */
export async function lockOrderForRefund(db: Db, orderId: string) {
  if (!isUuid(orderId)) return undefined
  const [order] = await db
    .select({
      id: orders.id,
      status: orders.status,
      totalCents: orders.totalCents,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      paymentId: orders.mercadoPagoPaymentId,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update')
  if (!order) return undefined
  const [refund] = await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId))
  const [paid] = await db
    .select({ id: orderStatusChanges.id })
    .from(orderStatusChanges)
    .where(and(eq(orderStatusChanges.orderId, orderId), inArray(orderStatusChanges.toStatus, PAID)))
    .limit(1)
  return { order, refund, wasPaid: paid !== undefined }
}

export interface RefundClaim {
  via: RefundVia
  state: RefundState
  attempt: number
  amountCents: number
  paymentId: string | null
  requestedBy: string | null
  at: Date
}

/** Writes the order's refund row (there is one per order), whatever it held before. */
export async function saveRefund(db: Db, orderId: string, claim: RefundClaim) {
  const row = {
    via: claim.via,
    state: claim.state,
    attempt: claim.attempt,
    amountCents: claim.amountCents,
    paymentId: claim.paymentId,
    providerRefundId: null,
    refusal: null,
    requestedAt: claim.at,
    requestedBy: claim.requestedBy,
    finishedAt: claim.state === 'done' ? claim.at : null,
  }
  await db
    .insert(orderRefunds)
    .values({ orderId, ...row })
    .onConflictDoUpdate({ target: orderRefunds.orderId, set: row })
}

/** The provider's answer to the attempt: the money went back, or why not. */
export async function finishRefund(
  db: Db,
  orderId: string,
  end: { state: 'done' | 'refused' | 'failed'; providerRefundId?: string; refusal?: string },
) {
  await db
    .update(orderRefunds)
    .set({
      state: end.state,
      providerRefundId: end.providerRefundId ?? null,
      refusal: end.refusal ?? null,
      finishedAt: sql`clock_timestamp()`,
    })
    .where(eq(orderRefunds.orderId, orderId))
}

/**
 * Mercado Pago took the refund and is still processing it ('in_process'): the claim stays
 * 'pending' with the refund's id until the payment's news says 'refunded' (settleAskedRefund), or
 * until the owner asks again after the claim's time, with the same key, for its state there. A
 * claim the news already settled stays settled.
 */
export async function awaitProviderRefund(db: Db, orderId: string, providerRefundId: string) {
  await db
    .update(orderRefunds)
    .set({ providerRefundId })
    .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.state, 'pending')))
}

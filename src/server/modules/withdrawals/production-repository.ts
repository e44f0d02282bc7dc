import { and, eq, isNotNull, sql } from 'drizzle-orm'
import { conflict } from '#domain/errors.ts'
import { AFTER_SALE_MESSAGES } from '#domain/withdrawal-messages.ts'
import type { Db } from '#server/db/client.ts'
import { isUuid } from '#server/db/ids.ts'
import { orderItems, orders } from '#server/db/schema/orders.ts'

/**
 * 'Produção iniciada' (issue 46): the owner started making the order's custom piece, so the
 * customer can no longer withdraw through the site (they see the date in /orders, and the returns
 * page says so). Once, on an order with custom work that is not cancelled; undefined when there is
 * no such order.
 */
export async function markProductionStarted(db: Db, orderId: string, at: Date) {
  if (!isUuid(orderId)) return undefined
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.status, startedAt: orders.productionStartedAt })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update')
    if (!order) return undefined
    if (order.status === 'cancelado') {
      throw conflict('order-cancelled', AFTER_SALE_MESSAGES.productionCancelled)
    }
    if (order.startedAt) throw conflict('production-already', AFTER_SALE_MESSAGES.productionAlready)
    const [custom] = await tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.termsAcceptance)))
      .limit(1)
    if (!custom) throw conflict('production-not-custom', AFTER_SALE_MESSAGES.productionNotCustom)
    await tx
      .update(orders)
      .set({ productionStartedAt: at, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId))
    return 'changed' as const
  })
}

import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { WithdrawalFacts, WithdrawalMode } from '#domain/orders/withdrawal.ts'
import { shippingFacts } from '#domain/orders/withdrawal-history.ts'
import type { Db } from '#server/db/client.ts'
import { users } from '#server/db/schema/accounts.ts'
import { orderItems, orders, shippingAddresses } from '#server/db/schema/orders.ts'
import { statusHistoryByOrder } from '#server/modules/orders/my-orders-repository.ts'

/**
 * The customer's order with what its withdrawal window needs, its row locked until the transaction
 * ends (two requests at once: the second finds the first one's). Undefined when it is not theirs.
 */
export async function lockOrderForWithdrawal(db: Db, userId: string, orderId: string) {
  const [order] = await db
    .select({
      id: orders.id,
      status: orders.status,
      totalCents: orders.totalCents,
      paymentMethod: orders.paymentMethod,
      shippingDate: orders.shippingDate,
      withdrawalRequestedAt: orders.withdrawalRequestedAt,
      withdrawalMode: orders.withdrawalMode,
      productionStartedAt: orders.productionStartedAt,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .for('update')
  if (!order) return undefined
  const [history, custom, buyer] = await Promise.all([
    statusHistoryByOrder(db, [orderId]),
    ordersWithCustomWork(db, [orderId]),
    orderBuyer(db, orderId),
  ])
  const facts: WithdrawalFacts = {
    status: order.status,
    ...shippingFacts(order.shippingDate, history.get(orderId) ?? []),
    requestedAt: order.withdrawalRequestedAt,
    mode: order.withdrawalMode,
    customWork: custom.has(orderId),
    productionStartedAt: order.productionStartedAt,
  }
  return { order, facts, buyer }
}

/** Whom to tell about the order: its buyer's e-mail and the name it ships to (either may be gone). */
export async function orderBuyer(db: Db, orderId: string) {
  const [buyer] = await db
    .select({ email: users.email, name: shippingAddresses.name })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(shippingAddresses, eq(shippingAddresses.orderId, orders.id))
    .where(eq(orders.id, orderId))
  return buyer
}

/** The orders among these with a line made from a custom project (its accepted terms kept). */
export async function ordersWithCustomWork(db: Db, orderIds: readonly string[]) {
  const rows = await db
    .selectDistinct({ orderId: orderItems.orderId })
    .from(orderItems)
    .where(and(inArray(orderItems.orderId, [...orderIds]), isNotNull(orderItems.termsAcceptance)))
  return new Set(rows.map((r) => r.orderId))
}

export async function recordWithdrawal(
  db: Db,
  orderId: string,
  request: { mode: WithdrawalMode; reason: string | null; at: Date },
) {
  await db
    .update(orders)
    .set({
      withdrawalRequestedAt: request.at,
      withdrawalMode: request.mode,
      withdrawalReason: request.reason,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, orderId))
}

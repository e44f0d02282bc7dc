import { and, eq } from 'drizzle-orm'
import type { OrderNotificationKind } from '#domain/orders/order-notifications.ts'
import type { Db } from '#server/db/client.ts'
import { users } from '#server/db/schema/accounts.ts'
import { orders, shippingAddresses } from '#server/db/schema/orders.ts'
import { orderNotifications } from '#server/db/schema/order-history.ts'

/**
 * Marks `kinds` as told for the order, and answers the ones THIS call marked. The primary key
 * (order_id, kind) decides: a second transaction inserting the same row, on this instance or
 * another, waits for the first to end and then inserts nothing, so only one of them sends.
 */
export async function markNotified(
  db: Db,
  orderId: string,
  kinds: readonly OrderNotificationKind[],
): Promise<OrderNotificationKind[]> {
  if (kinds.length === 0) return []
  const rows = await db
    .insert(orderNotifications)
    .values(kinds.map((kind) => ({ orderId, kind })))
    .onConflictDoNothing()
    .returning({ kind: orderNotifications.kind })
  return rows.map((r) => r.kind)
}

export async function wasNotified(
  db: Db,
  orderId: string,
  kind: OrderNotificationKind,
): Promise<boolean> {
  const rows = await db
    .select({ kind: orderNotifications.kind })
    .from(orderNotifications)
    .where(and(eq(orderNotifications.orderId, orderId), eq(orderNotifications.kind, kind)))
  return rows.length > 0
}

/**
 * What a customer's email about the order needs: the buyer's address (null once the account was
 * deleted), the name the order ships to, the money and the tracking code, as the transaction sees
 * them now.
 */
export async function findOrderForCustomerEmail(db: Db, orderId: string) {
  const rows = await db
    .select({
      id: orders.id,
      email: users.email,
      name: shippingAddresses.name,
      totalCents: orders.totalCents,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      trackingCode: orders.trackingCode,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(shippingAddresses, eq(shippingAddresses.orderId, orders.id))
    .where(eq(orders.id, orderId))
  return rows[0]
}

export type OrderForCustomerEmail = NonNullable<
  Awaited<ReturnType<typeof findOrderForCustomerEmail>>
>

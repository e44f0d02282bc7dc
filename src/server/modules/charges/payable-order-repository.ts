import { and, eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { isUuid } from '#server/db/ids.ts'
import { orderItems, orders } from '#server/db/schema/orders.ts'

// The order a payment is for: read by the customer's routes, charged, and given a card checkout.

export type OrderRow = typeof orders.$inferSelect

/** The order if it belongs to this customer; another's is as unknown as a missing one. */
export async function findCustomerOrder(db: Db, id: string, userId: string) {
  if (!isUuid(id)) return undefined
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)))
  return rows[0]
}

export function findOrderItems(db: Db, orderId: string) {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId))
}

/** The order's current card preference and when it stops taking payments (a new one is open). */
export async function setPreferenceId(
  db: Db,
  orderId: string,
  preferenceId: string,
  expiresAt: Date,
) {
  await db
    .update(orders)
    .set({
      mercadoPagoPreferenceId: preferenceId,
      cardExpiresAt: expiresAt,
      preferenceExpiredAt: null,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, orderId))
}

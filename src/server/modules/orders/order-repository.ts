import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { isUuid } from '#server/db/ids.ts'
import { orderItems, orders, shippingAddresses } from '#server/db/schema/orders.ts'

export type OrderRow = typeof orders.$inferSelect

export async function insertOrder(db: Db, order: typeof orders.$inferInsert): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(order).returning()
  if (!row) throw new Error('insert into orders returned no row')
  return row
}

export async function insertShippingAddress(
  db: Db,
  address: typeof shippingAddresses.$inferInsert,
) {
  await db.insert(shippingAddresses).values(address)
}

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

/** The order this customer's checkout attempt placed, if any. */
export async function findOrderByAttempt(db: Db, userId: string, key: string) {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
  return rows[0]
}

/**
 * Serialises the requests of one checkout attempt until the transaction ends: the second waits for
 * the first to commit, then finds its order (the unique index on the key is the last guard).
 */
export async function lockCheckoutAttempt(db: Db, userId: string, key: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${userId}:${key}`}, 0))`)
}

import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { orders, shippingAddresses } from '#server/db/schema/orders.ts'
import type { OrderRow } from '#server/modules/charges/payable-order-repository.ts'

// An order's rows written one by one (tests and fixtures: the checkout writes its sale in ONE
// statement, place-order-repository.ts), and the lookup and lock of a checkout attempt.

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

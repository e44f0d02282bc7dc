import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { isUuid } from '#server/db/ids.ts'
import { products } from '#server/db/schema/catalog.ts'
import { orderItems, orders, shippingAddresses } from '#server/db/schema/orders.ts'

export type OrderRow = typeof orders.$inferSelect

/** The catalog products among `ids`: a project made for one client cannot be bought again. */
export function findProductsByIds(db: Db, ids: string[]) {
  return db
    .select()
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.madeForClient, false)))
}

/**
 * Takes `quantity` units if, and only if, that many are in stock: the row lock and the guard make
 * concurrent checkouts unable to oversell. False when there are not enough.
 */
export async function takeStock(db: Db, productId: string, quantity: number): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}`, updatedAt: new Date() })
    .where(and(eq(products.id, productId), gte(products.stock, quantity)))
    .returning({ id: products.id })
  return rows.length === 1
}

export async function insertOrder(db: Db, order: typeof orders.$inferInsert): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(order).returning()
  if (!row) throw new Error('insert into orders returned no row')
  return row
}

export async function insertOrderItems(db: Db, items: (typeof orderItems.$inferInsert)[]) {
  await db.insert(orderItems).values(items)
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

export async function setPreferenceId(db: Db, orderId: string, preferenceId: string) {
  await db
    .update(orders)
    .set({ mercadoPagoPreferenceId: preferenceId, updatedAt: new Date() })
    .where(eq(orders.id, orderId))
}

/**
 * Puts a cancelled unpaid order's units back on the shelf (made-to-order ones were never taken).
 * Once in the order's life: cancelling it again after a reopening returns nothing more.
 */
export async function returnOrderStock(db: Db, orderId: string): Promise<boolean> {
  const claimed = await db
    .update(orders)
    .set({ stockReturnedAt: new Date() })
    .where(and(eq(orders.id, orderId), isNull(orders.stockReturnedAt)))
    .returning({ id: orders.id })
  if (claimed.length === 0) return false
  const taken = db
    .select({
      productId: orderItems.productId,
      quantity: sql<number>`sum(${orderItems.quantity})::int`.as('quantity'),
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .groupBy(orderItems.productId)
    .as('taken')
  await db
    .update(products)
    .set({ stock: sql`${products.stock} + ${taken.quantity}`, updatedAt: new Date() })
    .from(taken)
    .where(and(eq(products.id, taken.productId), eq(products.isCustomOrder, false)))
  return true
}

import { and, eq, gte, inArray, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { products } from '#server/db/schema/catalog.ts'
import { orderItems, orders, shippingAddresses } from '#server/db/schema/orders.ts'

export type OrderRow = typeof orders.$inferSelect

export function findProductsByIds(db: Db, ids: string[]) {
  return db.select().from(products).where(inArray(products.id, ids))
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

export async function setPixCode(db: Db, orderId: string, pixCode: string) {
  await db.update(orders).set({ pixCode }).where(eq(orders.id, orderId))
}

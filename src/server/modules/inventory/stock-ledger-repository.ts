import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm'
import type { StockMovementReason } from '#domain/stock-ledger.ts'
import type { StockReading } from '#server/catalog-cache/stock-map.ts'
import type { Db } from '#server/db/client.ts'
import { users } from '#server/db/schema/accounts.ts'
import { products } from '#server/db/schema/catalog.ts'
import { stockMovements } from '#server/db/schema/inventory.ts'

/**
 * The stock books. Every change of `products.stock` goes through this file and writes its movement
 * in the caller's transaction, so the stock always equals the sum of the product's movements.
 */
export interface Movement {
  productId: string
  /** Signed: negative leaves the shelf. */
  quantity: number
  reason: StockMovementReason
  orderId?: string | null
  adminId?: string | null
}

export async function recordMovements(db: Db, movements: readonly Movement[]) {
  if (movements.length === 0) return
  await db.insert(stockMovements).values(
    movements.map((m) => ({
      productId: m.productId,
      quantity: m.quantity,
      reason: m.reason,
      orderId: m.orderId ?? null,
      adminId: m.adminId ?? null,
    })),
  )
}

/** The product's stock as a write left it, for the catalog caches (stock-map.ts). */
const stockReading = { id: products.id, stock: products.stock, version: products.stockVersion }

/**
 * Takes `quantity` units if, and only if, that many are in stock (the row lock and the guard make
 * concurrent checkouts unable to oversell), and writes the movement. The stock it left, or
 * undefined when there were not enough, and then nothing is written.
 */
export async function takeUnits(
  db: Db,
  movement: Movement & { quantity: number },
): Promise<StockReading | undefined> {
  const units = -movement.quantity
  const [taken] = await db
    .update(products)
    .set({ stock: sql`${products.stock} - ${units}`, updatedAt: new Date() })
    .where(and(eq(products.id, movement.productId), gte(products.stock, units)))
    .returning(stockReading)
  if (!taken) return undefined
  await recordMovements(db, [movement])
  return taken
}

/** Puts units back on the shelf (a positive movement) and writes the movement. */
export async function putBackUnits(db: Db, movement: Movement) {
  await db
    .update(products)
    .set({ stock: sql`${products.stock} + ${movement.quantity}`, updatedAt: new Date() })
    .where(eq(products.id, movement.productId))
  await recordMovements(db, [movement])
}

/** Name and stock of these products, their rows locked in a fixed order (no deadlocks). */
export function lockStock(db: Db, productIds: readonly string[]) {
  if (productIds.length === 0) return Promise.resolve([])
  return db
    .select({ id: products.id, name: products.name, stock: products.stock })
    .from(products)
    .where(inArray(products.id, [...productIds]))
    .orderBy(asc(products.id))
    .for('update')
}

/** A product's most recent movements, newest first, with the admin's name when there is one. */
export function listMovements(db: Db, productId: string, limit: number) {
  return db
    .select({
      id: stockMovements.id,
      quantity: stockMovements.quantity,
      reason: stockMovements.reason,
      orderId: stockMovements.orderId,
      adminName: users.name,
      createdAt: stockMovements.createdAt,
    })
    .from(stockMovements)
    .leftJoin(users, eq(users.id, stockMovements.adminId))
    .where(eq(stockMovements.productId, productId))
    .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
    .limit(limit)
}

import { and, asc, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm'
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

/**
 * The steps (data-modifying WITH items) that take a sale's units inside the one statement that
 * records the sale (orders/place-order-repository.ts), all lines or none, each with its movement:
 * - `sale_lines` (product_id, quantity): `productIds` (uuid[], no id twice) with `quantities`;
 * - `sale_locked`: those products' rows, locked in id order, so two checkouts never wait for each
 *   other in a cycle (a multi-row UPDATE alone locks in no particular order); the lock an UPDATE
 *   of the stock takes anyway (NO KEY: orders' foreign key checks on the product go on);
 * - `sale_ok`: whether every line is in stock, read under those locks;
 * - `sale_taken` (id, stock, stock_version): the rows as the UPDATE left them, none unless sale_ok.
 *   Its guard reads the locked rows, not the products the UPDATE scans: those are as the
 *   statement's snapshot saw them, maybe before the sale that held the lock committed, and a row
 *   its guard refused there would not be tried again on the row as it is now (a sale of some
 *   lines only). The CHECK (stock >= 0) stays as the last guard;
 * - `sale_booked`: the taken lines' movements, reason 'sale', naming `orderId`.
 * The statement writes the rest of the sale only when sale_taken has every line of sale_lines.
 * The products are found by their ids (`= any`), so by the primary key however big the catalog.
 */
export function takeSaleUnitsSteps(values: {
  productIds: SQL
  quantities: SQL
  orderId: SQL
  now: SQL
}): SQL {
  const ids = sql`${values.productIds}::uuid[]`
  return sql`sale_lines AS (
    SELECT l.product_id, l.quantity
    FROM unnest(${ids}, ${values.quantities}::integer[]) AS l(product_id, quantity)
  ),
  sale_locked AS (
    SELECT p.id, p.stock FROM products p WHERE p.id = any(${ids}) ORDER BY p.id
    FOR NO KEY UPDATE
  ),
  sale_ok AS (
    SELECT count(*) = (SELECT count(*) FROM sale_lines) AS ok
    FROM sale_lines l JOIN sale_locked p ON p.id = l.product_id
    WHERE p.stock >= l.quantity
  ),
  sale_taken AS (
    UPDATE products p SET stock = p.stock - l.quantity, updated_at = ${values.now}::timestamptz
    FROM sale_lines l JOIN sale_locked k ON k.id = l.product_id
    WHERE p.id = any(${ids}) AND p.id = k.id AND k.stock >= l.quantity
      AND (SELECT ok FROM sale_ok)
    RETURNING p.id, p.stock, p.stock_version
  ),
  sale_booked AS (
    INSERT INTO stock_movements (product_id, quantity, reason, order_id)
    SELECT t.id, -l.quantity, 'sale', ${values.orderId}::uuid
    FROM sale_taken t JOIN sale_lines l ON l.product_id = t.id
  )`
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

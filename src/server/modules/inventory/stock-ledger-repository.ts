import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { StockMovementReason } from '#domain/stock-ledger.ts'
import type { StockReading } from '#server/catalog-cache/stock-map.ts'
import type { Db } from '#server/db/client.ts'
import { rawRows } from '#server/db/raw-rows.ts'
import { users } from '#server/db/schema/accounts.ts'
import { products } from '#server/db/schema/catalog.ts'
import { stockMovements } from '#server/db/schema/inventory.ts'
import { productVariants } from '#server/db/schema/variants.ts'

/**
 * The stock books. Every change of a variant's stock goes through this file and writes its movement
 * in the caller's transaction, so a variant's stock always equals the sum of its movements, and
 * its product's stock the sum of its variants' (decision 053). Each write locks the product's row
 * before its variants', the order every writer keeps, so two never wait for each other in a cycle.
 */
export interface Movement {
  productId: string
  /** The variant whose units move; the product's one variant (its id is the product's) if unnamed. */
  variantId?: string | undefined
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
      variantId: m.variantId ?? m.productId,
      quantity: m.quantity,
      reason: m.reason,
      orderId: m.orderId ?? null,
      adminId: m.adminId ?? null,
    })),
  )
}

/**
 * Moves `units` (signed) of one variant and its product in ONE statement, the product's row locked
 * first; with `guard`, only if the variant has that many to take. The product's stock as the write
 * left it (for the catalog caches, stock-map.ts), or undefined when nothing moved.
 */
async function moveUnits(
  db: Db,
  movement: Movement,
  guard: boolean,
): Promise<StockReading | undefined> {
  const variantId = movement.variantId ?? movement.productId
  const units = movement.quantity
  const now = new Date()
  const [moved] = await rawRows<{ id: string; stock: number; stock_version: string | number }>(
    db,
    sql`with locked as (
          select id from ${products} where id = ${movement.productId} for no key update
        ),
        variant as (
          update ${productVariants} set stock = stock + ${units}, updated_at = ${now}
          where id = ${variantId} and product_id = (select id from locked)
            ${guard ? sql`and stock >= ${-units}` : sql``}
          returning product_id
        )
        update ${products} p set stock = p.stock + ${units}, updated_at = ${now}
        from variant v where p.id = v.product_id
        returning p.id, p.stock, p.stock_version`,
  )
  if (!moved) return undefined
  await recordMovements(db, [{ ...movement, variantId }])
  return { id: moved.id, stock: Number(moved.stock), version: Number(moved.stock_version) }
}

/**
 * Takes `-movement.quantity` units if, and only if, the variant has that many (the row locks and
 * the guard make concurrent checkouts unable to oversell), and writes the movement. The product's
 * stock it left, or undefined when there were not enough, and then nothing is written.
 */
export function takeUnits(db: Db, movement: Movement): Promise<StockReading | undefined> {
  return moveUnits(db, movement, true)
}

/**
 * The steps (data-modifying WITH items) that take a sale's units inside the one statement that
 * records the sale (checkout/place-order-repository.ts), all lines or none, each with its movement:
 * - `sale_lines` (variant_id, product_id, quantity): `variantIds` (uuid[], no id twice) with their
 *   `productIds` and `quantities`;
 * - `sale_locked`: those products' rows, locked in id order, then `sale_variants`: the variants'
 *   rows, locked in id order once every product's is (the sort under the lock reads them all
 *   first), so two checkouts never wait for each other in a cycle (a multi-row UPDATE alone locks
 *   in no particular order); the lock an UPDATE of the stock takes anyway (NO KEY: foreign key
 *   checks on them go on);
 * - `sale_ok`: whether every line's variant is its product's, offered, and in stock, read under
 *   those locks;
 * - `sale_variants_taken` (id, product_id, quantity, stock, stock_version): the variants as the UPDATE left them, none
 *   unless sale_ok. Its guard and its new stock read the locked rows, not the rows the UPDATE
 *   scans: those are as the statement's snapshot saw them, maybe before the write that held the
 *   lock committed (measured on PostgreSQL with sales and cancels at once: the new stock worked
 *   out from the UPDATE's own row went below zero, from the locked row it balanced the books).
 *   Under the locks, held to the statement's end, the locked rows are the rows as they are. The CHECK (stock >= 0) stays as the last guard;
 * - `sale_taken` (id, stock, stock_version): the products, their locked stock lowered by their
 *   lines';
 * - `sale_booked`: the taken lines' movements, reason 'sale', naming `orderId` and the variant.
 * The statement writes the rest of the sale only when sale_variants_taken has every line of
 * sale_lines. Rows are found by their ids (`= any`), so by the primary key however big the catalog.
 */
export function takeSaleUnitsSteps(values: {
  variantIds: SQL
  productIds: SQL
  quantities: SQL
  orderId: SQL
  now: SQL
}): SQL {
  const variants = sql`${values.variantIds}::uuid[]`
  const ids = sql`${values.productIds}::uuid[]`
  return sql`sale_lines AS (
    SELECT l.variant_id, l.product_id, l.quantity
    FROM unnest(${variants}, ${ids}, ${values.quantities}::integer[])
      AS l(variant_id, product_id, quantity)
  ),
  sale_locked AS MATERIALIZED (
    SELECT p.id, p.stock FROM products p WHERE p.id = any(${ids}) ORDER BY p.id
    FOR NO KEY UPDATE
  ),
  sale_variants AS MATERIALIZED (
    SELECT v.id, v.product_id, v.stock, v.offered
    FROM product_variants v JOIN sale_locked k ON k.id = v.product_id
    WHERE v.id = any(${variants}) ORDER BY v.id
    FOR NO KEY UPDATE OF v
  ),
  sale_ok AS (
    SELECT count(*) = (SELECT count(*) FROM sale_lines) AS ok
    FROM sale_lines l JOIN sale_variants v ON v.id = l.variant_id AND v.product_id = l.product_id
    WHERE v.stock >= l.quantity AND v.offered
  ),
  sale_variants_taken AS (
    UPDATE product_variants v SET stock = k.stock - l.quantity, updated_at = ${values.now}::timestamptz
    FROM sale_lines l JOIN sale_variants k ON k.id = l.variant_id
    WHERE v.id = any(${variants}) AND v.id = k.id AND k.stock >= l.quantity
      AND (SELECT ok FROM sale_ok)
    RETURNING v.id, v.product_id, l.quantity, v.stock, v.stock_version
  ),
  sale_taken AS (
    UPDATE products p SET stock = k.stock - t.quantity, updated_at = ${values.now}::timestamptz
    FROM (SELECT product_id, sum(quantity)::integer AS quantity FROM sale_variants_taken
          GROUP BY product_id) t JOIN sale_locked k ON k.id = t.product_id
    WHERE p.id = any(${ids}) AND p.id = t.product_id
    RETURNING p.id, p.stock, p.stock_version
  ),
  sale_booked AS (
    INSERT INTO stock_movements (product_id, variant_id, quantity, reason, order_id)
    SELECT t.product_id, t.id, -t.quantity, 'sale', ${values.orderId}::uuid
    FROM sale_variants_taken t
  )`
}

/** Puts units back on the shelf (a positive movement) and writes the movement. */
export async function putBackUnits(db: Db, movement: Movement) {
  const moved = await moveUnits(db, movement, false)
  // Every line and product names a variant its product has: nothing moved is a bug, not a refusal.
  if (!moved) throw new Error(`no variant ${movement.variantId ?? movement.productId} to put back`)
}

/** A variant of a product, as the books name it. */
export interface VariantRef {
  productId: string
  variantId: string
}

/**
 * The stock of these variants, their products' rows locked first, then theirs, each in id order
 * (no deadlocks), read as the locks found them: what a change written now would start from.
 */
export async function lockStock(db: Db, refs: readonly VariantRef[]) {
  if (refs.length === 0) return []
  const productIds = [...new Set(refs.map((r) => r.productId))].sort()
  await db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, productIds))
    .orderBy(asc(products.id))
    .for('no key update')
  return db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .where(inArray(productVariants.id, [...new Set(refs.map((r) => r.variantId))]))
    .orderBy(asc(productVariants.id))
    .for('no key update')
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
      // The variant it moved ('38 cm / Vermelha'); '' for a product's one variant, or before them.
      variantLabel: sql<string>`coalesce(${productVariants.label}, '')`,
      createdAt: stockMovements.createdAt,
    })
    .from(stockMovements)
    .leftJoin(users, eq(users.id, stockMovements.adminId))
    .leftJoin(productVariants, eq(productVariants.id, stockMovements.variantId))
    .where(eq(stockMovements.productId, productId))
    .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
    .limit(limit)
}

import { and, asc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm'
import type { ProductOptionView, ProductVariantView } from '#domain/product.ts'
import type { Db } from '#server/db/client.ts'
import { productOptions, productOptionValues, productVariants } from '#server/db/schema/variants.ts'

/** A product's options and the variants it has (the removed ones left out), in the owner's order. */
export interface ProductVariants {
  options: ProductOptionView[]
  variants: ProductVariantView[]
  /** Each variant's stock version as this read found it (for the catalog cache's stock map). */
  stockVersions: Map<string, number>
}

export type VariantRow = typeof productVariants.$inferSelect

/** The options and variants of each of `productIds` (every product has at least one variant). */
export async function readProductVariants(
  db: Db,
  productIds: readonly string[],
): Promise<Map<string, ProductVariants>> {
  const found = new Map<string, ProductVariants>()
  if (productIds.length === 0) return found
  const [options, variantRows] = await Promise.all([
    readOptions(db, productIds),
    listVariants(db, productIds),
  ])
  const valueNames = new Map<string, string>()
  for (const id of productIds) {
    const own = options.get(id) ?? []
    for (const v of own.flatMap((o) => o.values)) valueNames.set(v.id, v.value)
    found.set(id, { options: own, variants: [], stockVersions: new Map() })
  }
  for (const row of variantRows) {
    const product = found.get(row.productId)!
    product.variants.push(variantView(row, valueNames))
    product.stockVersions.set(row.id, row.stockVersion)
  }
  return found
}

/** The options of each of `productIds`, each with its values, in the owner's order. */
export async function readOptions(
  db: Db,
  productIds: readonly string[],
): Promise<Map<string, ProductOptionView[]>> {
  const found = new Map<string, ProductOptionView[]>()
  if (productIds.length === 0) return found
  const rows = await db
    .select({
      productId: productOptions.productId,
      id: productOptions.id,
      name: productOptions.name,
      valueId: productOptionValues.id,
      value: productOptionValues.value,
    })
    .from(productOptions)
    .innerJoin(productOptionValues, eq(productOptionValues.optionId, productOptions.id))
    .where(inArray(productOptions.productId, [...productIds]))
    .orderBy(asc(productOptions.position), asc(productOptionValues.position))
  for (const row of rows) {
    const options = found.get(row.productId) ?? []
    found.set(row.productId, options)
    let option = options.find((o) => o.id === row.id)
    if (!option) options.push((option = { id: row.id, name: row.name, values: [] }))
    option.values.push({ id: row.valueId, value: row.value })
  }
  return found
}

function variantView(row: VariantRow, valueNames: ReadonlyMap<string, string>): ProductVariantView {
  return {
    id: row.id,
    values: row.valueIds.map((id) => valueNames.get(id) ?? ''),
    label: row.label,
    stock: row.stock,
    priceCents: row.priceCents,
    sku: row.sku,
    photo: row.photo,
    offered: row.offered,
  }
}

/** The variants of these products that are not removed, in the owner's order. */
export function listVariants(db: Db, productIds: readonly string[]) {
  return db
    .select()
    .from(productVariants)
    .where(
      and(inArray(productVariants.productId, [...productIds]), isNull(productVariants.removedAt)),
    )
    .orderBy(asc(productVariants.position), asc(productVariants.id))
}

/** The product's variants that are not removed, and its own row (its one variant) whatever it is. */
export function variantsToSave(db: Db, productId: string) {
  return db
    .select()
    .from(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        or(isNull(productVariants.removedAt), eq(productVariants.id, productId)),
      ),
    )
    .orderBy(asc(productVariants.position), asc(productVariants.id))
}

/** Whether the product is its one variant (no options): its own row, offered, with no values. */
export async function isOneVariant(db: Db, productId: string) {
  const rows = await listVariants(db, [productId])
  const [only] = rows
  return rows.length === 1 && only!.id === productId && only!.valueIds.length === 0
}

/** The SKUs among `skus` (upper-cased) that another product's variants have. */
export async function skusOfOtherProducts(db: Db, productId: string, skus: readonly string[]) {
  if (skus.length === 0) return new Set<string>()
  const rows = await db
    .select({ sku: sql<string>`upper(${productVariants.sku})` })
    .from(productVariants)
    .where(
      and(
        ne(productVariants.productId, productId),
        inArray(sql`upper(${productVariants.sku})`, [...skus]),
      ),
    )
  return new Set(rows.map((r) => r.sku))
}

/**
 * The variants among `ids` that an order line, a stock movement or a lead names (those written
 * before variants name none: the product's one variant, whose id is the product's, is one of
 * them whenever its product has any), so they are kept, never deleted.
 */
export async function variantsNamed(db: Db, productId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>()
  const named = (table: SQL) => sql`exists (select 1 from ${table} r where r.variant_id = v.id)`
  const rows = await db
    .select({ id: sql<string>`v.id` })
    .from(sql`${productVariants} v`)
    .where(
      and(
        inArray(sql`v.id`, [...ids]),
        or(
          sql`v.id = v.product_id`,
          named(sql`order_items`),
          named(sql`stock_movements`),
          named(sql`product_leads`),
        ),
      ),
    )
  return new Set(rows.map((r) => r.id))
}

/** Replaces the product's options and values, keeping the ids given (nothing names them but variants). */
export async function replaceOptions(
  db: Db,
  productId: string,
  options: readonly {
    id: string
    name: string
    values: readonly { id: string; value: string }[]
  }[],
) {
  await db.delete(productOptions).where(eq(productOptions.productId, productId))
  if (options.length === 0) return
  await db
    .insert(productOptions)
    .values(options.map((o, position) => ({ id: o.id, productId, position, name: o.name })))
  await db
    .insert(productOptionValues)
    .values(
      options.flatMap((o) =>
        o.values.map((v, position) => ({ id: v.id, optionId: o.id, position, value: v.value })),
      ),
    )
}

/**
 * Frees the combinations and SKUs of the product's variants for the save that follows: each
 * variant's values set to its own id for a moment (unique, and no combination), its SKU to none.
 */
export async function clearVariantKeys(db: Db, productId: string) {
  await db
    .update(productVariants)
    .set({ valueIds: sql`array[${productVariants.id}]`, sku: null })
    .where(eq(productVariants.productId, productId))
}

export type VariantFields = Pick<
  VariantRow,
  'position' | 'valueIds' | 'label' | 'priceCents' | 'sku' | 'photo' | 'offered'
>

/** A variant's fields but its stock (the books move it), as the save gives them. */
export async function updateVariant(db: Db, id: string, fields: VariantFields) {
  await db
    .update(productVariants)
    .set({ ...fields, removedAt: null, updatedAt: new Date() })
    .where(eq(productVariants.id, id))
}

/** A new variant, with no stock yet (the books give it its opening balance). */
export async function insertVariant(db: Db, productId: string, fields: VariantFields) {
  const [row] = await db
    .insert(productVariants)
    .values({ ...fields, productId, stock: 0 })
    .returning({ id: productVariants.id })
  return row!.id
}

/** Takes a variant out of the product's: kept, not offered, its label as it was. */
export async function removeVariant(db: Db, id: string) {
  await db
    .update(productVariants)
    .set({ offered: false, removedAt: new Date(), updatedAt: new Date() })
    .where(eq(productVariants.id, id))
}

/** Deletes variants nothing names (variantsNamed). */
export async function deleteVariants(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return
  await db.delete(productVariants).where(inArray(productVariants.id, [...ids]))
}

import { and, eq, getTableColumns, sql } from 'drizzle-orm'
import type { CatalogCursor } from '#domain/schemas/product-query.ts'
import type { ProductSort } from '#domain/schemas/product-sort.ts'
import type { Db } from '#server/db/client.ts'
import { searchWords } from '#domain/search-text.ts'
import { everyWordIn } from '#server/db/search-text.ts'
import { products } from '#server/db/schema/catalog.ts'
import { productVariants } from '#server/db/schema/variants.ts'
import type { PgInsertValue } from 'drizzle-orm/pg-core'
import { rawRows } from '#server/db/raw-rows.ts'
import {
  recordMovements,
  type Movement,
} from '#server/modules/inventory/stock-ledger-repository.ts'
import { catalogCategoriesScan, keptCategory, lockCategory } from './category-repository.ts'
import { ordering } from './catalog-ordering.ts'
import { lowestPriceSql, variantSummarySql } from './store-card-repository.ts'

/** A product as the app reads it; search_text is the database's, for the search alone. */
export type ProductRow = Omit<typeof products.$inferSelect, 'searchText'>
export type NewProductRow = typeof products.$inferInsert

/**
 * Whose catalog: the owner's holds every product but the projects made for one client; the store's
 * leaves out the hidden ones too ('Oculto da loja', decision 045).
 */
export type CatalogScope = 'store' | 'owner'

const ownerCatalog = eq(products.madeForClient, false)
/** The store's products: the filter of every query that lists, shows or sells to customers. */
export const storeCatalog = and(ownerCatalog, eq(products.hidden, false))
export const inCatalog = (scope: CatalogScope) => (scope === 'store' ? storeCatalog : ownerCatalog)

/** A product of the catalog (the store's unless told); a project made for one client is not one. */
export async function findProduct(
  db: Db,
  id: string,
  scope: CatalogScope = 'store',
): Promise<ProductRow | undefined> {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), inCatalog(scope)))
    .limit(1)
  return rows[0]
}

/**
 * Inserts products, each with its one variant (whose id is the product's: decision 053), so its
 * lowest price is its price, and opens their stock books with what they start with (one movement
 * each, in the caller's transaction when there is one).
 */
export async function insertProducts(
  db: Db,
  rows: Omit<PgInsertValue<typeof products>, 'lowestPriceCents'>[],
  opening: Omit<Movement, 'productId' | 'quantity'> = { reason: 'opening_balance' },
): Promise<ProductRow[]> {
  if (rows.length === 0) return []
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(products)
      .values(rows.map((row) => ({ ...row, lowestPriceCents: row.priceCents })))
      .returning()
    await tx
      .insert(productVariants)
      .values(inserted.map((p) => ({ id: p.id, productId: p.id, stock: p.stock })))
    await recordMovements(
      tx,
      inserted.map((p) => ({ ...opening, productId: p.id, quantity: p.stock })),
    )
    return inserted
  })
}

export async function countProducts(db: Db): Promise<number> {
  return db.$count(products)
}

export interface CatalogFilter {
  /**
   * Every word somewhere in the name, category or description, in any order, case and accents
   * ignored (#domain/search-text.ts); % and _ match literally.
   */
  q?: string | undefined
  /** Exact. */
  category?: string | undefined
  /** The store's by default. */
  scope?: CatalogScope | undefined
}

interface CatalogPageRequest {
  limit: number
  offset: number
  /** Keyset paging: the rows after this one (offset is then ignored). */
  after?: CatalogCursor | undefined
  /** Newest first unless a price order is asked for. */
  sort?: ProductSort | undefined
}

function catalogWhere(filter: CatalogFilter) {
  return and(
    inCatalog(filter.scope ?? 'store'),
    // products_search_idx (pg_trgm GIN) serves every word.
    everyWordIn(products.searchText, searchWords(filter.q ?? '')),
    filter.category ? eq(products.category, filter.category) : undefined,
  )
}

const allColumns = getTableColumns(products)
/** Every column but search_text, which only the search reads: a page does not carry it. */
export const catalogColumns = Object.fromEntries(
  Object.entries(allColumns).filter(([key]) => key !== 'searchText'),
) as Omit<typeof allColumns, 'searchText'>

/**
 * A page of the catalog (the store and the admin list), newest first (or by price) with ties
 * broken by id so pages never overlap; the first page is a walk down the order's index. Each row
 * carries its created_at to the microsecond, for the next page's cursor.
 */
export function findCatalogPage(db: Db, filter: CatalogFilter, page: CatalogPageRequest) {
  const order = ordering(page.sort, page.after)
  return db
    .select({
      ...catalogColumns,
      variantSummary: variantSummarySql,
      cursorAt: sql<string>`to_char(${products.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(products)
    .where(and(catalogWhere(filter), order.after))
    .orderBy(...order.orderBy)
    .limit(page.limit)
    .offset(page.after ? 0 : page.offset)
}

/** Distinct non-empty categories of the store's catalog, in no particular order (a skip scan). */
export async function listCategories(db: Db): Promise<string[]> {
  const rows = await rawRows<{ category: string }>(
    db,
    sql`${catalogCategoriesScan('store')}
    select category from found where category is not null and category <> ''`,
  )
  return rows.map((r) => r.category)
}

type ProductFields = Pick<
  NewProductRow,
  | 'name'
  | 'priceCents'
  | 'category'
  | 'stock'
  | 'image'
  | 'description'
  | 'isCustomOrder'
  | 'videoUrl'
>

/** The owner's new product, its category in the catalog's spelling of it (category-repository.ts). */
export async function insertProduct(
  db: Db,
  fields: ProductFields,
  adminId: string | null,
): Promise<ProductRow> {
  return db.transaction(async (tx) => {
    await lockCategory(tx, fields.category ?? '')
    const category = keptCategory(fields.category ?? '')
    const opening = { reason: 'opening_balance' as const, adminId }
    const [row] = await insertProducts(tx, [{ ...fields, category }], opening)
    if (!row) throw new Error('insert into products returned no row')
    return row
  })
}

/** A product of the owner's catalog, its row locked until the transaction ends. */
export async function lockCatalogProduct(db: Db, id: string): Promise<ProductRow | undefined> {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), ownerCatalog))
    .for('update')
  return rows[0]
}

/**
 * Replaces the editable fields of a product (not its stock: the ledger moves it) and bumps its
 * version; its category in the catalog's spelling of it, its lowest price from its variants and
 * the new price (decision 053). In the caller's transaction, which holds the category's lock until
 * it commits.
 */
export async function updateProductFields(
  db: Db,
  id: string,
  fields: Omit<ProductFields, 'stock'>,
): Promise<ProductRow> {
  await lockCategory(db, fields.category ?? '')
  const category = keptCategory(fields.category ?? '', id)
  const [row] = await db
    .update(products)
    .set({
      ...fields,
      category,
      lowestPriceCents: lowestPriceSql(sql`${fields.priceCents}::int`),
      version: sql`${products.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(products.id, id))
    .returning()
  if (!row) throw new Error('update of products returned no row')
  return row
}

/** Deletes a product of the owner's catalog (its leads go with it); false when there is none. */
export async function deleteProduct(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(products)
    .where(and(eq(products.id, id), ownerCatalog))
    .returning({ id: products.id })
  return rows.length === 1
}

/**
 * 'Ocultar da loja' or 'Mostrar na loja': not an edit of the form's fields, so the version stays
 * (an open form saves over it without a conflict, and leaves it as it is).
 */
export async function setProductHidden(
  db: Db,
  id: string,
  hidden: boolean,
): Promise<ProductRow | undefined> {
  const rows = await db
    .update(products)
    .set({ hidden, updatedAt: new Date() })
    .where(and(eq(products.id, id), ownerCatalog))
    .returning()
  return rows[0]
}

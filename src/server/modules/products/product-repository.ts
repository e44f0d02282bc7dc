import { and, desc, eq, ilike, ne, or } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { products } from '#server/db/schema/catalog.ts'

export type ProductRow = typeof products.$inferSelect
export type NewProductRow = typeof products.$inferInsert

/** What the store may show and sell: every product but the projects made for one client. */
export const inCatalog = eq(products.madeForClient, false)

/** Newest first; ties broken by id so pages never overlap. */
export function listProducts(db: Db, page: { limit: number; offset: number }) {
  return db
    .select()
    .from(products)
    .where(inCatalog)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(page.limit)
    .offset(page.offset)
}

/** A product of the catalog; a project made for one client is not one. */
export async function findProduct(db: Db, id: string): Promise<ProductRow | undefined> {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), inCatalog))
    .limit(1)
  return rows[0]
}

export async function insertProducts(db: Db, rows: NewProductRow[]): Promise<ProductRow[]> {
  return rows.length === 0 ? [] : db.insert(products).values(rows).returning()
}

export async function countProducts(db: Db): Promise<number> {
  return db.$count(products)
}

export interface AdminProductFilter {
  /** Case-insensitive, on name, category and description. */
  q?: string | undefined
  /** Exact. */
  category?: string | undefined
  limit: number
  offset: number
}

/** Escapes LIKE's wildcards so the search text matches literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`

/** The admin list: catalog products, newest first, filtered on the server. */
export function searchProducts(db: Db, filter: AdminProductFilter) {
  const q = filter.q ? likePattern(filter.q) : undefined
  return db
    .select()
    .from(products)
    .where(
      and(
        inCatalog,
        q
          ? or(ilike(products.name, q), ilike(products.category, q), ilike(products.description, q))
          : undefined,
        filter.category ? eq(products.category, filter.category) : undefined,
      ),
    )
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(filter.limit)
    .offset(filter.offset)
}

/** Distinct non-empty categories of the catalog, in no particular order. */
export async function listCategories(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: products.category })
    .from(products)
    .where(and(inCatalog, ne(products.category, '')))
  return rows.map((r) => r.category)
}

export type ProductFields = Pick<
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

export async function insertProduct(db: Db, fields: ProductFields): Promise<ProductRow> {
  const [row] = await db.insert(products).values(fields).returning()
  if (!row) throw new Error('insert into products returned no row')
  return row
}

/** Replaces the editable fields of a catalog product; undefined when there is none. */
export async function updateProduct(
  db: Db,
  id: string,
  fields: ProductFields,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(products.id, id), inCatalog))
    .returning()
  return row
}

/** Deletes a catalog product (its leads go with it); false when there is none. */
export async function deleteProduct(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(products)
    .where(and(eq(products.id, id), inCatalog))
    .returning({ id: products.id })
  return rows.length === 1
}

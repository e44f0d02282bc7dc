import { and, desc, eq } from 'drizzle-orm'
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

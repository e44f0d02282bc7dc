import { desc, eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { products } from '#server/db/schema/catalog.ts'

export type ProductRow = typeof products.$inferSelect
export type NewProductRow = typeof products.$inferInsert

/** Newest first; ties broken by id so pages never overlap. */
export function listProducts(db: Db, page: { limit: number; offset: number }) {
  return db
    .select()
    .from(products)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(page.limit)
    .offset(page.offset)
}

export async function findProduct(db: Db, id: string): Promise<ProductRow | undefined> {
  const rows = await db.select().from(products).where(eq(products.id, id)).limit(1)
  return rows[0]
}

export async function insertProducts(db: Db, rows: NewProductRow[]): Promise<ProductRow[]> {
  return rows.length === 0 ? [] : db.insert(products).values(rows).returning()
}

export async function countProducts(db: Db): Promise<number> {
  return db.$count(products)
}

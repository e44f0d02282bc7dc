import { count, countDistinct, desc, eq, lt, sql } from 'drizzle-orm'
import type { LeadKind } from '#domain/schemas/lead.ts'
import type { Db } from '#server/db/client.ts'
import { products } from '#server/db/schema/catalog.ts'
import { productLeads } from '#server/db/schema/leads.ts'
import { productVariants } from '#server/db/schema/variants.ts'

export type LeadRow = typeof productLeads.$inferSelect

/**
 * Saves a lead; one per product, variant (none for the product as a whole) and number, so a
 * second one REPLACES the first (car, kind and date become the new ones, the id stays).
 */
export async function upsertLead(
  db: Db,
  lead: {
    productId: string
    variantId: string | null
    whatsapp: string
    carInfo: string
    kind: LeadKind
  },
): Promise<LeadRow> {
  const now = new Date()
  const [row] = await db
    .insert(productLeads)
    .values({ ...lead, createdAt: now })
    .onConflictDoUpdate({
      target: [productLeads.productId, productLeads.variantId, productLeads.whatsapp],
      set: { carInfo: lead.carInfo, kind: lead.kind, createdAt: now },
    })
    .returning()
  if (!row) throw new Error('upsert into product_leads returned no row')
  return row
}

/** Newest first, with the product's name; at most `limit` rows. */
export function listLeads(db: Db, limit: number) {
  return db
    .select({
      id: productLeads.id,
      productId: productLeads.productId,
      productName: products.name,
      variantLabel: sql<string | null>`nullif(${productVariants.label}, '')`,
      whatsapp: productLeads.whatsapp,
      carInfo: productLeads.carInfo,
      kind: productLeads.kind,
      createdAt: productLeads.createdAt,
    })
    .from(productLeads)
    .innerJoin(products, eq(products.id, productLeads.productId))
    .leftJoin(productVariants, eq(productVariants.id, productLeads.variantId))
    .orderBy(desc(productLeads.createdAt), desc(productLeads.id))
    .limit(limit)
}

/** How many leads there are, and for how many products: the whole list, past any display limit. */
export async function countLeads(db: Db): Promise<{ leads: number; products: number }> {
  const [row] = await db
    .select({ leads: count(), products: countDistinct(productLeads.productId) })
    .from(productLeads)
  return { leads: row?.leads ?? 0, products: row?.products ?? 0 }
}

/** Deletes every lead in one statement (one transaction); how many went, for how many products. */
export async function clearLeads(db: Db): Promise<{ leads: number; products: number }> {
  return db.transaction(async (tx) => {
    const deleted = await tx.delete(productLeads).returning({ productId: productLeads.productId })
    return { leads: deleted.length, products: new Set(deleted.map((d) => d.productId)).size }
  })
}

/**
 * Deletes the leads left (or renewed) before `before`: LEAD_RETENTION_DAYS, the period the privacy
 * policy states (decision 038). Answers how many.
 */
export async function deleteLeadsBefore(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(productLeads)
    .where(lt(productLeads.createdAt, before))
    .returning({ id: productLeads.id })
  return deleted.length
}

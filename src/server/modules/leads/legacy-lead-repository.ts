import { inArray } from 'drizzle-orm'
import type { LegacyLead } from '#domain/legacy-lead.ts'
import type { Db } from '#server/db/client.ts'
import { products } from '#server/db/schema/catalog.ts'
import { productLeads } from '#server/db/schema/leads.ts'

// Keeps each statement far below PostgreSQL's 65,535 bind parameters.
const CHUNK = 1000

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK))
  return out
}

/** Which of these ids (lower-case UUIDs) are products of this shop. */
export async function existingProductIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>()
  for (const part of chunks(ids)) {
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, part))
    for (const row of rows) found.add(row.id)
  }
  return found
}

/**
 * Adds the leads whose product has no lead for that number yet and returns how many. An existing
 * row is never touched: a lead left in the new shop is newer than any legacy one, and a second
 * import adds nothing.
 */
export async function insertLegacyLeads(
  db: Db,
  rows: readonly (LegacyLead & { productId: string })[],
): Promise<number> {
  let added = 0
  for (const part of chunks(rows)) {
    const inserted = await db
      .insert(productLeads)
      .values(part)
      .onConflictDoNothing({
        target: [productLeads.productId, productLeads.variantId, productLeads.whatsapp],
      })
      .returning({ id: productLeads.id })
    added += inserted.length
  }
  return added
}

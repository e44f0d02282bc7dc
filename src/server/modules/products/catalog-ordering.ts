import { asc, desc, not, sql } from 'drizzle-orm'
import { isPriceCursor, type CatalogCursor } from '#domain/schemas/product-query.ts'
import type { ProductSort } from '#domain/schemas/product-sort.ts'
import { products } from '#server/db/schema/catalog.ts'

/**
 * Each order, with the row comparison that continues it after a cursor; every one is a walk down
 * its index (migrations 0013 and 0035 for the price orders), at any depth. Both price orders list
 * the made-to-order products, whose price the store hides, after the priced ones, and sort a
 * product in variants by its cheapest offered one ('A partir de R$ 79,90': decision 053); a price
 * cursor carries that lowest price.
 */
export function ordering(sort: ProductSort | undefined, after: CatalogCursor | undefined) {
  const { createdAt, id, lowestPriceCents: priceCents, isCustomOrder } = products
  switch (sort) {
    case 'menor-preco':
      return {
        orderBy: [asc(isCustomOrder), asc(priceCents), asc(id)],
        after:
          after && isPriceCursor(after)
            ? sql`(${isCustomOrder}, ${priceCents}, ${id}) > (${after.madeToOrder}, ${after.priceCents}, ${after.id}::uuid)`
            : undefined,
      }
    case 'maior-preco':
      // (not made-to-order, price, id) descending: products_price_desc_idx walked backwards.
      return {
        orderBy: [desc(not(isCustomOrder)), desc(priceCents), desc(id)],
        after:
          after && isPriceCursor(after)
            ? sql`(not ${isCustomOrder}, ${priceCents}, ${id}) < (${!after.madeToOrder}, ${after.priceCents}, ${after.id}::uuid)`
            : undefined,
      }
    default:
      return {
        orderBy: [desc(createdAt), desc(id)],
        after:
          after && !isPriceCursor(after)
            ? sql`(${createdAt}, ${id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
            : undefined,
      }
  }
}

import { and, count, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { productVariants } from '#server/db/schema/variants.ts'

/**
 * How many variants the options of each of `productIds` make, offered or not, the removed ones
 * left out (decision 053); a product without options (its one variant, with no values) is not in
 * the map. By product_variants_combination_key, which starts with product_id.
 */
export async function countOptionVariants(
  db: Db,
  productIds: readonly string[],
): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map()
  const rows = await db
    .select({ productId: productVariants.productId, variants: count() })
    .from(productVariants)
    .where(
      and(
        inArray(productVariants.productId, [...productIds]),
        isNull(productVariants.removedAt),
        sql`cardinality(${productVariants.valueIds}) > 0`,
      ),
    )
    .groupBy(productVariants.productId)
  return new Map(rows.map((row) => [row.productId, row.variants]))
}

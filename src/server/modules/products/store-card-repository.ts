import { and, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm'
import type { VariantSummary } from '#domain/product.ts'
import type { Db } from '#server/db/client.ts'
import { products } from '#server/db/schema/catalog.ts'
import { productVariants } from '#server/db/schema/variants.ts'

/**
 * What products.lowest_price_cents holds (decision 053), in an UPDATE of products: the lowest
 * price among the product's offered variants, each its own price or else `price` (the product's
 * price as the statement leaves it); `price` when none is offered.
 */
export const lowestPriceSql = (price: SQL) => sql`coalesce((
  select min(coalesce(v.price_cents, ${price})) from product_variants v
  where v.product_id = ${products.id} and v.offered and v.removed_at is null), ${price})`

/**
 * What products.variant_values holds (decision 053), in an UPDATE of products: the values its
 * offered variants have, in the owner's order, so the search finds 'Onix' in 'Modelo do carro'; a
 * value only variants not offered have is not searched. '' without options.
 */
const variantValuesSql = sql`coalesce((
  select string_agg(ov.value, ' ' order by o.position, ov.position)
  from product_options o join product_option_values ov on ov.option_id = o.id
  where o.product_id = ${products.id} and exists (
    select 1 from product_variants v
    where v.product_id = o.product_id and v.offered and v.removed_at is null
      and ov.id = any (v.value_ids))), '')`

/**
 * The variants' save's mark on the product, in its transaction: its version moves on (a form
 * loaded before is refused), and its card's lowest price and searched values follow its variants
 * (the search's text with them, and the catalog's words by their trigger: decision 050).
 */
export async function markVariantsSaved(db: Db, productId: string) {
  const [row] = await db
    .update(products)
    .set({
      version: sql`${products.version} + 1`,
      lowestPriceCents: lowestPriceSql(sql`${products.priceCents}`),
      variantValues: variantValuesSql,
      updatedAt: new Date(),
    })
    .where(eq(products.id, productId))
    .returning()
  return row!
}

/**
 * A product's variants in short as its list's query reads them: the summary, and `held`, the units
 * of its stock on variants not offered (stockNotOffered).
 */
export type ListedSummary = VariantSummary & { held: number }

/**
 * A store card's summary of its product's variants (decision 053), in a query of `products`: how
 * many are offered (a removed variant never is), the lowest price among them
 * (products.lowest_price_cents, kept by every write of a price or a variant), whether one has
 * stock, and `held` as stockNotOffered counts it. Stock as read: the product's own is the live one.
 */
export const variantSummarySql = sql<ListedSummary>`(
  select json_build_object(
    'count', count(*) filter (where v.offered and v.removed_at is null),
    'lowestPriceCents', products.lowest_price_cents,
    'anyInStock', coalesce(bool_or(v.offered and v.removed_at is null and v.stock > 0), false),
    'inOptions', coalesce(bool_or(v.removed_at is null and cardinality(v.value_ids) > 0), false),
    'priceVaries', count(distinct coalesce(v.price_cents, products.price_cents))
      filter (where v.offered and v.removed_at is null) > 1,
    'held', coalesce(sum(v.stock) filter (where not v.offered or v.removed_at is not null), 0))
  from product_variants v
  where v.product_id = products.id)`

/**
 * The units of the product's stock that the store does not sell (decision 053): its variants'
 * not offered, removed ones included. No sale moves them, so the store shows products.stock less
 * these, and a sale heard of moves what it shows.
 */
export async function stockNotOffered(db: Db, productId: string): Promise<number> {
  const [row] = await db
    .select({ stock: sql<number>`coalesce(sum(${productVariants.stock}), 0)::int` })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        or(eq(productVariants.offered, false), isNotNull(productVariants.removedAt)),
      ),
    )
  return row?.stock ?? 0
}

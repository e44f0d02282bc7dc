import type { AdminProduct, Product, ProductVariantView, VariantSummary } from '#domain/product.ts'
import { shortDescription } from '#domain/text.ts'
import type { ProductRow } from './product-repository.ts'
import type { ListedSummary } from './store-card-repository.ts'

/** A product's summary when it is its one variant. */
const oneVariant = (row: ProductRow): ListedSummary => ({
  count: 1,
  lowestPriceCents: row.lowestPriceCents,
  anyInStock: row.stock > 0,
  inOptions: false,
  priceVaries: false,
  held: 0,
})

/**
 * A product as the store shows it. Its `stock` is what the store sells of it: products.stock less
 * its variants' not offered (decision 053), its offered variants' stock, so a product whose
 * offered variants are all at 0 is 'Esgotado' wherever its stock is read.
 */
export function toProduct(row: ProductRow & { variantSummary?: ListedSummary }): Product {
  const { held, ...variantSummary } = row.variantSummary ?? oneVariant(row)
  const stock = Math.max(0, row.stock - held)
  return {
    id: row.id,
    name: row.name,
    priceCents: row.priceCents,
    description: row.description,
    shortDescription: shortDescription(row.description),
    image: row.image,
    category: row.category,
    stock,
    isCustomOrder: row.isCustomOrder,
    videoUrl: row.videoUrl,
    createdAt: row.createdAt.toISOString(),
    variantSummary,
  }
}

/** The owner's view: the stock the books hold, its variants not offered included. */
export const toAdminProduct = (row: ProductRow): AdminProduct => ({
  ...toProduct(row),
  stock: row.stock,
  version: row.version,
  hidden: row.hidden,
})

/** The summary of a product's variants as its answer lists them. */
export function summaryOf(
  product: Product,
  variants: readonly ProductVariantView[],
): VariantSummary {
  const offered = variants.filter((v) => v.offered)
  return {
    count: offered.length,
    lowestPriceCents: product.variantSummary.lowestPriceCents,
    anyInStock: offered.some((v) => v.stock > 0),
    inOptions: variants.some((v) => v.values.length > 0),
    priceVaries: new Set(offered.map((v) => v.priceCents ?? product.priceCents)).size > 1,
  }
}

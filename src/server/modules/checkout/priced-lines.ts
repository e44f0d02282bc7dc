import { invalid } from '#domain/errors.ts'
import { CHECKOUT_MESSAGES, type CheckoutInput } from '#domain/schemas/checkout.ts'
import type { Db } from '#server/db/client.ts'
import type { OrderLine } from './materialise-projects.ts'
import { findCheckoutProducts, findCheckoutVariants } from './place-order-repository.ts'

// The lines of a cart as the server prices them: the checkout's (place-order.ts) and the freight
// quote's (decision 054), so a quote's subtotal is the one the order will have.

/** The same variant twice in the list counts once, with the quantities added. */
export function mergeLines(items: CheckoutInput['items']) {
  type Line = { productId: string; variantId: string; named: boolean; quantity: number }
  const merged = new Map<string, Line>()
  for (const item of items) {
    // No variant named: the product's one variant, whose id is the product's (decision 053).
    const variantId = item.variantId ?? item.productId
    const key = `${item.productId}:${variantId}`
    const line = merged.get(key) ?? {
      productId: item.productId,
      variantId,
      named: true,
      quantity: 0,
    }
    line.quantity += item.quantity
    line.named &&= item.variantId !== undefined
    merged.set(key, line)
  }
  // A fixed order of stock updates keeps two checkouts from locking rows in opposite orders.
  return [...merged.values()].sort(
    (a, b) => a.productId.localeCompare(b.productId) || a.variantId.localeCompare(b.variantId),
  )
}

/**
 * Each line at its variant's price in the database (its own, else its product's); a product no
 * longer sold, or a variant not its product's or not offered, is refused.
 */
export async function priceLines(
  db: Db,
  lines: ReturnType<typeof mergeLines>,
): Promise<OrderLine[]> {
  const [products, variants] = await Promise.all([
    findCheckoutProducts(db, [...new Set(lines.map((l) => l.productId))]),
    findCheckoutVariants(
      db,
      lines.map((l) => l.variantId),
    ),
  ])
  const found = new Map(products.map((p) => [p.id, p]))
  const offered = new Map(variants.map((v) => [v.id, v]))
  return lines.map(({ productId, variantId, named, quantity }) => {
    const product = found.get(productId)
    if (!product) throw invalid('product-unavailable', CHECKOUT_MESSAGES.productGone)
    const variant = offered.get(variantId)
    // A line that names no variant is for a product without options: one given options since
    // (a cart saved before) must say which it wants.
    const unchosen = !named && (variant?.valueIds.length ?? 0) > 0
    if (!variant || variant.productId !== productId || !variant.offered || unchosen) {
      throw invalid('variant-unavailable', CHECKOUT_MESSAGES.productGone)
    }
    return {
      product,
      variant: { id: variant.id, label: variant.label },
      quantity,
      unitPriceCents: variant.priceCents ?? product.priceCents,
    }
  })
}

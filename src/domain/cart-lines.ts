import type { CartLine, CartLineId } from './cart.ts'
import { nameWithVariant } from './variants/variant-rules.ts'

// What the cart page and the checkout make of the cart's lines, kept out of cart.ts: the store's
// pages load cart.ts, and every byte of it counts against their JavaScript (docs/performance.md).

/** A line's identity as a key: its variant, the product's own row for a line naming none. */
export const cartLineKey = (id: CartLineId) => id.variantId ?? id.id

/** 'Capa de Volante — 38 cm / Vermelha'; the product's name alone for a line naming no variant. */
export const cartLineName = (product: CartLine['product']) =>
  nameWithVariant(product.name, product.variantLabel)

export interface CheckoutItem {
  productId: string
  variantId?: string
  quantity: number
}

/**
 * What POST /api/orders takes of the cart: one item per variant, the units of its lines together
 * (the server takes each variant's stock once), naming the variant when the line does. A line
 * naming none is its product's one variant; for a product given options since, the server refuses
 * it ('Um produto do seu carrinho não está mais disponível'): it must be chosen.
 */
export function checkoutItems(lines: readonly CartLine[]): CheckoutItem[] {
  const items = new Map<string, CheckoutItem>()
  for (const { product, quantity } of lines) {
    const key = cartLineKey(product)
    const item = items.get(key)
    if (item) item.quantity += quantity
    else {
      const { id: productId, variantId } = product
      items.set(key, { productId, ...(variantId !== undefined && { variantId }), quantity })
    }
  }
  return [...items.values()]
}

import type { Cents } from './money.ts'
import type { ProductVariantView } from './product.ts'

/**
 * What the cart keeps of a product and the variant chosen (decision 053): enough to draw the line
 * and apply the stock rules offline. A product without options has no `variantId`: its one variant
 * is the product itself (whose id it has), as on every line saved before variants.
 */
export interface CartProduct {
  id: string
  name: string
  /** The variant's own price, else the product's. */
  priceCents: Cents
  image: string
  /** The variant's stock (the product's one variant's for a product without options). */
  stock: number
  isCustomOrder: boolean
  variantId?: string
  /** '38 cm / Vermelha', as the product's answer spells it. */
  variantLabel?: string
}

/**
 * What names a line: the variant it holds (decision 053), a line naming none holding its product's
 * own row (`variantId ?? id`, as the checkout reads it). A line saved before its product had
 * options is thus the variant that row became, as the stock books have it.
 */
export type CartLineId = Pick<CartProduct, 'id' | 'variantId'>

/** The variant chosen, with its own photo's address when it has one (the line's picture). */
export type CartVariant = Pick<ProductVariantView, 'id' | 'label' | 'stock' | 'priceCents'> & {
  image?: string | undefined
}

/**
 * What the cart keeps of a product as the API sends it, with the variant chosen; a variant of no
 * options (the product's one) is the product itself, so its line names no variant.
 */
export function toCartProduct(product: CartProduct, variant?: CartVariant): CartProduct {
  return {
    id: product.id,
    name: product.name,
    priceCents: variant?.priceCents ?? product.priceCents,
    image: variant?.image || product.image,
    stock: variant?.stock ?? product.stock,
    isCustomOrder: product.isCustomOrder,
    // A label of '' is a product's one variant: the product without options, naming none.
    ...(variant?.label && { variantId: variant.id, variantLabel: variant.label }),
  }
}

export interface CartLine {
  product: CartProduct
  quantity: number
}

/** How long the cart's toasts stay (spec.md section 9). */
export const CART_TOAST_MS = 3000

export const CART_MESSAGES = {
  added: 'Produto adicionado ao carrinho!',
  outOfStock: 'Produto fora de estoque!',
  maxReached: 'Quantidade máxima disponível em estoque atingida!',
  unavailable: 'Quantidade indisponível em estoque!',
} as const

export type CartResult = { ok: true; lines: CartLine[] } | { ok: false; error: string }

// Made-to-order products are built when ordered, so stock never limits them.
function limit(product: CartProduct): number {
  return product.isCustomOrder ? Infinity : product.stock
}

// One line per variant: its row, the product's own for a line naming none.
const sameLine = (a: CartLineId, b: CartLineId) => (a.variantId ?? a.id) === (b.variantId ?? b.id)

/** The units of that variant in the cart: one line per variant, so its line's (0 for none). */
export function heldUnits(lines: readonly CartLine[], id: CartLineId): number {
  return lines.find((line) => sameLine(line.product, id))?.quantity ?? 0
}

/**
 * Adds `quantity` units (one by default) in one go: all of them or none. A quantity that is not a
 * whole number of at least 1 adds nothing; a total past the variant's stock adds nothing either.
 * The line takes the product as given, so an old line of a variant comes to name it.
 */
export function addToCart(
  lines: readonly CartLine[],
  product: CartProduct,
  quantity = 1,
): CartResult {
  if (limit(product) <= 0) return { ok: false, error: CART_MESSAGES.outOfStock }
  if (!Number.isInteger(quantity) || quantity < 1) {
    return { ok: false, error: CART_MESSAGES.unavailable }
  }
  const existing = lines.find((line) => sameLine(line.product, product))
  const total = (existing?.quantity ?? 0) + quantity
  if (total > limit(product)) return { ok: false, error: CART_MESSAGES.maxReached }
  if (!existing) return { ok: true, lines: [...lines, { product, quantity }] }
  return {
    ok: true,
    lines: lines.map((line) => (line === existing ? { product, quantity: total } : line)),
  }
}

/** Quantities below 1 change nothing: the decrease button does nothing at 1, removal is explicit. */
export function setQuantity(
  lines: readonly CartLine[],
  id: CartLineId,
  quantity: number,
): CartResult {
  const existing = lines.find((line) => sameLine(line.product, id))
  if (!existing || !Number.isInteger(quantity) || quantity > limit(existing.product)) {
    return { ok: false, error: CART_MESSAGES.unavailable }
  }
  if (quantity < 1) return { ok: true, lines: [...lines] }
  return {
    ok: true,
    lines: lines.map((line) => (line === existing ? { ...line, quantity } : line)),
  }
}

export function removeFromCart(lines: readonly CartLine[], id: CartLineId): CartLine[] {
  return lines.filter((line) => !sameLine(line.product, id))
}

export function cartQuantity(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0)
}

export function cartTotal(lines: readonly CartLine[]): Cents {
  return lines.reduce((sum, line) => sum + line.product.priceCents * line.quantity, 0)
}

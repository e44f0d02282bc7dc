import type { Cents } from './money.ts'

/** What the cart keeps of a product: enough to draw the line and apply the stock rules offline. */
export interface CartProduct {
  id: string
  name: string
  priceCents: Cents
  image: string
  stock: number
  isCustomOrder: boolean
}

/** What the cart keeps of a product as the API sends it. */
export function toCartProduct(product: CartProduct): CartProduct {
  return {
    id: product.id,
    name: product.name,
    priceCents: product.priceCents,
    image: product.image,
    stock: product.stock,
    isCustomOrder: product.isCustomOrder,
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
  return product.isCustomOrder ? Number.POSITIVE_INFINITY : product.stock
}

/**
 * Adds `quantity` units (one by default) in one go: all of them or none. A quantity that is not a
 * whole number of at least 1 adds nothing; a total past the stock adds nothing either.
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
  const existing = lines.find((line) => line.product.id === product.id)
  const total = (existing?.quantity ?? 0) + quantity
  if (total > limit(product)) return { ok: false, error: CART_MESSAGES.maxReached }
  if (!existing) return { ok: true, lines: [...lines, { product, quantity }] }
  return {
    ok: true,
    lines: lines.map((line) =>
      line.product.id === product.id ? { product, quantity: total } : line,
    ),
  }
}

/** Quantities below 1 change nothing: the decrease button does nothing at 1, removal is explicit. */
export function setQuantity(
  lines: readonly CartLine[],
  productId: string,
  quantity: number,
): CartResult {
  const existing = lines.find((line) => line.product.id === productId)
  if (!existing || !Number.isInteger(quantity) || quantity > limit(existing.product)) {
    return { ok: false, error: CART_MESSAGES.unavailable }
  }
  if (quantity < 1) return { ok: true, lines: [...lines] }
  return {
    ok: true,
    lines: lines.map((line) => (line.product.id === productId ? { ...line, quantity } : line)),
  }
}

export function removeFromCart(lines: readonly CartLine[], productId: string): CartLine[] {
  return lines.filter((line) => line.product.id !== productId)
}

export function cartQuantity(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0)
}

export function cartTotal(lines: readonly CartLine[]): Cents {
  return lines.reduce((sum, line) => sum + line.product.priceCents * line.quantity, 0)
}

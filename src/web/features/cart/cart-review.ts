import { cartTotal, toCartProduct, type CartLine, type CartProduct } from '#domain/cart.ts'
import { cartLineKey } from '#domain/cart-lines.ts'
import { variantPhoto } from '#domain/variants/variant-choice.ts'
import type { Cents } from '#domain/money.ts'
import type { Product, ProductDetail } from '#domain/product.ts'

/** A product as GET /api/products/:id answers it: with its options and variants (decision 053). */
export type CartProductAnswer = Product &
  Pick<ProductDetail, 'options' | 'variants'> &
  Partial<Pick<ProductDetail, 'photos'>>

/** What the server said about one cart product when the cart was opened. */
export type ProductCheck =
  | { state: 'pending' }
  | { state: 'found'; product: CartProductAnswer }
  /** 404: the product was deleted. */
  | { state: 'gone' }
  /** Network or server failure: the cart's own copy is shown, unconfirmed. */
  | { state: 'failed' }

/**
 * Why a line's variant cannot be bought as it is (decision 053): turned off ('Não oferecido'),
 * removed from the product, or never chosen (a line saved before its product had options).
 */
export type VariantProblem = 'variant-off' | 'variant-gone' | 'choose'

type LineState = 'ok' | 'gone' | 'sold-out' | VariantProblem

export interface LineReview {
  /** The line to draw: the server's product data and a quantity within stock, when known. */
  line: CartLine
  state: LineState
  priceChange?: { fromCents: Cents; toCents: Cents }
  /** The server has fewer units than the customer had in the cart. */
  stockLowered: boolean
}

function limit(product: CartProduct): number {
  return product.isCustomOrder ? Number.POSITIVE_INFINITY : product.stock
}

/**
 * The line's product as the server has it now, with its variant's price, stock and label; or why
 * that variant can no longer be bought. A line naming no variant is the product's one: once the
 * product has options it must be chosen again. A line naming the product's own row, the product
 * given back no options since, is that one variant again (its line names none).
 */
export function freshProduct(
  line: CartLine,
  product: CartProductAnswer,
): CartProduct | VariantProblem {
  const { variantId } = line.product
  if (variantId === undefined) return product.options.length > 0 ? 'choose' : toCartProduct(product)
  const variant = product.variants.find((candidate) => candidate.id === variantId)
  if (!variant) return 'variant-gone'
  if (!variant.offered) return 'variant-off'
  return toCartProduct(product, {
    ...variant,
    image: variantPhoto(product.photos ?? [], variant)?.url,
  })
}

function sameProduct(a: CartProduct, b: CartProduct): boolean {
  const keys = Object.keys(a) as (keyof CartProduct)[]
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key])
}

/**
 * The cart line brought up to date with the server's product: new name, price, image, stock and
 * label, and the quantity lowered to the stock. At stock 0 the quantity is kept: the line is shown
 * as unavailable and only removal is offered. A line whose variant cannot be bought stays as it is.
 */
export function syncLine(line: CartLine, product: CartProductAnswer): CartLine {
  const fresh = freshProduct(line, product)
  if (typeof fresh === 'string') return line
  const max = limit(fresh)
  const quantity = max >= 1 ? Math.min(line.quantity, max) : line.quantity
  const same = quantity === line.quantity && sameProduct(fresh, line.product)
  return same ? line : { product: fresh, quantity }
}

/**
 * Every line the server answered for, synced; the same array when nothing changed. Two lines that
 * become one (a line of its product's own row, the product given back no options since, beside a
 * line naming no variant) are merged, within the stock.
 */
export function syncLines(
  lines: CartLine[],
  products: ReadonlyMap<string, CartProductAnswer>,
): CartLine[] {
  let changed = false
  const next: CartLine[] = []
  for (const line of lines) {
    const product = products.get(line.product.id)
    const synced = product ? syncLine(line, product) : line
    if (synced !== line) changed = true
    const key = cartLineKey(synced.product)
    const twin = next.findIndex((other) => cartLineKey(other.product) === key)
    if (twin < 0) next.push(synced)
    else {
      changed = true
      const kept = next[twin]!
      const max = limit(kept.product)
      const quantity = kept.quantity + synced.quantity
      next[twin] = { ...kept, quantity: max >= 1 ? Math.min(quantity, max) : quantity }
    }
  }
  return changed ? next : lines
}

/**
 * One line as the page shows it. `opened` is the line as it was when the page opened, so a price or
 * stock change stays explained after the store has taken the server's values.
 */
export function reviewLine(
  line: CartLine,
  opened: CartLine | undefined,
  check: ProductCheck,
): LineReview {
  if (check.state === 'gone') return { line, state: 'gone', stockLowered: false }
  if (check.state !== 'found') return { line, state: 'ok', stockLowered: false }
  const problem = freshProduct(line, check.product)
  if (typeof problem === 'string') return { line, state: problem, stockLowered: false }
  const synced = syncLine(line, check.product)
  const before = opened ?? line
  const max = limit(synced.product)
  const fromCents = before.product.priceCents
  const toCents = synced.product.priceCents
  return {
    line: synced,
    state: max >= 1 ? 'ok' : 'sold-out',
    priceChange: fromCents === toCents ? undefined : { fromCents, toCents },
    stockLowered: max >= 1 && before.quantity > max,
  }
}

/** Only lines that can be bought count towards the total. */
export function buyableTotal(reviews: readonly LineReview[]): Cents {
  return cartTotal(reviews.filter((review) => review.state === 'ok').map((review) => review.line))
}

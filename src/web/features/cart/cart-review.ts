import { cartTotal, toCartProduct, type CartLine, type CartProduct } from '#domain/cart.ts'
import type { Cents } from '#domain/money.ts'
import type { Product } from '#domain/product.ts'

/** What the server said about one cart product when the cart was opened. */
export type ProductCheck =
  | { state: 'pending' }
  | { state: 'found'; product: Product }
  /** 404: the product was deleted. */
  | { state: 'gone' }
  /** Network or server failure: the cart's own copy is shown, unconfirmed. */
  | { state: 'failed' }

type LineState = 'ok' | 'gone' | 'sold-out'

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
 * The cart line brought up to date with the server's product: new name, price, image and stock,
 * and the quantity lowered to the stock. At stock 0 the quantity is kept: the line is shown as
 * unavailable and only removal is offered.
 */
export function syncLine(line: CartLine, product: Product): CartLine {
  const fresh = toCartProduct(product)
  const max = limit(fresh)
  const quantity = max >= 1 ? Math.min(line.quantity, max) : line.quantity
  const same =
    quantity === line.quantity &&
    (Object.keys(fresh) as (keyof CartProduct)[]).every((key) => fresh[key] === line.product[key])
  return same ? line : { product: fresh, quantity }
}

/** Every line the server answered for, synced; the same array when nothing changed. */
export function syncLines(lines: CartLine[], products: ReadonlyMap<string, Product>): CartLine[] {
  let changed = false
  const next = lines.map((line) => {
    const product = products.get(line.product.id)
    const synced = product ? syncLine(line, product) : line
    if (synced !== line) changed = true
    return synced
  })
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

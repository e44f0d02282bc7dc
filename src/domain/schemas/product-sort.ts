/**
 * The store's orders (`?ordem=` on the page, `sort` in the API) and the keyset cursor of the price
 * orders. Made-to-order products hide their price in the store, so both price orders list them
 * after every priced product instead of placing them by a number the customer never sees.
 */
export const PRODUCT_SORTS = ['recentes', 'menor-preco', 'maior-preco'] as const
export type ProductSort = (typeof PRODUCT_SORTS)[number]
export const DEFAULT_PRODUCT_SORT: ProductSort = 'recentes'

export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  recentes: 'Mais recentes',
  'menor-preco': 'Menor preço',
  'maior-preco': 'Maior preço',
}

/** A known order, or undefined (an unknown `ordem` shows the normal store). */
export function toProductSort(text: string | null | undefined): ProductSort | undefined {
  return PRODUCT_SORTS.find((sort) => sort === text)
}

export const isPriceSort = (sort: ProductSort | undefined) =>
  sort === 'menor-preco' || sort === 'maior-preco'

/** Where a page of a price order starts: just after this product. */
export interface PriceCursor {
  madeToOrder: boolean
  priceCents: number
  id: string
}

const PREFIX = 'p'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const PRICE = /^(0|[1-9]\d{0,12})$/

const toBase64Url = (text: string) =>
  btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

function fromBase64Url(text: string): string | undefined {
  try {
    return atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  } catch {
    return undefined
  }
}

/** Opaque to clients, like the date cursor: they only pass back what `nextAfter` gave them. */
export function encodePriceCursor(cursor: PriceCursor): string {
  return toBase64Url(
    `${PREFIX}|${cursor.madeToOrder ? 1 : 0}|${cursor.priceCents}|${cursor.id.toLowerCase()}`,
  )
}

export function decodePriceCursor(text: string): PriceCursor | undefined {
  const plain = fromBase64Url(text)
  if (plain === undefined) return undefined
  const [prefix, madeToOrder, price, id, ...rest] = plain.split('|')
  if (prefix !== PREFIX || rest.length > 0 || !price || !id) return undefined
  if ((madeToOrder !== '0' && madeToOrder !== '1') || !PRICE.test(price) || !UUID.test(id)) {
    return undefined
  }
  return { madeToOrder: madeToOrder === '1', priceCents: Number(price), id: id.toLowerCase() }
}

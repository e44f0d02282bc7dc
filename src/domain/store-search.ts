import { DEFAULT_PRODUCT_SORT, toProductSort, type ProductSort } from './schemas/product-sort.ts'

/**
 * What the store shows, as its address says: `/?q=volante&categoria=Tapetes&ordem=menor-preco`.
 * Nothing in the address is an error: a search longer than the API takes is cut to it, an unknown
 * order is the default one, and an unknown category is no category (`knownCategory`).
 */
export interface StoreSearch {
  q?: string | undefined
  category?: string | undefined
  sort: ProductSort
}

/** The longest search the API takes (schemas/product-query.ts); the store cuts a longer `q` to it. */
export const SEARCH_MAX_LENGTH = 200

export const STORE_PARAMS = { q: 'q', category: 'categoria', sort: 'ordem' } as const

/** The text cut to what the API's search takes (UTF-16 units, as zod counts), never mid-character. */
function cutSearch(text: string): string {
  let cut = ''
  for (const ch of text) {
    if (cut.length + ch.length > SEARCH_MAX_LENGTH) break
    cut += ch
  }
  return cut
}

/** What was typed, without the control characters (a NUL from '%00') no search can hold. */
// eslint-disable-next-line no-control-regex -- the control characters are what is removed
const typed = (text: string | null) => text?.replace(/[\u0000-\u001f\u007f]/g, ' ').trim() ?? ''

export function parseStoreSearch(params: URLSearchParams): StoreSearch {
  const q = cutSearch(typed(params.get(STORE_PARAMS.q)))
  const category = typed(params.get(STORE_PARAMS.category))
  return {
    q: q.trim() || undefined,
    category: category || undefined,
    sort: toProductSort(params.get(STORE_PARAMS.sort)) ?? DEFAULT_PRODUCT_SORT,
  }
}

/** The search with its category only when the catalog has it (case and accents as written). */
export function knownCategory(
  search: StoreSearch,
  categories: readonly string[] | undefined,
): StoreSearch {
  return search.category && categories?.includes(search.category)
    ? search
    : { ...search, category: undefined }
}

/** The store's address for a search, without what is the default: '/' for the whole store. */
export function storeHref(search: StoreSearch): string {
  const params = new URLSearchParams()
  if (search.q) params.set(STORE_PARAMS.q, search.q)
  if (search.category) params.set(STORE_PARAMS.category, search.category)
  if (search.sort !== DEFAULT_PRODUCT_SORT) params.set(STORE_PARAMS.sort, search.sort)
  const text = params.toString()
  return text ? `/?${text}` : '/'
}

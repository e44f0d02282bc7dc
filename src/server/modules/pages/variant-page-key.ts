import type { TaggedAnswer } from './api-answers.ts'
import { variantStockKey } from '#server/catalog-cache/stock-map.ts'

const PRODUCT_PAGE = /^\/product\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/
const VARIANT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The key of a product page drawn for one of its variants, '/product/<id>?variante=<variant id>'
 * (decision 053), when the address names a variant of THAT product, as the product's cached answer
 * lists them (its live stock names each); undefined for anything else (another product's variant,
 * garbage, no `variante`), which is the product's own page: made-up values never get an entry.
 */
export async function variantPageKey(
  path: string,
  url: string,
  answer: (url: string) => Promise<TaggedAnswer>,
): Promise<string | undefined> {
  const product = PRODUCT_PAGE.exec(path)?.[1]
  const variant = product && new URL(url).searchParams.get('variante')?.toLowerCase()
  if (!variant || !VARIANT_ID.test(variant)) return undefined
  const answered = await answer(`/api/products/${product}`)
  return answered.stocks.has(variantStockKey(variant)) ? `${path}?variante=${variant}` : undefined
}

/** Whether a page key is a variant's (kept in a small cache of their own). */
export const isVariantKey = (key: string) => key.includes('?variante=')

import { keptSpelling } from '#domain/category.ts'
import type { ApiAnswer } from '#domain/page-data.ts'
import { parseStoreSearch, STORE_PARAMS } from '#domain/store-search.ts'

/**
 * The store's address with the catalog's spelling of the category asked in another one
 * ('/?categoria=organizadores&ordem=menor-preco' is '/?categoria=Organizadores&ordem=menor-preco',
 * the rest of the query as sent), so the drawn-page cache keeps one page per category (decision 028).
 * Undefined when the category is spelled as the catalog has it, or matches none: that store stays
 * as it was. The categories come from the catalog cache.
 */
export async function keptCategoryAddress(
  url: string,
  answer: (url: string) => Promise<ApiAnswer>,
): Promise<string | undefined> {
  const { searchParams } = new URL(url)
  const asked = parseStoreSearch(searchParams).category
  if (!asked) return undefined
  const answered = await answer('/api/products/categories')
  if (answered.status !== 200) return undefined
  const { categories } = JSON.parse(answered.body) as { categories: string[] }
  const kept = keptSpelling(asked, categories)
  if (kept === undefined) return undefined
  searchParams.set(STORE_PARAMS.category, kept)
  return `/?${searchParams.toString()}`
}

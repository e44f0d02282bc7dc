import { Hono } from 'hono'
import type { CatalogPage, ProductDetail } from '#domain/product.ts'
import { PRODUCT_PAGE_SIZE, productListQuerySchema } from '#domain/schemas/product-query.ts'
import type { CatalogCache, SearchLike } from '#server/catalog-cache/catalog-cache.ts'
import { cachedJson } from '#server/catalog-cache/cached-json.ts'
import type { Db } from '#server/db/client.ts'
import { validate } from '#server/http/validate.ts'
import {
  getCategories,
  getLiveProduct,
  getLiveProductPage,
  isProductId,
  productNotFound,
  type CatalogQuery,
} from './product-service.ts'

/** The cache key of a catalog page: '?limit=048', '?limit=48' and no limit are one entry. */
export function catalogPageKey(query: CatalogQuery) {
  const { limit = PRODUCT_PAGE_SIZE, offset = 0, after, q, category, sort = 'recentes' } = query
  return JSON.stringify(['page', limit, offset, after, q, category, sort])
}

interface CatalogDeps {
  db: Db
  catalog: CatalogCache
}

/**
 * Whether a catalog page is one anybody can make up (decision 025): a search, a page past the first
 * (offset or cursor), another page size, or a category the catalog does not have (an empty page).
 * These go in the cache's small LRU of their own; the store's first pages (whole, per category,
 * per order: as many as the catalog has categories) stay in the main one, so random requests
 * cannot push them out.
 */
function searchLike(query: CatalogQuery): SearchLike {
  const { limit = PRODUCT_PAGE_SIZE, offset = 0, after, q, category } = query
  if (q !== undefined || offset > 0 || after !== undefined || limit !== PRODUCT_PAGE_SIZE)
    return true
  return category !== undefined && ((page) => (page as CatalogPage).items.length === 0)
}

/** A catalog page's answer, from the cache or read through (also drawn into the store's HTML). */
export const readCatalogPage = ({ db, catalog }: CatalogDeps, query: CatalogQuery) =>
  catalog.get(catalogPageKey(query), () => getLiveProductPage(db, query), searchLike(query))

/** A product's answer; a malformed or unknown id is productNotFound(). */
export function readProduct({ db, catalog }: CatalogDeps, rawId: string) {
  const id = rawId.toLowerCase()
  // A malformed id is a 404 without a query; an unknown one is not cached either (a failed read
  // never is), so made-up ids cannot push real pages out of the cache.
  if (!isProductId(id)) return Promise.reject(productNotFound())
  return catalog.get(`product:${id}`, () => getLiveProduct(db, id))
}

/** The catalog's categories (the store's chips). */
export const readCategories = ({ db, catalog }: CatalogDeps) =>
  catalog.get('categories', async () => ({ categories: await getCategories(db) }))

/** The store's catalog, answered from the catalog cache (ETag, 304) and read through on a miss. */
export function productRoutes(deps: CatalogDeps) {
  return (
    new Hono()
      .get('/', validate('query', productListQuerySchema), async (c) => {
        const query = c.req.valid('query')
        return cachedJson<CatalogPage>(c, await readCatalogPage(deps, query))
      })
      // Before '/:id', which would otherwise take 'categories' for an id.
      .get('/categories', async (c) =>
        cachedJson<{ categories: string[] }>(c, await readCategories(deps)),
      )
      .get('/:id', async (c) =>
        cachedJson<ProductDetail>(c, await readProduct(deps, c.req.param('id'))),
      )
  )
}

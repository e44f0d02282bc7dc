import { DomainError } from '#domain/errors.ts'
import type { CatalogPage, Product } from '#domain/product.ts'
import type { CatalogCache } from '#server/catalog-cache/catalog-cache.ts'
import type { Db } from '#server/db/client.ts'
import type { PageData } from '#domain/page-data.ts'
import { catalogPageKey } from './product-routes.ts'
import { getLiveProduct, getLiveProductPage, isProductId } from './product-service.ts'

const decoder = new TextDecoder()

/**
 * The data of the store's first screen, sent inside the HTML of `/` and `/product/:id`: the page's
 * first API answer (the same cached bytes /api/products gives) and its first image to preload, so
 * a phone neither waits for the JavaScript to ask for them nor for the answer to find the image.
 */
export function catalogPageData(deps: { db: Db; catalog: CatalogCache }) {
  const { db, catalog } = deps
  return async (path: string): Promise<PageData | null> => {
    if (path === '/') {
      const entry = await catalog.get(catalogPageKey({}), () => getLiveProductPage(db, {}))
      const json = decoder.decode(entry.body)
      const first = (JSON.parse(json) as CatalogPage).items[0]
      return { responses: { '/api/products': json }, images: first?.image ? [first.image] : [] }
    }
    const id = /^\/product\/([^/]+)$/.exec(path)?.[1]?.toLowerCase()
    if (!id || !isProductId(id)) return null
    const entry = await catalog
      .get(`product:${id}`, () => getLiveProduct(db, id))
      .catch((error) => {
        // An unknown product: the page shows its not-found screen, as it would after asking the API.
        if (error instanceof DomainError) return null
        throw error
      })
    if (!entry) return null
    const json = decoder.decode(entry.body)
    const { image } = JSON.parse(json) as Product
    return { responses: { [`/api/products/${id}`]: json }, images: image ? [image] : [] }
  }
}

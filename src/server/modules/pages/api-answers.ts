import { DomainError } from '#domain/errors.ts'
import type { ApiAnswer } from '#domain/page-data.ts'
import type { CachedJson } from '#server/catalog-cache/catalog-cache.ts'
import { toCachedJson, type CatalogCache } from '#server/catalog-cache/catalog-cache.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { domainErrorAnswer } from '#server/http/error-handler.ts'
import { holdsInvalidText } from '#server/http/validate.ts'
import { readDownloads } from '#server/modules/downloads/download-routes.ts'
import { readHelpPage, readHelpPages } from '#server/modules/help-pages/help-page-routes.ts'
import { productListQuerySchema } from '#domain/schemas/product-query.ts'
import {
  readCatalogPage,
  readCategories,
  readProduct,
} from '#server/modules/products/product-routes.ts'

/** An API answer, with what a drawn page needs to know whether it still shows it. */
export interface TaggedAnswer extends ApiAnswer {
  /** Changes whenever anything but the products' stock does. */
  readonly base: string
  /** The stock of each product in the answer (live answers of the catalog cache only). */
  readonly stocks: ReadonlyMap<string, number>
}

const NO_STOCK: ReadonlyMap<string, number> = new Map()

interface AnswerDeps {
  config: Config
  db: Db
  catalog: CatalogCache
  /** /api/shop's answer now (the panel's settings: decision 037). */
  shopInfo(): CachedJson
  /** Any other GET of the API, as a browser would get it (the app itself, in process). */
  request(url: string): Promise<Response>
}

const decoder = new TextDecoder()
const answered = (entry: CachedJson): TaggedAnswer => ({
  status: 200,
  base: entry.live?.base ?? entry.etag,
  stocks: entry.live?.stocks ?? NO_STOCK,
  // Read only when a page is drawn: checking a cached page needs the tag alone.
  get body() {
    return decoder.decode(entry.body)
  },
})

/**
 * Answers the public GETs a page asks for while it is drawn on the server: the catalog's from the
 * catalog cache (the very bytes the API sends, with the current stock), anything else through the
 * app. A refusal (an unknown product) is answered as the API answers it; any other failure
 * rejects, and the page is a 500.
 */
export function apiAnswers(deps: AnswerDeps) {
  const PRODUCT = '/api/products/'
  const HELP_PAGE = '/api/help-pages/'

  /** The store's grid for the search it asks (`/api/products?q=...`); a query the API refuses goes through the app. */
  function catalogPage(search: string): Promise<CachedJson> | undefined {
    const query = productListQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(search)))
    if (!query.success || holdsInvalidText(query.data)) return undefined
    return readCatalogPage(deps, query.data)
  }

  /** A path parameter as the route would read it; one that is not valid percent-encoding as sent. */
  function param(encoded: string): string {
    try {
      return decodeURIComponent(encoded)
    } catch {
      return encoded
    }
  }

  function cached(url: string): Promise<CachedJson> | undefined {
    if (url === '/api/products') return readCatalogPage(deps, {})
    if (url.startsWith('/api/products?')) return catalogPage(url.slice('/api/products?'.length))
    // Before the products' prefix, which would take 'categories' for an id.
    if (url === '/api/products/categories') return readCategories(deps)
    if (url === '/api/help-pages') return readHelpPages(deps)
    if (url === '/api/downloads') return readDownloads(deps)
    // The rest of the URL is the id or slug the page asked for, encoded by the API client.
    if (url.startsWith(PRODUCT)) return readProduct(deps, param(url.slice(PRODUCT.length)))
    if (url.startsWith(HELP_PAGE)) return readHelpPage(deps, param(url.slice(HELP_PAGE.length)))
    return undefined
  }

  async function throughApp(url: string): Promise<TaggedAnswer> {
    const response = await deps.request(url)
    if (response.status >= 500) throw new Error(`${url} respondeu ${response.status}`)
    const body = await response.text()
    return { status: response.status, body, base: toCachedJson(body).etag, stocks: NO_STOCK }
  }

  return async (url: string): Promise<TaggedAnswer> => {
    // Its tag is every drawn page's source: a save in 'Loja' redraws them all.
    if (url === '/api/shop') return answered(deps.shopInfo())
    const read = cached(url)
    if (!read) return throughApp(url)
    try {
      return answered(await read)
    } catch (error) {
      if (!(error instanceof DomainError)) throw error
      const { status, body } = domainErrorAnswer(error)
      return { status, body, base: `${status}:${body}`, stocks: NO_STOCK }
    }
  }
}

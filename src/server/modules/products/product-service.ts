import { z } from 'zod'
import { notFound } from '#domain/errors.ts'
import type { CatalogPage, Product, ProductDetail } from '#domain/product.ts'
import {
  encodeProductCursor,
  PRODUCT_NOT_FOUND,
  PRODUCT_PAGE_SIZE,
  type CatalogCursor,
} from '#domain/schemas/product-query.ts'
import { encodePriceCursor, isPriceSort, type ProductSort } from '#domain/schemas/product-sort.ts'
import { searchWords, similarWords } from '#domain/search-text.ts'
import { LiveStock } from '#server/catalog-cache/catalog-cache.ts'
import { variantStockKey, type StockReading } from '#server/catalog-cache/stock-map.ts'
import type { Db } from '#server/db/client.ts'
import { readPhotoLists } from '#server/modules/photos/photo-list-repository.ts'
import { summaryOf, toProduct } from './product-answer.ts'
import {
  findCatalogPage,
  findProduct,
  listCategories,
  type CatalogFilter,
  type CatalogScope,
  type ProductRow,
} from './product-repository.ts'
import { correctedWords } from './search-correction-repository.ts'
import { stockNotOffered } from './store-card-repository.ts'
import { readProductVariants } from './variant-repository.ts'

export interface CatalogQuery extends CatalogFilter {
  limit?: number | undefined
  offset?: number | undefined
  after?: CatalogCursor | undefined
  sort?: ProductSort | undefined
}

function nextCursor(sort: ProductSort | undefined, last: ProductRow & { cursorAt: string }) {
  return isPriceSort(sort)
    ? encodePriceCursor({
        madeToOrder: last.isCustomOrder,
        priceCents: last.lowestPriceCents,
        id: last.id,
      })
    : encodeProductCursor({ at: last.cursorAt, id: last.id })
}

/** A page of the store or of the admin list: search, category, order, offset or keyset paging. */
export async function getProductPage<T extends Product = Product>(
  db: Db,
  query: CatalogQuery,
  toItem: (row: ProductRow) => T = toProduct as (row: ProductRow) => T,
  /** Whether a search that finds nothing is tried again with its typos corrected. */
  correcting = true,
): Promise<CatalogPage<T>> {
  const limit = query.limit ?? PRODUCT_PAGE_SIZE
  const offset = query.offset ?? 0
  const filter = { q: query.q, category: query.category, scope: query.scope }
  // One extra row tells whether another page exists without a COUNT.
  const rows = await findCatalogPage(db, filter, {
    limit: limit + 1,
    offset,
    after: query.after,
    sort: query.sort,
  })
  if (rows.length === 0 && correcting && query.q && !(await foundAsTyped(db, filter, query))) {
    const corrected = await correctedPage(db, query, toItem)
    if (corrected) return corrected
  }
  const items = rows.slice(0, limit)
  const last = items.at(-1)
  const more = rows.length > limit && last !== undefined
  return {
    items: items.map(toItem),
    // After a keyset page the position is not known; such a client follows nextAfter.
    nextOffset: more && !query.after ? offset + limit : null,
    nextAfter: more ? nextCursor(query.sort, last) : null,
  }
}

/**
 * Whether a search past its first page (by offset or cursor) found something on its first: then
 * the page asked is past its end, and no typo is corrected. A first page that found nothing did not.
 */
async function foundAsTyped(db: Db, filter: CatalogFilter, query: CatalogQuery) {
  if (!query.after && !query.offset) return false
  const first = await findCatalogPage(db, filter, { limit: 1, offset: 0, sort: query.sort })
  return first.length > 0
}

/**
 * A store search that found nothing, tried again with its words corrected ('volnte' finds 'Capa
 * de Volante', decision 050): the page of the corrected search, which says what it searched for;
 * undefined when no word was corrected (or none could be), or the corrected search finds nothing.
 */
async function correctedPage<T extends Product>(
  db: Db,
  query: CatalogQuery,
  toItem: (row: ProductRow) => T,
): Promise<CatalogPage<T> | undefined> {
  if ((query.scope ?? 'store') !== 'store') return undefined
  const words = searchWords(query.q ?? '')
  const correcting = similarWords(words)
  const corrected = await correctedWords(db, correcting)
  if (!corrected || corrected.every((word, i) => word === correcting[i])) return undefined
  // A word too short to correct is searched as typed.
  const correction = new Map(correcting.map((word, i) => [word, corrected[i]!]))
  const searched = words.map((word) => correction.get(word) ?? word).join(' ')
  const page = await getProductPage(db, { ...query, q: searched }, toItem, false)
  // Corrected, it finds nothing either: the search found nothing, as it says.
  return page.items.length > 0 ? { ...page, corrected: searched } : undefined
}

const uuid = z.uuid()

/** A malformed id cannot name a product: same answer as an unknown one, and no query. */
export const isProductId = (id: string) => uuid.safeParse(id).success

export const productNotFound = () => notFound('product-not-found', PRODUCT_NOT_FOUND)

export async function getProduct(db: Db, id: string): Promise<ProductDetail> {
  return (await detailsAndVersions(db, toProduct(await getProductRow(db, id)), 'store')).detail
}

/**
 * The product with its photos in order, its options and its variants (decision 053). One saved
 * before its list existed (the seed, a project's product) shows its one address.
 */
export async function withDetails<T extends Product>(
  db: Db,
  product: T,
): Promise<T & Pick<ProductDetail, 'photos' | 'options' | 'variants'>> {
  return (await detailsAndVersions(db, product, 'owner')).detail
}

/**
 * withDetails, and the stock version of each variant as the same read found it; for the store,
 * the product's stock less its variants' not offered (toProduct), which no sale moves, so the
 * product's stock and its version stay one reading.
 */
async function detailsAndVersions<T extends Product>(db: Db, product: T, scope: CatalogScope) {
  const [lists, variants, held] = await Promise.all([
    readPhotoLists(db, 'product', [product.id]),
    readProductVariants(db, [product.id]),
    scope === 'store' ? stockNotOffered(db, product.id) : 0,
  ])
  const only = { photo: null, url: product.image, alt: product.name, widths: [] }
  const { options, variants: list, stockVersions } = variants.get(product.id)!
  const detail = {
    ...product,
    stock: Math.max(0, product.stock - held),
    variantSummary: summaryOf(product, list),
    photos: lists.get(product.id) ?? [only],
    options,
    variants: list,
  }
  return { detail, stockVersions }
}

async function getProductRow(db: Db, id: string): Promise<ProductRow> {
  const row = isProductId(id) ? await findProduct(db, id) : undefined
  if (!row) throw productNotFound()
  return row
}

/** The product's stock as read, and how much of it the answer does not show (`shown`). */
const readingOf = (row: ProductRow, shown: number): StockReading => ({
  id: row.id,
  stock: row.stock,
  version: row.stockVersion,
  held: row.stock - shown,
})

/** A store page for the catalog cache, with each product's stock as read (and its version). */
export async function getLiveProductPage(db: Db, query: CatalogQuery) {
  const readings: StockReading[] = []
  const page = await getProductPage(db, query, (row) => {
    const product = toProduct(row)
    readings.push(readingOf(row, product.stock))
    return product
  })
  return new LiveStock(page, readings)
}

/** A product for the catalog cache, with its stock and its variants' as read (and their versions). */
export async function getLiveProduct(db: Db, id: string) {
  const row = await getProductRow(db, id)
  const { detail, stockVersions } = await detailsAndVersions(db, toProduct(row), 'store')
  const variants = detail.variants.map((v) => ({
    id: variantStockKey(v.id),
    stock: v.stock,
    version: stockVersions.get(v.id) ?? 0,
  }))
  return new LiveStock(detail, [readingOf(row, detail.stock), ...variants])
}

const ptBR = new Intl.Collator('pt-BR', { sensitivity: 'base' })

/** The categories the catalog uses, sorted as a Brazilian reader expects ('Ácido' near 'Acento'). */
export async function getCategories(db: Db): Promise<string[]> {
  return (await listCategories(db)).sort(ptBR.compare)
}

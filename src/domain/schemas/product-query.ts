import { z } from 'zod'
import { categoryName } from '#domain/category.ts'
import { SEARCH_MAX_LENGTH } from '#domain/store-search.ts'
import { decodePriceCursor, isPriceSort, PRODUCT_SORTS, type PriceCursor } from './product-sort.ts'

export const PRODUCT_NOT_FOUND = 'Produto não encontrado'

const intParam = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, { error: `O parâmetro "${name}" deve ser um número inteiro.` })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, { error: `O parâmetro "${name}" deve ser no mínimo ${min}.` })
        .max(max, { error: `O parâmetro "${name}" deve ser no máximo ${max}.` }),
    )

export const PRODUCT_PAGE_SIZE = 48

const CATEGORY_MAX_LENGTH = 100

/** The search box: trimmed; blank is no search. Shared by the store and the admin list. */
export const searchParam = z
  .string()
  .trim()
  .max(SEARCH_MAX_LENGTH, { error: 'Busca longa demais.' })
  .transform((q) => q || undefined)

/** An exact category, as stored (`categoryName`); blank is every category. */
export const categoryParam = z
  .string()
  .overwrite(categoryName)
  .trim()
  .max(CATEGORY_MAX_LENGTH, { error: 'Categoria longa demais.' })
  .transform((category) => category || undefined)

/**
 * Where a page of the newest-first list starts: just after this product. `at` is the product's
 * created_at to the microsecond (a JavaScript Date would lose the last three digits).
 */
export interface ProductCursor {
  at: string
  id: string
}

const CURSOR_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Opaque to clients: they only pass back what `nextAfter` gave them. */
export function encodeProductCursor(cursor: ProductCursor): string {
  return btoa(`${cursor.at}|${cursor.id}`)
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/**
 * '2026-02-30T25:61:00.000000Z' has the shape but names no instant: PostgreSQL would refuse it
 * in the query. Real means the calendar agrees, from year 1 on.
 */
function isRealInstant(at: string): boolean {
  const seconds = at.slice(0, 19)
  const date = new Date(`${seconds}Z`)
  return (
    !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 19) === seconds && at >= '0001'
  )
}

export function decodeProductCursor(text: string): ProductCursor | undefined {
  let plain: string
  try {
    plain = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  } catch {
    return undefined
  }
  const [at, id, ...rest] = plain.split('|')
  if (rest.length > 0 || !at || !id || !CURSOR_AT.test(at) || !UUID.test(id)) return undefined
  if (!isRealInstant(at)) return undefined
  return { at, id: id.toLowerCase() }
}

const INVALID_AFTER = 'O parâmetro "after" é inválido.'

/** A date cursor (newest first) or a price cursor (the price orders). */
export type CatalogCursor = ProductCursor | PriceCursor

export const isPriceCursor = (cursor: CatalogCursor): cursor is PriceCursor =>
  'priceCents' in cursor

const afterParam = z
  .string()
  .max(200, { error: INVALID_AFTER })
  .transform((text, ctx): CatalogCursor => {
    const cursor = decodeProductCursor(text) ?? decodePriceCursor(text)
    if (!cursor) ctx.addIssue({ code: 'custom', message: INVALID_AFTER })
    return cursor ?? z.NEVER
  })

const INVALID_SORT = `O parâmetro "sort" deve ser ${PRODUCT_SORTS.join(', ')}.`

/**
 * GET /api/products. `offset` pages as before; `after` (the previous page's `nextAfter`) pages by
 * keyset, as fast on the thousandth page as on the first. One or the other, not both. `sort` is
 * the store's order (newest first by default, or by price).
 */
export const productListQuerySchema = z
  .object({
    limit: intParam('limit', 1, 100).optional(),
    offset: intParam('offset', 0, 1_000_000).optional(),
    after: afterParam.optional(),
    q: searchParam.optional(),
    category: categoryParam.optional(),
    sort: z.enum(PRODUCT_SORTS, { error: INVALID_SORT }).optional(),
  })
  .refine((query) => query.after === undefined || query.offset === undefined, {
    error: 'Use o parâmetro "after" ou "offset", não os dois.',
  })
  // A cursor continues the order it came from: a date cursor cannot page a price order.
  // zod runs this even when `after` failed its own checks (then it is still the raw text, and
  // `after` is already refused): only a decoded cursor is compared.
  .refine(
    (query) =>
      typeof query.after !== 'object' || isPriceCursor(query.after) === isPriceSort(query.sort),
    { error: INVALID_AFTER },
  )

// The two limits of the catalog benchmark, each a bare node:http server in its own process:
//   node bench/catalog-limit-server.mjs <port> memory <file>    the file's bytes, from memory
//   node bench/catalog-limit-server.mjs <port> sql <url|dir>    per request, the SQL the shop runs
// (pg with a pool of 10 like the shop for a postgres:// URL, else PGlite on that data directory),
// rows mapped to the same JSON as src/server/modules/products/product-service.ts; a search that
// finds nothing tried again with its typos corrected, as the shop does (decision 050).
import { readFile } from 'node:fs/promises'
import http from 'node:http'
import { openPglite } from './lib.mjs'
import { searchWords, similarWords } from './search-words.mjs'

const [port, mode, source] = process.argv.slice(2)
const PAGE_SIZE = 48

/**
 * src/server/modules/products/store-card-repository.ts variantSummarySql: a store card's summary of
 * its product's variants (decision 053), read with each row of the page: the lowest price kept
 * on the product, and the stock on variants not offered, which the store takes off the product's.
 */
const VARIANT_SUMMARY = `(
  SELECT json_build_object(
    'count', count(*) FILTER (WHERE v.offered AND v.removed_at IS NULL),
    'lowestPriceCents', products.lowest_price_cents,
    'anyInStock', coalesce(bool_or(v.offered AND v.removed_at IS NULL AND v.stock > 0), false),
    'held', coalesce(sum(v.stock) FILTER (WHERE NOT v.offered OR v.removed_at IS NOT NULL), 0))
  FROM product_variants v
  WHERE v.product_id = products.id)`

/** src/server/modules/products/catalog-ordering.ts: each order's ORDER BY (its index's walk). */
const ORDER_BY = {
  recentes: 'created_at DESC, id DESC',
  'menor-preco': 'is_custom_order, lowest_price_cents, id',
  'maior-preco': '(NOT is_custom_order) DESC, lowest_price_cents DESC, id DESC',
}

const PRICE_SORTS = ['menor-preco', 'maior-preco']

/**
 * src/server/modules/products/product-repository.ts findCatalogPage: the page plus one row, newest
 * first or by lowest price (`sort`), with each row's variant summary and created_at to the
 * microsecond for the next page's cursor.
 */
function catalogQuery(params) {
  const values = []
  const where = ['made_for_client = false', 'hidden = false']
  for (const word of searchWords(params.get('q') ?? '')) {
    values.push(`%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`)
    where.push(`search_text LIKE $${values.length}`)
  }
  const category = params.get('category')?.trim()
  if (category) {
    values.push(category)
    where.push(`category = $${values.length}`)
  }
  values.push(PAGE_SIZE + 1, Number(params.get('offset') ?? 0))
  const orderBy = ORDER_BY[params.get('sort') ?? 'recentes'] ?? ORDER_BY.recentes
  const text = `SELECT id, name, price_cents, lowest_price_cents, description, image, category,
      stock, is_custom_order, video_url, created_at, ${VARIANT_SUMMARY} AS variant_summary,
      to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_at
    FROM products WHERE ${where.join(' AND ')}
    ORDER BY ${orderBy} LIMIT $${values.length - 1} OFFSET $${values.length}`
  return { text, values }
}

/**
 * src/server/modules/products/search-correction-repository.ts correctedWords: each word to the
 * catalog word most like it that a store product has, or itself.
 */
function correctionQuery(words, ext) {
  const text = `select q.word, (
      select w.word from catalog_words w
      where w.word OPERATOR(${ext}.%) q.word
        and exists (
          select 1 from products
          where made_for_client = false and hidden = false and search_text like '%' || w.word || '%'
        )
      order by ${ext}.similarity(w.word, q.word) desc, w.word
      limit 1
    ) as corrected
    from unnest($1::text[]) with ordinality as q(word, i)
    order by q.i`
  return { text, values: [words] }
}

/** src/domain/schemas/product-query.ts encodeProductCursor; product-sort.ts encodePriceCursor. */
function cursor(row, sort) {
  const text = PRICE_SORTS.includes(sort)
    ? `p|${row.is_custom_order ? 1 : 0}|${row.lowest_price_cents}|${row.id}`
    : `${row.cursor_at}|${row.id}`
  return Buffer.from(text).toString('base64url')
}

/**
 * src/domain/text.ts shortDescription, same result: the first 100 graphemes. A text of at most 100
 * UTF-16 units has at most 100 graphemes, and a longer one is segmented only as far as needed.
 */
const segmenter = new Intl.Segmenter('pt-BR', { granularity: 'grapheme' })
function shortDescription(text) {
  if (text.length <= 100) return text
  let end = 0
  let count = 0
  for (const { segment } of segmenter.segment(text)) {
    if (++count > 100) return text.slice(0, end)
    end += segment.length
  }
  return text
}

function toProduct(row) {
  const { held, ...variantSummary } = row.variant_summary
  return {
    id: row.id,
    name: row.name,
    priceCents: row.price_cents,
    description: row.description,
    shortDescription: shortDescription(row.description),
    image: row.image,
    category: row.category,
    stock: Math.max(0, row.stock - held),
    isCustomOrder: row.is_custom_order,
    videoUrl: row.video_url,
    createdAt: new Date(row.created_at).toISOString(),
    variantSummary,
  }
}

async function openQuery() {
  if (/^postgres(ql)?:/.test(source)) {
    const { default: pg } = await import('pg')
    const pool = new pg.Pool({ connectionString: source, max: 10 })
    return { query: (statement) => pool.query(statement) }
  }
  const db = await openPglite(source)
  return { query: (statement) => db.query(statement.text, statement.values) }
}

/** Where pg_trgm is, quoted (src/server/db/trigram.ts), or null. */
async function trigramSchema({ query }) {
  const { rows } = await query({
    text: `select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`,
    values: [],
  })
  return rows[0]?.schema ?? null
}

async function handler() {
  if (mode === 'memory') {
    const body = await readFile(source)
    return (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length })
      res.end(body)
    }
  }
  const db = await openQuery()
  const ext = await trigramSchema(db)
  /** The rows of a page, as the shop reads them, and its JSON. */
  async function pageOf(params) {
    const offset = Number(params.get('offset') ?? 0)
    const { rows } = await db.query(catalogQuery(params))
    const items = rows.slice(0, PAGE_SIZE)
    const more = rows.length > PAGE_SIZE
    return {
      items: items.map(toProduct),
      nextOffset: more ? offset + PAGE_SIZE : null,
      nextAfter: more ? cursor(items.at(-1), params.get('sort')) : null,
    }
  }
  /** product-service.ts correctedPage: the page of the search with its typos corrected, or undefined. */
  async function correctedPage(params) {
    const words = searchWords(params.get('q') ?? '')
    const correcting = similarWords(words)
    if (!ext || correcting.length === 0) return undefined
    const { rows } = await db.query(correctionQuery(correcting, ext))
    const corrected = rows.map((row) => row.corrected ?? row.word)
    if (corrected.every((word, i) => word === correcting[i])) return undefined
    const correction = new Map(correcting.map((word, i) => [word, corrected[i]]))
    const searched = words.map((word) => correction.get(word) ?? word).join(' ')
    const again = new URLSearchParams(params)
    again.set('q', searched)
    const page = await pageOf(again)
    return page.items.length > 0 ? { ...page, corrected: searched } : undefined
  }
  return async (req, res) => {
    try {
      const params = new URL(req.url, 'http://limit').searchParams
      const page = await pageOf(params)
      const corrected =
        page.items.length === 0 && params.get('q') ? await correctedPage(params) : undefined
      const body = JSON.stringify(corrected ?? page)
      const length = Buffer.byteLength(body)
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': length })
      res.end(body)
    } catch (error) {
      console.error(error)
      res.writeHead(500).end()
    }
  }
}

http.createServer(await handler()).listen(Number(port), '127.0.0.1', () => console.log('listening'))

// Issue 37, item 3: the store's search itself, at 100,000 products. 200 distinct searches (so no
// answer comes from the shop's catalog cache), each asked once of the shop and once of the SQL
// limit (bench/catalog-limit-server.mjs running the same query), one at a time, in turn, so a
// machine that slows down over the run favours neither side. p50 and p99 of each, and whether
// the limit's JSON was the shop's for every search.
import { percentile } from './load.mjs'

/**
 * The seeded catalog's product kinds (bench/lib.mjs seedProducts: product i is of kind i % 8, named
 * '<name> modelo i', in its category, described 'Acessório artesanal número i, feito à mão...'),
 * each as shoppers type it: without accents, in capitals, by its category.
 */
const KINDS = [
  ['capa volante', 'VOLANTÉ', 'volantes'],
  ['tapete', 'Tapetes', 'TAPETE'],
  ['chaveiro', 'Chaveiros', 'CHAVEIRO'],
  ['manopla', 'cambio', 'Câmbio'],
  ['organizador', 'organizacao', 'ORGANIZAÇÃO'],
  ['kit led', 'LED', 'iluminacao'],
  ['protetor cinto', 'conforto', 'Protetor de Cinto'],
  ['almofada', 'seguranca', 'Segurança'],
]
const TYPOS = ['volamte', 'tapeet', 'chaverio', 'manolpa', 'organisador', 'almofda']

export const SEARCHES = 200

/**
 * `count` distinct searches, as a store's would be: mostly a product kind and a model number (a
 * handful of matches, found through the trigram index), some a kind alone or two words of it (tens
 * of thousands of matches: the first page is found down the date index), some a typo that finds
 * nothing.
 */
export function searchQueries(count = SEARCHES, offset = 0) {
  const queries = new Set()
  for (let i = offset; queries.size < count; i++) {
    const kind = i % KINDS.length
    const spelling = KINDS[kind][Math.floor(i / KINDS.length) % 3]
    const model = kind + KINDS.length * ((i * 7919) % 12_000)
    const shape = i % 10
    if (shape < 7) queries.add(`${spelling} ${model}`)
    else if (shape < 9) queries.add(`${spelling}${shape === 8 ? ' artesanal' : ''}`)
    else queries.add(`${TYPOS[i % TYPOS.length]} ${model}`)
  }
  return [...queries]
}

async function timed(url) {
  const t0 = performance.now()
  const res = await fetch(url)
  const body = await res.text()
  return { ms: performance.now() - t0, status: res.status, body }
}

/**
 * The searches (`make(count, offset)`: 200 of them) on the shop and on the SQL limit, after 20
 * others (none of them) as a warm-up.
 */
export async function measureSearches(shopBase, sqlBase, make = searchQueries) {
  const path = (q) => `/api/products?q=${encodeURIComponent(q)}`
  const queries = make(SEARCHES)
  const measured = new Set(queries)
  const warmUp = make(60, 10_000).filter((q) => !measured.has(q))
  for (const q of warmUp.slice(0, 20)) {
    await timed(`${shopBase}${path(q)}`)
    await timed(`${sqlBase}${path(q)}`)
  }
  const shop = []
  const sql = []
  const found = []
  const answers = []
  let same = 0
  let failures = 0
  let sqlFailures = 0
  let sqlFirstFailure
  for (const q of queries) {
    const a = await timed(`${shopBase}${path(q)}`)
    const b = await timed(`${sqlBase}${path(q)}`)
    shop.push(a.ms)
    sql.push(b.ms)
    if (a.status !== 200) failures++
    if (b.status !== 200) {
      sqlFailures++
      sqlFirstFailure ??= `HTTP ${b.status} for ${path(q)}`
    }
    if (a.body === b.body) same++
    const body = a.status === 200 ? JSON.parse(a.body) : { items: [] }
    answers.push(body)
    found.push(body.items.length)
  }
  return {
    searches: queries.length,
    examples: queries.slice(0, 8),
    shop: { p50: percentile(shop, 50), p99: percentile(shop, 99) },
    sql: { p50: percentile(sql, 50), p99: percentile(sql, 99) },
    same,
    failures,
    sqlFailures,
    sqlFirstFailure,
    empty: found.filter((n) => n === 0).length,
    full: found.filter((n) => n === 48).length,
    corrected: answers.filter((body) => typeof body.corrected === 'string').length,
  }
}

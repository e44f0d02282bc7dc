// Issue 37, item 3: the store's search itself, at 100,000 products. 200 distinct searches (so no
// answer comes from the shop's catalog cache), each asked once of the shop and once of the SQL
// limit (bench/catalog-limit-server.mjs running the same query), one at a time, in turn, so a
// machine that slows down over the run favours neither side. p50 and p99 of each, and whether
// the limit's JSON was the shop's for every search.
import { percentile } from './load.mjs'

/** The seeded catalog's words (bench/lib.mjs seedProducts), as shoppers type them. */
const WORDS = [
  ['capa', 'CAPA', 'Capa'],
  ['volante', 'VOLANTÉ', 'volantes'],
  ['tapete', 'Tapete', 'TAPETES'],
  ['chaveiro', 'Chaveiros', 'chaveiro'],
  ['manopla', 'Manopla', 'MANOPLA'],
  ['organizador', 'organizacao', 'ORGANIZAÇÃO'],
  ['kit led', 'LED', 'iluminacao'],
  ['protetor cinto', 'segurança', 'seguranca'],
  ['almofada', 'conforto', 'Almofada'],
  ['cambio', 'Câmbio', 'CAMBIO'],
]

/**
 * `count` distinct searches: a word alone (a few hundred thousand matches, the first page found
 * down the date index), two words that meet in one product kind, a word and a model number
 * (a handful of matches, found through the trigram index), and a number alone.
 */
export const SEARCHES = 200

export function searchQueries(count = SEARCHES, offset = 0) {
  const queries = new Set()
  for (let i = offset; queries.size < count; i++) {
    const [first, second, third] = WORDS[i % WORDS.length]
    const number = 7 + ((i * 7919) % 99_000)
    const kind = Math.floor(i / WORDS.length) % 4
    if (kind === 0) queries.add(`${[first, second, third][i % 3]} ${number}`)
    else if (kind === 1) queries.add(`${second} modelo ${number}`)
    else if (kind === 2)
      queries.add(i % 2 ? `${third} ${first}` : `${first} artesanal ${number % 1000}`)
    else queries.add(`${number}`)
  }
  return [...queries]
}

async function timed(url) {
  const t0 = performance.now()
  const res = await fetch(url)
  const body = await res.text()
  return { ms: performance.now() - t0, status: res.status, body }
}

/** The 200 searches on the shop and on the SQL limit, after 20 others as a warm-up. */
export async function measureSearches(shopBase, sqlBase) {
  const path = (q) => `/api/products?q=${encodeURIComponent(q)}`
  for (const q of searchQueries(20, 10_000)) {
    await timed(`${shopBase}${path(q)}`)
    await timed(`${sqlBase}${path(q)}`)
  }
  const shop = []
  const sql = []
  const found = []
  let same = 0
  let failures = 0
  const queries = searchQueries()
  for (const q of queries) {
    const a = await timed(`${shopBase}${path(q)}`)
    const b = await timed(`${sqlBase}${path(q)}`)
    shop.push(a.ms)
    sql.push(b.ms)
    if (a.status !== 200) failures++
    if (a.body === b.body) same++
    found.push(a.status === 200 ? JSON.parse(a.body).items.length : 0)
  }
  return {
    searches: queries.length,
    examples: queries.slice(0, 8),
    shop: { p50: percentile(shop, 50), p99: percentile(shop, 99) },
    sql: { p50: percentile(sql, 50), p99: percentile(sql, 99) },
    same,
    failures,
    empty: found.filter((n) => n === 0).length,
    full: found.filter((n) => n === 48).length,
  }
}

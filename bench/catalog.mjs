// Catalog API (issue 8, item 3): GET /api/products at 1,000 and 100,000 products, 50 connections,
// next to two limits measured in the same run (bench/catalog-limit-server.mjs): the exact bytes the
// shop answered, served from memory, and the same SQL run per request. Also search and category
// filter at 100,000, and the shop's server RSS at idle and under this load (item 5). Issue 37: 200
// distinct searches at 100,000, one at a time, against the same SQL (bench/catalog-search.mjs), and
// decision 050's 200 misspelt ones (bench/catalog-typo-search.mjs). Issue 21: at
// 1,000 products, GET / as a browser opens it (server-rendered), next to the in-memory JSON limit.
// `node bench/catalog.mjs [--duration=10] [--side-duration=4] [--sizes=1000] [--all-variants |
// --one-variant]` prints the result as JSON (section 3 needs both sizes; issue 63's the first).
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {
  freePort,
  log,
  option,
  openStockBooks,
  POSTGRES_URL,
  seedCatalog,
  sleep,
  startBuiltShop,
  stopShop,
} from './lib.mjs'
import { load, startHelper } from './load.mjs'
import { getRaw, rendersFirstProduct } from './catalog-page-answer.mjs'
import { FILTERS, filterApplied, PRICE_ORDER } from './catalog-urls.mjs'
import { measureSearches, SEARCHES } from './catalog-search.mjs'
import { misspeltQueries } from './catalog-typo-search.mjs'
import { cleanupTemplates, freshPglite, freshPostgres } from './fresh-database.mjs'
import { rssBytes, sampleRss } from './rss.mjs'

// Ports asked of the OS when the run starts: fixed ones collide with other copies of the shop
// running on the machine (a limit server could not listen, or the load would hit someone else's).
const ports = { shop: 0, memory: 0, sql: 0 }
export const CATALOG_SIZES = [1_000, 100_000]
const LIST = '/api/products'
const PAGE = '/'
/** What a browser sends when it opens the page: an HTML navigation that accepts compression. */
export const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
}

async function fetchBody(url) {
  const res = await fetch(url)
  return { status: res.status, etag: res.headers.get('etag'), body: await res.text() }
}

async function withHelper(args, fn) {
  const child = await startHelper('catalog-limit-server.mjs', args)
  try {
    return await fn(`http://127.0.0.1:${args[0]}`)
  } finally {
    await stopShop(child)
  }
}

/** Shop, in-memory limit (list only) and SQL limit for one URL of the running shop. */
async function measureUrl(ctx, urlPath, { name, withMemory, duration, warmup = 2 }) {
  const shopUrl = `http://127.0.0.1:${ports.shop}${urlPath}`
  log(`catalog: ${ctx.label}, ${urlPath}`)
  const first = await fetchBody(shopUrl)
  const row = { name, path: urlPath, bytes: Buffer.byteLength(first.body), etag: first.etag }
  if (name !== 'list') row.filterApplied = first.status === 200 && filterApplied(name, first.body)
  else row.body = first.body // for measurePage's limit; dropped from the result afterwards
  row.shop = await load(shopUrl, { duration, warmup })
  if (withMemory) {
    const file = path.join(ctx.workDir, 'answer.json')
    await writeFile(file, first.body)
    row.memory = await withHelper([ports.memory, 'memory', file], (base) =>
      load(`${base}${urlPath}`, { duration }),
    )
  }
  const limitBody = (await fetchBody(`${ctx.sqlBase}${urlPath}`)).body
  row.sqlSameJson = limitBody === first.body
  row.sql = await load(`${ctx.sqlBase}${urlPath}`, { duration, warmup })
  return row
}

/**
 * GET / with a browser's headers (issue 21: the page rendered on the server), and its limit: the
 * in-memory server answering the first page's JSON (`listBody`, the exact bytes of /api/products),
 * asked with the same headers, which it ignores as it does every header.
 */
async function measurePage(ctx, listBody, duration) {
  const shopUrl = `http://127.0.0.1:${ports.shop}${PAGE}`
  log(`catalog: ${ctx.label}, ${PAGE} (HTML, as a browser asks)`)
  const first = await getRaw(shopUrl, BROWSER_HEADERS)
  const row = {
    path: PAGE,
    headers: BROWSER_HEADERS,
    status: first.status,
    contentType: first.contentType,
    contentEncoding: first.contentEncoding,
    wireBytes: first.wireBytes,
    htmlBytes: Buffer.byteLength(first.body),
    rendered: rendersFirstProduct(first.body, listBody),
  }
  row.shop = await load(shopUrl, { duration, headers: BROWSER_HEADERS })
  const file = path.join(ctx.workDir, 'answer.json')
  await writeFile(file, listBody)
  row.memory = await withHelper([ports.memory, 'memory', file], (base) =>
    load(`${base}${LIST}`, { duration, headers: BROWSER_HEADERS }),
  )
  // Every answer must be a 200: anything else, or a network error, counts against the row.
  row.failures = row.shop.networkErrors + row.shop.non2xx + (first.status === 200 ? 0 : 1)
  return row
}

/** Conditional GETs with the ETag of a first visit: what a returning browser costs the shop. */
async function measureRevisit(urlPath, etag, duration) {
  if (!etag) return null
  const shopUrl = `http://127.0.0.1:${ports.shop}${urlPath}`
  return load(shopUrl, { duration, warmup: 1, headers: { 'if-none-match': etag } })
}

async function measureSize(db, count, options) {
  // Issue 63: the first 1,000 with 24 variants each; the rest one each unless --all-variants.
  const variants = !options.oneVariant && (count <= CATALOG_SIZES[0] || options.allVariants)
  log(`catalog: ${db.label}, seeding ${count} products${variants ? ', 24 variants each' : ''}`)
  await seedCatalog(db.target, count, { books: (query) => openStockBooks(query, { variants }) })
  let sqlSource = db.target.databaseUrl
  if (!sqlSource) {
    // PGlite is one process per data directory: the SQL limit opens its own copy.
    sqlSource = path.join(db.workDir, `copy-${count}`)
    await cp(db.target.dataDir, sqlSource, { recursive: true })
  }
  const shop = await startBuiltShop({ port: ports.shop, ...db.target })
  const result = { count, variants, rows: [] }
  try {
    await sleep(1000)
    result.idleRss = rssBytes(shop.child.pid)
    const rss = sampleRss(shop.child.pid)
    await withHelper([ports.sql, 'sql', sqlSource], async (sqlBase) => {
      const ctx = { workDir: db.workDir, sqlBase, label: `${db.label} ${count}` }
      const list = await measureUrl(ctx, LIST, {
        name: 'list',
        withMemory: true,
        duration: options.duration,
      })
      result.rows.push(list)
      // Issue 21's page, at the smaller catalog, next to the in-memory limit of this very JSON.
      if (count === CATALOG_SIZES[0]) {
        result.page = await measurePage(ctx, list.body, options.duration)
      }
      delete list.body
      result.rows.push(
        await measureUrl(ctx, PRICE_ORDER.path, {
          ...PRICE_ORDER,
          withMemory: true,
          duration: options.sideDuration,
          warmup: 1,
        }),
      )
      if (count !== CATALOG_SIZES.at(-1)) return
      for (const filter of FILTERS) {
        result.rows.push(
          await measureUrl(ctx, filter.path, {
            ...filter,
            duration: options.sideDuration,
            warmup: 1,
          }),
        )
      }
      result.revisit = await measureRevisit(LIST, list.etag, options.sideDuration)
      log(`catalog: ${ctx.label}, ${SEARCHES} distinct searches`)
      result.search = await measureSearches(`http://127.0.0.1:${ports.shop}`, sqlBase)
      log(`catalog: ${ctx.label}, ${SEARCHES} misspelt searches`)
      result.typoSearch = await measureSearches(
        `http://127.0.0.1:${ports.shop}`,
        sqlBase,
        misspeltQueries,
      )
    })
    result.peakRss = rss.stop()
  } finally {
    await stopShop(shop.child)
    if (!db.target.databaseUrl) await rm(sqlSource, { recursive: true, force: true })
  }
  return result
}

/** Products are added with the shop stopped (PGlite allows one process); it restarts on them. */
async function measureDatabase(db, options) {
  const sizes = []
  for (const count of options.sizes) sizes.push(await measureSize(db, count, options))
  return { database: db.label, sizes }
}

/**
 * `sizes`: CATALOG_SIZES or the first alone; `allVariants`: 24 variants at 100,000 products too;
 * `oneVariant`: one variant per product at every size (issue 63's comparison).
 */
export async function measureCatalog({
  duration = 10,
  sideDuration = 4,
  sizes = CATALOG_SIZES,
  allVariants = false,
  oneVariant = false,
} = {}) {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-bench-catalog-'))
  const options = { duration, sideDuration, sizes, allVariants, oneVariant }
  const taken = new Set()
  for (const name of Object.keys(ports)) {
    let port = await freePort()
    while (taken.has(port)) port = await freePort()
    taken.add(port)
    ports[name] = port
  }
  const results = []
  try {
    const target = await freshPglite(path.join(workDir, 'data'))
    results.push(await measureDatabase({ label: 'PGlite', target, workDir }, options))
    if (POSTGRES_URL) {
      const pg = await freshPostgres('catalog')
      try {
        const db = { label: 'PostgreSQL', target: { databaseUrl: pg.url }, workDir }
        results.push(await measureDatabase(db, options))
      } finally {
        await pg.drop()
      }
    }
  } finally {
    await rm(workDir, { recursive: true, force: true })
  }
  return {
    connections: 50,
    duration,
    sideDuration,
    warmup: 2,
    pageProducts: CATALOG_SIZES[0],
    pageHeaders: BROWSER_HEADERS,
    databases: results,
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const duration = Number(option('duration', 10))
  const sideDuration = Number(option('side-duration', 4))
  const sizes = option('sizes', CATALOG_SIZES.join(',')).split(',').map(Number)
  const allVariants = process.argv.includes('--all-variants')
  const oneVariant = process.argv.includes('--one-variant')
  const run = { duration, sideDuration, sizes, allVariants, oneVariant }
  console.log(JSON.stringify(await measureCatalog(run), null, 2))
  await cleanupTemplates()
}

// Catalog API (issue 8, item 3): GET /api/products at 1,000 and 100,000 products, 50 connections,
// next to two limits measured in the same run (bench/catalog-limit-server.mjs): the exact bytes the
// shop answered, served from memory, and the same SQL run per request. Also search and category
// filter at 100,000, and the shop's server RSS at idle and under this load (item 5).
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { log, POSTGRES_URL, seedCatalog, sleep, startBuiltShop, stopShop } from './lib.mjs'
import { load, startHelper } from './load.mjs'
import { cleanupTemplates, freshPglite, freshPostgres } from './fresh-database.mjs'
import { rssBytes, sampleRss } from './rss.mjs'

const PORT = 3310
const MEMORY_PORT = 3311
const SQL_PORT = 3312
export const CATALOG_SIZES = [1_000, 100_000]
const LIST = '/api/products'
const FILTERS = [
  { name: 'search', path: '/api/products?q=volante' },
  { name: 'category', path: '/api/products?category=Tapetes' },
]

/** Whether every item of a filtered answer matches it: false means the API ignored the filter. */
function filterApplied(name, body) {
  const { items } = JSON.parse(body)
  if (items.length === 0) return false
  if (name === 'category') return items.every((p) => p.category === 'Tapetes')
  const hit = (text) => text.toLowerCase().includes('volante')
  return items.every((p) => hit(p.name) || hit(p.category) || hit(p.description))
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
  const shopUrl = `http://127.0.0.1:${PORT}${urlPath}`
  log(`catalog: ${ctx.label}, ${urlPath}`)
  const first = await fetchBody(shopUrl)
  const row = { name, path: urlPath, bytes: Buffer.byteLength(first.body), etag: first.etag }
  if (name !== 'list') row.filterApplied = first.status === 200 && filterApplied(name, first.body)
  row.shop = await load(shopUrl, { duration, warmup })
  if (withMemory) {
    const file = path.join(ctx.workDir, 'answer.json')
    await writeFile(file, first.body)
    row.memory = await withHelper([MEMORY_PORT, 'memory', file], (base) =>
      load(`${base}${urlPath}`, { duration }),
    )
  }
  const limitBody = (await fetchBody(`${ctx.sqlBase}${urlPath}`)).body
  row.sqlSameJson = limitBody === first.body
  row.sql = await load(`${ctx.sqlBase}${urlPath}`, { duration, warmup })
  return row
}

/** Conditional GETs with the ETag of a first visit: what a returning browser costs the shop. */
async function measureRevisit(urlPath, etag, duration) {
  if (!etag) return null
  const shopUrl = `http://127.0.0.1:${PORT}${urlPath}`
  return load(shopUrl, { duration, warmup: 1, headers: { 'if-none-match': etag } })
}

async function measureSize(db, count, options) {
  log(`catalog: ${db.label}, seeding ${count} products`)
  await seedCatalog(db.target, count)
  let sqlSource = db.target.databaseUrl
  if (!sqlSource) {
    // PGlite is one process per data directory: the SQL limit opens its own copy.
    sqlSource = path.join(db.workDir, `copy-${count}`)
    await cp(db.target.dataDir, sqlSource, { recursive: true })
  }
  const shop = await startBuiltShop({ port: PORT, ...db.target })
  const result = { count, rows: [] }
  try {
    await sleep(1000)
    result.idleRss = rssBytes(shop.child.pid)
    const rss = sampleRss(shop.child.pid)
    await withHelper([SQL_PORT, 'sql', sqlSource], async (sqlBase) => {
      const ctx = { workDir: db.workDir, sqlBase, label: `${db.label} ${count}` }
      const list = await measureUrl(ctx, LIST, {
        name: 'list',
        withMemory: true,
        duration: options.duration,
      })
      result.rows.push(list)
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
  for (const count of CATALOG_SIZES) sizes.push(await measureSize(db, count, options))
  return { database: db.label, sizes }
}

export async function measureCatalog({ duration = 10, sideDuration = 4 } = {}) {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-bench-catalog-'))
  const options = { duration, sideDuration }
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
  return { connections: 50, duration, sideDuration, warmup: 2, databases: results }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await measureCatalog(), null, 2))
  await cleanupTemplates()
}

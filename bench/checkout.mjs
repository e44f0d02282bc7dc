// Checkout under contention (issue 8, item 4): 50 signed-in buyers place PIX orders over 20
// products through POST /api/orders for 30 s; the database then proves nothing was oversold. The
// limit, in the same run: the shop's checkout statements sent straight through the driver
// (bench/checkout-sql.mjs) from 50 concurrent workers, without HTTP, on a copy of the same
// database. Also bytes per order (item 5).
// Options: --only=pglite|postgres (one database), --web-concurrency=N (the shop's WEB_CONCURRENCY:
// N processes on PostgreSQL, issue 20; PGlite ignores it), --seconds=30, --limit-seconds=15,
// --warm-up=N, --one-variant (each product its one variant, not 24: issue 63's comparison).
import { cp, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Agent, request } from 'undici'
import { cleanupTemplates, freshPglite, freshPostgres } from './fresh-database.mjs'
import {
  ADDRESS,
  auditStock,
  BUYERS,
  checkoutLimit,
  openDriver,
  orderTableBytes,
  prepareCheckout,
} from './checkout-sql.mjs'
import {
  createPostgresDatabase,
  dirBytes,
  log,
  option,
  POSTGRES_URL,
  sleep,
  startBuiltShop,
  stopShop,
  withDatabase,
} from './lib.mjs'
import { percentile } from './load.mjs'
import { pickVariantLines } from './variant-catalog.mjs'

// Run alone: node bench/checkout.mjs [--only=pglite|postgres] [--seconds=30] [--limit-seconds=15]
// [--warm-up=5] [--port=3320] (another port when someone else's bench uses this one).
const PORT = Number(option('port', '3320'))
/** Seconds of the same load before each measured run, shop and limit alike (runWorkers). */
const WARM_UP_SECONDS = 5

/** An error as the tables count it: its code (pg's SQLSTATE, undici's) and its message. */
const errorText = (error) =>
  [error?.code, error?.message ?? String(error)].filter(Boolean).join(' ')

/**
 * `workers` loops calling `attempt(worker)` (it answers an outcome) for `warmUp` seconds, not
 * measured (a process just started runs its first requests cold), then for `seconds`: the
 * figures are of the attempts begun after the warm-up. `warmUpPlaced`: orders placed before.
 */
async function runWorkers(workers, { warmUp, seconds }, attempt) {
  const started = performance.now() + warmUp * 1000
  const end = started + seconds * 1000
  const placed = []
  const outcomes = {}
  let warmUpPlaced = 0
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < end) {
        const t0 = performance.now()
        const outcome = await attempt(worker).catch((error) => `error ${errorText(error)}`)
        if (t0 < started) warmUpPlaced += outcome === 'placed' ? 1 : 0
        else if (outcome === 'placed') placed.push(performance.now() - t0)
        else outcomes[outcome] = (outcomes[outcome] ?? 0) + 1
        if (outcome.startsWith('error')) await sleep(10)
      }
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  const { 'sold out': soldOut = 0, ...errors } = outcomes
  return {
    seconds: elapsed,
    warmUpSeconds: warmUp,
    warmUpPlaced,
    placed: placed.length,
    ordersPerSecond: placed.length / elapsed,
    attemptsPerSecond: (placed.length + soldOut) / elapsed,
    p50: percentile(placed, 50),
    p99: percentile(placed, 99),
    soldOut,
    errors,
  }
}

async function shopRun(setup, period) {
  const base = `http://127.0.0.1:${PORT}`
  const agent = new Agent({ connections: BUYERS })
  try {
    return await runWorkers(BUYERS, period, async (worker) => {
      const res = await request(`${base}/api/orders`, {
        method: 'POST',
        dispatcher: agent,
        headers: {
          'content-type': 'application/json',
          origin: base,
          cookie: `vitrine_session=${setup.buyers[worker].token}`,
        },
        body: JSON.stringify({
          items: pickVariantLines(setup.products),
          address: ADDRESS,
          paymentMethod: 'pix',
        }),
      })
      await res.body.dump()
      if (res.statusCode === 201) return 'placed'
      return res.statusCode === 409 ? 'sold out' : `HTTP ${res.statusCode}`
    })
  } finally {
    await agent.close()
  }
}

async function limitRun(target, setup, period) {
  const driver = await openDriver(target)
  try {
    const limit = await checkoutLimit(driver, { publicUrl: `http://127.0.0.1:${PORT}` })
    return await runWorkers(BUYERS, period, async (worker) => {
      const ok = await limit.placeOrder(setup.buyers[worker], pickVariantLines(setup.products))
      return ok ? 'placed' : 'sold out'
    })
  } finally {
    await driver.close()
  }
}

/** Bytes of the order tables and of the whole database (PGlite: its data directory). */
async function sizes(target, query) {
  const tables = await orderTableBytes(query)
  if (target.dataDir) return { tables, whole: await dirBytes(target.dataDir) }
  const [row] = await query('SELECT pg_database_size(current_database()) AS bytes')
  return { tables, whole: Number(row.bytes) }
}

/** The audit and the sizes after a run, in one connection (opening PGlite costs seconds). */
const afterRun = (target, products) =>
  withDatabase(target, async (query) => ({
    audit: await auditStock(query, products),
    size: await sizes(target, query),
  }))

async function measureDatabase(db, { seconds, limitSeconds, warmUp, webConcurrency, variants }) {
  log(`checkout: ${db.label}, preparing`)
  const { setup, before } = await withDatabase(db.target, async (query) => ({
    setup: await prepareCheckout(query, { variants }),
    before: await sizes(db.target, query),
  }))
  const limitTarget = await db.copy()
  try {
    const processes = webConcurrency ? `, WEB_CONCURRENCY=${webConcurrency}` : ''
    log(
      `checkout: ${db.label}, ${BUYERS} buyers for ${warmUp} + ${seconds} s through the shop${processes}`,
    )
    // Unset: the shop's default (or WEB_CONCURRENCY from this process's environment).
    const env = webConcurrency ? { WEB_CONCURRENCY: String(webConcurrency) } : {}
    const shop = await startBuiltShop({ port: PORT, ...db.target, env })
    const run = await shopRun(setup, { warmUp, seconds }).finally(() => stopShop(shop.child))
    const after = await afterRun(db.target, setup.products)
    log(`checkout: ${db.label}, the same statements in SQL for ${warmUp} + ${limitSeconds} s`)
    const limit = await limitRun(limitTarget.target, setup, { warmUp, seconds: limitSeconds })
    const limitAfter = await afterRun(limitTarget.target, setup.products)
    return {
      database: db.label,
      variantsPerProduct: setup.products[0].variants.length,
      shop: { ...run, audit: after.audit },
      limit: { ...limit, audit: limitAfter.audit },
      bytesPerOrder: {
        tables: (after.size.tables - before.tables) / after.audit.orders,
        whole: (after.size.whole - before.whole) / after.audit.orders,
      },
    }
  } finally {
    await limitTarget.drop()
  }
}

/**
 * `only`: 'pglite' or 'postgres' measures that one; `webConcurrency`: the shop's WEB_CONCURRENCY
 * (undefined: its default).
 */
export async function measureCheckout({
  seconds = 30,
  limitSeconds = 15,
  warmUp = WARM_UP_SECONDS,
  only = undefined,
  webConcurrency = undefined,
  variants = true,
} = {}) {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-bench-checkout-'))
  const results = []
  const options = { seconds, limitSeconds, warmUp, webConcurrency, variants }
  try {
    if (only !== 'postgres') {
      const { dataDir } = await freshPglite(path.join(workDir, 'data'))
      const pglite = {
        label: 'PGlite',
        target: { dataDir },
        async copy() {
          const copyDir = path.join(workDir, 'limit')
          await cp(dataDir, copyDir, { recursive: true })
          return { target: { dataDir: copyDir }, drop: () => rm(copyDir, { recursive: true }) }
        },
      }
      results.push(await measureDatabase(pglite, options))
    }
    if (POSTGRES_URL && only !== 'pglite') {
      const pg = await freshPostgres('checkout')
      try {
        const postgres = {
          label: 'PostgreSQL',
          target: { databaseUrl: pg.url },
          async copy() {
            const copy = await createPostgresDatabase(POSTGRES_URL, 'limit', { template: pg.url })
            return { target: { databaseUrl: copy.url }, drop: copy.drop }
          },
        }
        results.push(await measureDatabase(postgres, options))
      } finally {
        await pg.drop()
      }
    }
  } finally {
    await rm(workDir, { recursive: true, force: true })
  }
  return {
    buyers: BUYERS,
    products: 20,
    seconds,
    limitSeconds,
    warmUp,
    webConcurrency: webConcurrency ?? null,
    variantsPerProduct: results[0]?.variantsPerProduct ?? null,
    databases: results,
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = option('only', undefined)
  if (only && only !== 'pglite' && only !== 'postgres') {
    throw new Error(`--only=pglite or --only=postgres, not '${only}'`)
  }
  if (only === 'postgres' && !POSTGRES_URL) {
    throw new Error('--only=postgres needs DATABASE_URL (a PostgreSQL server)')
  }
  const webConcurrency = option('web-concurrency', undefined)
  const result = await measureCheckout({
    seconds: Number(option('seconds', '30')),
    limitSeconds: Number(option('limit-seconds', '15')),
    warmUp: Number(option('warm-up', String(WARM_UP_SECONDS))),
    only,
    webConcurrency: webConcurrency === undefined ? undefined : Number(webConcurrency),
    variants: !process.argv.includes('--one-variant'),
  })
  console.log(JSON.stringify(result, null, 2))
  await cleanupTemplates()
}

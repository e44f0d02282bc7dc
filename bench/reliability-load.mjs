// Load (issue 9, item 4; issue 20): against ONE fresh shop instance, 200 browsing visitors alone,
// then the same 200 visitors while 20 signed-in buyers place orders; browse p50/p99 with buyers
// are reported next to the same browsing alone. Zero errors allowed: any 5xx, network error or
// unexpected status fails the run (a sold-out answer, 409, is the shop's answer, not an error);
// the latency ratios are reported, not asserted.
// `node bench/reliability-load.mjs`: PGlite, then PostgreSQL too when DATABASE_URL is set.
// Options: --only=pglite|postgres  --seconds=60 (timed, with buyers)  --alone-seconds=(as
// --seconds)  --warm-up=5 (s before each phase's timing)  --browsers=200  --buyers=20
// --think=200-1000 (ms between two pages of one visitor, or two orders of one buyer)  --port=(free)
// --section (also print the section of docs/performance.md).
import os from 'node:os'
import { fileURLToPath } from 'node:url'
import { request } from 'undici'
import { auditStock } from './checkout-sql.mjs'
import { onFreshDatabases } from './fresh-database.mjs'
import {
  buyerLoop,
  browserLoop,
  newStats,
  ownConnections,
  phaseFigures,
  thinkTime,
  warmUp,
} from './load-clients.mjs'
import {
  freePort,
  log,
  machine,
  option,
  POSTGRES_URL,
  seedCatalog,
  startBuiltShop,
  stopShop,
  withDatabase,
} from './lib.mjs'
import { prepareBuyers } from './reliability-buyers.mjs'
import { ms, ratio } from './report-format.mjs'
import { loadProblems, loadSection } from './report-load.mjs'

/** A catalog of several pages, so `after` has somewhere to go and searches find something. */
const CATALOG_SIZE = 2000

export const LOAD_DEFAULTS = {
  seconds: 60,
  aloneSeconds: 60,
  warmUpSeconds: 5,
  browsers: 200,
  buyers: 20,
  thinkMs: [200, 1000],
}

/**
 * One phase against the running shop: `browsers` visitors, and `buyers` when given, for the
 * warm-up then `seconds` timed; every client starts afresh (new connections, empty caches).
 */
async function runPhase(context, { seconds, warmUpSeconds, browsers, buyers }) {
  const loadAverage = os.loadavg()[0]
  const started = performance.now()
  const stats = newStats(started + warmUpSeconds * 1000)
  const phase = { ...context, stats, end: stats.from + seconds * 1000 }
  const cpu = process.cpuUsage()
  await Promise.all([
    ...Array.from({ length: browsers }, () => browserLoop(phase)),
    ...buyers.map((buyer, worker) => buyerLoop(phase, buyer, worker)),
  ])
  const used = process.cpuUsage(cpu)
  return phaseFigures(stats, {
    seconds,
    elapsedSeconds: (performance.now() - started) / 1000,
    cpuSeconds: (used.user + used.system) / 1e6,
    loadAverage,
  })
}

async function loadRun(label, target, o) {
  log(`load: ${label}, preparing ${CATALOG_SIZE} products and ${o.buyers} buyers`)
  await seedCatalog(target, CATALOG_SIZE)
  const setup = await withDatabase(target, (query) =>
    prepareBuyers(query, { count: o.buyers, stock: 1_000_000 }),
  )
  const port = o.port ?? (await freePort())
  const shop = await startBuiltShop({ port, ...target })
  const base = `http://127.0.0.1:${port}`
  const dispatcher = ownConnections()
  const each = { warmUpSeconds: o.warmUpSeconds, browsers: o.browsers }
  let warmUpOrders
  let alone
  let withBuyers
  try {
    const res = await request(`${base}/api/products/categories`, { dispatcher })
    const { categories } = await res.body.json()
    const context = { base, categories, products: setup.products, think: thinkTime(o.thinkMs) }
    warmUpOrders = await warmUp({ ...context, dispatcher }, setup.buyers[0])
    const timing = (s) => `${o.warmUpSeconds} s warm-up + ${s} s`
    log(`load: ${label}, ${o.browsers} browsing alone, ${timing(o.aloneSeconds)}`)
    alone = await runPhase(context, { ...each, seconds: o.aloneSeconds, buyers: [] })
    log(`load: ${label}, ${o.browsers} browsing + ${o.buyers} buying, ${timing(o.seconds)}`)
    withBuyers = await runPhase(context, { ...each, seconds: o.seconds, buyers: setup.buyers })
  } finally {
    await stopShop(shop.child)
    await dispatcher.close()
  }
  const audit = await withDatabase(target, (query) => auditStock(query, setup.products))
  return {
    database: label,
    alone,
    withBuyers,
    oversold: audit.mismatched + audit.negative,
    // Every order answered 201 (warm-up included): none committed behind the client's back.
    ordersInDatabase: audit.orders,
    ordersAnswered: warmUpOrders + alone.placed + withBuyers.placed,
  }
}

/** Both phases on a fresh PGlite database, then on a fresh PostgreSQL one when DATABASE_URL is set. */
export async function measureLoad(options = {}) {
  const o = { ...LOAD_DEFAULTS, ...options }
  const runPglite = o.only !== 'postgres'
  const runPostgres = o.only !== 'pglite' && Boolean(POSTGRES_URL)
  if (o.only === 'postgres' && !POSTGRES_URL) throw new Error('--only=postgres needs DATABASE_URL')
  const databases = await onFreshDatabases('load', (label, target) => loadRun(label, target, o), {
    pglite: runPglite,
    postgres: runPostgres,
  })
  const { browsers, buyers, thinkMs, warmUpSeconds } = o
  return { browsers, buyers, thinkMs, warmUpSeconds, products: CATALOG_SIZE, databases }
}

function summary(db, o) {
  const phase = (name, p) =>
    `  ${name} (${p.seconds} s): ${p.requests} requests (${Math.round(p.requestsPerSecond)}/s), ` +
    `errors ${p.errors}; browse ${p.browse.requests} requests, ` +
    `p50 ${ms(p.browse.p50)}, p99 ${ms(p.browse.p99)}`
  const w = db.withBuyers
  return [
    `${db.database}:`,
    phase(`${o.browsers} browsing alone`, db.alone),
    phase(`${o.browsers} browsing + ${o.buyers} buying`, w),
    `  browse with buyers ÷ alone: p50 ${ratio(w.browse.p50 / db.alone.browse.p50)}, ` +
      `p99 ${ratio(w.browse.p99 / db.alone.browse.p99)}`,
    `  buy: ${w.buy.requests} requests, p50 ${ms(w.buy.p50)}, p99 ${ms(w.buy.p99)} ` +
      `(place order p50 ${ms(w.placeOrder.p50)}, p99 ${ms(w.placeOrder.p99)}; ` +
      `my orders p99 ${ms(w.listOrders.p99)})`,
    `  orders placed ${w.orders} (${w.ordersPerSecond.toFixed(1)}/s), sold out ${w.soldOut}, ` +
      `stock audit mismatches ${db.oversold}, ` +
      `${db.ordersInDatabase} orders in the database for ${db.ordersAnswered} answered 201`,
  ].join('\n')
}

async function main() {
  const seconds = Number(option('seconds', String(LOAD_DEFAULTS.seconds)))
  const o = {
    only: option('only', ''),
    seconds,
    aloneSeconds: Number(option('alone-seconds', String(seconds))),
    warmUpSeconds: Number(option('warm-up', String(LOAD_DEFAULTS.warmUpSeconds))),
    browsers: Number(option('browsers', String(LOAD_DEFAULTS.browsers))),
    buyers: Number(option('buyers', String(LOAD_DEFAULTS.buyers))),
    thinkMs: option('think', LOAD_DEFAULTS.thinkMs.join('-')).split('-').map(Number),
    port: option('port') && Number(option('port')),
  }
  const result = await measureLoad(o)
  let failed = false
  for (const db of result.databases) {
    console.log(summary(db, o))
    const problems = loadProblems(db)
    if (problems.length) {
      failed = true
      console.log(`  FAILED: ${problems.join(' | ')}`)
    }
  }
  console.log(failed ? 'load: FAILED' : 'load: OK')
  const where = { machine: await machine(), date: new Date().toISOString().slice(0, 10) }
  if (process.argv.includes('--section')) {
    console.log(loadSection(result, where).markdown)
  }
  console.log(JSON.stringify({ load: { ok: !failed, ...where, ...result } }))
  return failed ? 1 : 0
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = await main()
}

// Load (issue 9, item 4): 200 browsing visitors and 20 signed-in buyers for 60 s against ONE shop
// instance. Zero errors allowed: any 5xx, network error or unexpected status fails the run. A
// sold-out answer (409) is the shop's answer, not an error. Reports p50/p99 per kind.
// `node bench/reliability-load.mjs`: PGlite, then PostgreSQL too when DATABASE_URL is set.
// Options: --only=pglite|postgres  --seconds=60  --browsers=200  --buyers=20  --think=200-1000 (ms
// between two pages of one visitor, or two orders of one buyer).
import os from 'node:os'
import { Agent, request } from 'undici'
import { auditStock } from './checkout-sql.mjs'
import { onFreshDatabases } from './fresh-database.mjs'
import {
  log,
  machine,
  option,
  POSTGRES_URL,
  seedCatalog,
  sleep,
  startBuiltShop,
  stopShop,
  withDatabase,
} from './lib.mjs'
import { percentile } from './load.mjs'
import { Browser } from './reliability-browser.mjs'
import {
  addressFor,
  listOrders,
  pickLines,
  placePixOrder,
  prepareBuyers,
} from './reliability-buyers.mjs'

const PORT = 3340
const SECONDS = Number(option('seconds', '60'))
const BROWSERS = Number(option('browsers', '200'))
const BUYERS = Number(option('buyers', '20'))
const [MIN_THINK, MAX_THINK] = option('think', '200-1000').split('-').map(Number)
const ONLY = option('only', '')
/** Connections a browser opens to one site at most (HTTP/1.1). */
const BROWSER_CONNECTIONS = 6
/** A catalog of several pages, so `after` has somewhere to go and searches find something. */
const CATALOG_SIZE = 2000

const think = () => sleep(MIN_THINK + Math.random() * (MAX_THINK - MIN_THINK))

function newStats() {
  const kinds = { browse: [], place: [], myOrders: [] }
  const problems = []
  return {
    kinds,
    problems,
    soldOut: 0,
    placed: 0,
    record(kind, ms, problem) {
      kinds[kind].push(ms)
      if (problem) problems.push(`${kind}: ${problem}`)
    },
  }
}

/**
 * Each client has its own connections, as each browser does (one shared pool would queue them).
 * An idle connection is dropped after 1 s, well before the shop's 5 s keep-alive: otherwise a
 * request sent on a socket the shop is closing at that moment fails (a browser would silently
 * retry it), and a lagging load generator would count that race as the shop's error.
 */
const ownConnections = () =>
  new Agent({
    connections: BROWSER_CONNECTIONS,
    keepAliveTimeout: 1_000,
    keepAliveMaxTimeout: 1_000,
  })

async function buyerLoop(context, buyer, worker) {
  const dispatcher = ownConnections()
  try {
    await buyerVisits({ ...context, dispatcher }, buyer, worker)
  } finally {
    await dispatcher.close()
  }
}

async function buyerVisits({ base, dispatcher, stats, products, end }, buyer, worker) {
  const record = async (kind, fn) => {
    const t0 = performance.now()
    try {
      return await fn()
    } catch (error) {
      stats.record(kind, performance.now() - t0, `network error ${error.code ?? error.message}`)
      return null
    }
  }
  for (let sequence = 1; performance.now() < end; sequence++) {
    const t0 = performance.now()
    const placed = await record('place', () =>
      placePixOrder({
        base,
        dispatcher,
        token: buyer.token,
        items: pickLines(products),
        address: addressFor(worker, sequence),
      }),
    )
    if (placed) {
      const soldOut = placed.status === 409 && placed.body?.error?.code === 'out-of-stock'
      if (soldOut) stats.soldOut++
      if (placed.status === 201) stats.placed++
      const ok = placed.status === 201 || soldOut
      stats.record('place', performance.now() - t0, ok ? undefined : `HTTP ${placed.status}`)
    }
    const t1 = performance.now()
    const listed = await record('myOrders', () =>
      listOrders({ base, dispatcher, token: buyer.token }),
    )
    if (listed) {
      // The order just placed must be among the buyer's orders.
      const placedId = placed?.status === 201 ? placed.body.order.id : undefined
      const shown = listed.body?.orders?.some((o) => o.id === placedId) ?? false
      const problem =
        listed.status !== 200
          ? `HTTP ${listed.status}`
          : placedId && !shown
            ? 'the order just placed is missing'
            : undefined
      stats.record('myOrders', performance.now() - t1, problem)
    }
    await think()
  }
}

async function browserLoop({ base, stats, categories, end }) {
  // Visitors arrive spread over the first seconds, as they would.
  await sleep(Math.random() * 2000)
  const newVisitor = () =>
    new Browser({ base, dispatcher: ownConnections(), record: stats.record, think, end })
  let browser = newVisitor()
  try {
    while (performance.now() < end) {
      await browser.visit(categories)
      // One visitor in four is a new one: an empty cache, new connections.
      if (Math.random() < 0.25) {
        await browser.dispatcher.close()
        browser = newVisitor()
      }
    }
  } finally {
    await browser.dispatcher.close()
  }
}

function figures(times) {
  const round = (ms) => Math.round(ms * 10) / 10
  return {
    requests: times.length,
    p50: round(percentile(times, 50)),
    p99: round(percentile(times, 99)),
  }
}

/**
 * One visit and one order before the clock starts: the first query of each kind after a start
 * costs far more than the next ones, and a shop runs for days.
 */
async function warmUp({ base, dispatcher, categories, products }, buyer) {
  const quiet = () => undefined
  const end = performance.now() + 60_000
  await new Browser({ base, dispatcher, record: quiet, think: quiet, end }).visit(categories)
  const order = { items: pickLines(products), address: addressFor(0, 0) }
  await placePixOrder({ base, dispatcher, token: buyer.token, ...order })
  await listOrders({ base, dispatcher, token: buyer.token })
}

async function loadRun(label, target) {
  log(`load: ${label}, preparing ${CATALOG_SIZE} products and ${BUYERS} buyers`)
  await seedCatalog(target, CATALOG_SIZE)
  const setup = await withDatabase(target, (query) =>
    prepareBuyers(query, { count: BUYERS, stock: 1_000_000 }),
  )
  const shop = await startBuiltShop({ port: PORT, ...target })
  const base = `http://127.0.0.1:${PORT}`
  const dispatcher = ownConnections()
  const stats = newStats()
  let seconds
  let clientCpu
  try {
    const res = await request(`${base}/api/products/categories`, { dispatcher })
    const { categories } = await res.body.json()
    const context = { base, dispatcher, stats, categories, products: setup.products }
    await warmUp(context, setup.buyers[0])
    log(`load: ${label}, ${BROWSERS} browsing and ${BUYERS} buying for ${SECONDS} s`)
    const started = performance.now()
    const cpu = process.cpuUsage()
    context.end = started + SECONDS * 1000
    await Promise.all([
      ...Array.from({ length: BROWSERS }, () => browserLoop(context)),
      ...setup.buyers.map((buyer, worker) => buyerLoop(context, buyer, worker)),
    ])
    seconds = (performance.now() - started) / 1000
    const used = process.cpuUsage(cpu)
    clientCpu = (used.user + used.system) / 1e6 / seconds
  } finally {
    await stopShop(shop.child)
    await dispatcher.close()
  }
  const audit = await withDatabase(target, (query) => auditStock(query, setup.products))
  const { kinds } = stats
  const requests = Object.values(kinds).reduce((n, times) => n + times.length, 0)
  return {
    database: label,
    seconds: Math.round(seconds),
    requests,
    requestsPerSecond: Math.round(requests / seconds),
    errors: stats.problems.length,
    browse: figures(kinds.browse),
    buy: figures([...kinds.place, ...kinds.myOrders]),
    placeOrder: figures(kinds.place),
    listOrders: figures(kinds.myOrders),
    ordersPlaced: stats.placed,
    soldOut: stats.soldOut,
    oversold: audit.mismatched + audit.negative,
    // Every order answered 201, plus the warm-up's: none committed behind the client's back.
    ordersInDatabase: audit.orders,
    errorExamples: [...new Set(stats.problems)].slice(0, 5),
    /** Cores the load generator itself used (same machine): what the shop did not get. */
    loadGeneratorCores: Math.round(clientCpu * 100) / 100,
  }
}

function summary(r) {
  return [
    `${r.database}: ${r.requests} requests in ${r.seconds} s (${r.requestsPerSecond}/s), errors ${r.errors}`,
    `  browse: ${r.browse.requests} requests, p50 ${r.browse.p50} ms, p99 ${r.browse.p99} ms`,
    `  buy: ${r.buy.requests} requests, p50 ${r.buy.p50} ms, p99 ${r.buy.p99} ms ` +
      `(place order p99 ${r.placeOrder.p99} ms, my orders p99 ${r.listOrders.p99} ms)`,
    `  orders placed ${r.ordersPlaced}, sold out ${r.soldOut}, stock audit mismatches ${r.oversold}`,
  ].join('\n')
}

async function main() {
  const runPglite = ONLY !== 'postgres'
  const runPostgres = ONLY !== 'pglite' && POSTGRES_URL
  if (ONLY === 'postgres' && !POSTGRES_URL) throw new Error('--only=postgres needs DATABASE_URL')
  const results = await onFreshDatabases('load', loadRun, {
    pglite: runPglite,
    postgres: Boolean(runPostgres),
  })
  let failed = false
  for (const r of results) {
    console.log(summary(r))
    if (r.errors || r.oversold || !r.ordersPlaced || r.ordersInDatabase !== r.ordersPlaced + 1) {
      failed = true
      console.log(
        `  FAILED: ${r.errorExamples.join(' | ') || 'stock audit, or orders in the database'}`,
      )
    }
  }
  console.log(failed ? 'load: FAILED' : 'load: OK')
  const json = results.map((r) => ({ ...r, errorExamples: undefined }))
  const load = { ok: !failed, browsers: BROWSERS, buyers: BUYERS, thinkMs: [MIN_THINK, MAX_THINK] }
  const where = { machine: await machine(), loadAverage: os.loadavg()[0] }
  console.log(JSON.stringify({ load: { ...load, ...where, databases: json } }))
  return failed ? 1 : 0
}

process.exitCode = await main()

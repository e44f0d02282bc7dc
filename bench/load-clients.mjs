// The simulated clients of the load test (bench/reliability-load.mjs): browsing visitors and
// signed-in buyers, each with connections of their own, and the figures of what they saw.
import { Agent } from 'undici'
import { sleep } from './lib.mjs'
import { percentile } from './load.mjs'
import { Browser } from './reliability-browser.mjs'
import { addressFor, listOrders, pickLines, placePixOrder } from './reliability-buyers.mjs'

/** Connections a browser opens to one site at most (HTTP/1.1). */
const BROWSER_CONNECTIONS = 6

/** A pause of `min` to `max` ms: between two pages of one visitor, or two orders of one buyer. */
export const thinkTime =
  ([min, max]) =>
  () =>
    sleep(min + Math.random() * (max - min))

/**
 * What the clients of one phase saw. Requests that start before `from` (the warm-up) are not
 * timed, but their errors count: any 5xx, network error or unexpected status is an error.
 */
export function newStats(from) {
  const kinds = { browse: [], place: [], myOrders: [] }
  const problems = []
  return {
    kinds,
    problems,
    from,
    /** Orders answered 201 in the whole phase (the database must hold them all). */
    placed: 0,
    /** Orders answered 201 and sold-out answers (409) to orders sent after the warm-up. */
    orders: 0,
    soldOut: 0,
    record(kind, ms, problem) {
      if (problem) problems.push(`${kind}: ${problem}`)
      if (performance.now() - ms >= from) kinds[kind].push(ms)
    },
  }
}

/**
 * Each client has its own connections, as each browser does (one shared pool would queue them).
 * An idle connection is dropped after 1 s, well before the shop's 5 s keep-alive: otherwise a
 * request sent on a socket the shop is closing at that moment fails (a browser would silently
 * retry it), and a lagging load generator would count that race as the shop's error.
 */
export const ownConnections = () =>
  new Agent({
    connections: BROWSER_CONNECTIONS,
    keepAliveTimeout: 1_000,
    keepAliveMaxTimeout: 1_000,
  })

/** One buyer placing PIX orders and checking its orders until `end`. */
export async function buyerLoop(context, buyer, worker) {
  const dispatcher = ownConnections()
  try {
    await buyerVisits({ ...context, dispatcher }, buyer, worker)
  } finally {
    await dispatcher.close()
  }
}

async function buyerVisits({ base, dispatcher, stats, products, end, think }, buyer, worker) {
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
      if (placed.status === 201) stats.placed++
      if (t0 >= stats.from && soldOut) stats.soldOut++
      if (t0 >= stats.from && placed.status === 201) stats.orders++
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

/** One browsing client until `end`: a visitor after another, one in four a new one. */
export async function browserLoop({ base, stats, categories, end, think }) {
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

/**
 * One visit and one order before the clock starts: the first query of each kind after a start
 * costs far more than the next ones, and a shop runs for days. Resolves with the orders placed
 * (0 or 1), which the database holds too.
 */
export async function warmUp({ base, dispatcher, categories, products }, buyer) {
  const quiet = () => undefined
  const end = performance.now() + 60_000
  await new Browser({ base, dispatcher, record: quiet, think: quiet, end }).visit(categories)
  const order = { items: pickLines(products), address: addressFor(0, 0) }
  const placed = await placePixOrder({ base, dispatcher, token: buyer.token, ...order })
  await listOrders({ base, dispatcher, token: buyer.token })
  return placed.status === 201 ? 1 : 0
}

/** Count, p50 and p99 of exact latencies (ms, from performance.now(), not rounded). */
function figures(times) {
  return { requests: times.length, p50: percentile(times, 50), p99: percentile(times, 99) }
}

/** The figures of one phase: `seconds` timed, `cpuSeconds` the load generator's own CPU. */
export function phaseFigures(stats, { seconds, elapsedSeconds, cpuSeconds, loadAverage }) {
  const { kinds } = stats
  const requests = Object.values(kinds).reduce((n, times) => n + times.length, 0)
  return {
    seconds,
    requests,
    requestsPerSecond: requests / seconds,
    errors: stats.problems.length,
    errorExamples: [...new Set(stats.problems)].slice(0, 5),
    browse: figures(kinds.browse),
    buy: figures([...kinds.place, ...kinds.myOrders]),
    placeOrder: figures(kinds.place),
    listOrders: figures(kinds.myOrders),
    orders: stats.orders,
    ordersPerSecond: stats.orders / seconds,
    soldOut: stats.soldOut,
    placed: stats.placed,
    /** Cores the load generator itself used (same machine): what the shop did not get. */
    loadGeneratorCores: cpuSeconds / elapsedSeconds,
    /** The 1-minute load average when the phase began: how busy the machine already was. */
    loadAverage,
  }
}

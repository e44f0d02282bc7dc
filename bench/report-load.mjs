// Section 7 of docs/performance.md: browsing while people buy, next to the same browsing alone.
import { int, limitRun, mark, ms, ratio, section, target } from './report-format.mjs'

export const LOAD_TARGETS = { p99Ratio: 2, p50Ratio: 1.5 }

const TITLE = '7. Browsing while people buy'
const COMMAND = 'node bench/reliability-load.mjs'

const perSecond = (n, seconds) => `${int(n)} (${(n / seconds).toFixed(1)}/s)`
const pair = (f) => (f.requests ? `${ms(f.p50)} / ${ms(f.p99)}` : '–')

/** Why browsing slows down while people buy, with this run's figures. */
function gapOf(db, result) {
  const [a, w] = [db.alone, db.withBuyers]
  const cause =
    db.database === 'PGlite'
      ? 'the embedded database runs every checkout statement inside the shop’s one thread (decision 021: a page view waits at most for the statement in progress, but the sale is one long statement and each buyer’s /api/orders list grows with its orders); a CPU profile of the shop during the buyers’ phase (`BENCH_SHOP_NODE_ARGS="--cpu-prof"`) put about 45% of the thread in PGlite itself (20% WebAssembly execution, 10% its protocol parsing, 8% file system calls, the rest in its promise handling), time during which no socket is read'
      : 'the checkouts’ work in the shop’s one thread (HTTP, the session, validation, building and sending the sale’s few statements and reading their answers, rendering and logging the emails, and each buyer’s growing /api/orders list) shares it with the page views, and PostgreSQL and the load generator share the same 2 cores; a request that arrives while a checkout’s JavaScript runs waits for it, which moves the median more than the tail'
  return `${db.database}: while ${result.buyers} buyers placed ${w.ordersPerSecond.toFixed(1)} orders/s, browse p50 went from ${ms(a.browse.p50)} to ${ms(w.browse.p50)} (${ratio(w.browse.p50 / a.browse.p50)}) and p99 from ${ms(a.browse.p99)} to ${ms(w.browse.p99)} (${ratio(w.browse.p99 / a.browse.p99)}). Page views no longer read the database when somebody buys (decision 020); what remains: ${cause}. ${db.database === 'PGlite' ? 'Running PGlite in a worker thread (its statements then leave the event loop, and the second core does them) would close most of it; the rest, like PostgreSQL’s, needs the checkout’s own JavaScript off the page views’ thread.' : 'Serving the catalog’s cache hits in a process or thread of their own (WEB_CONCURRENCY gives each process both kinds of work), or a lighter per-order path (sessions cached in memory, emails rendered by the outbox only), would close it.'}`
}

/** What fails the run: an error in either phase, oversold stock, no orders, unseen orders. */
export function loadProblems(db) {
  const out = [...db.alone.errorExamples, ...db.withBuyers.errorExamples]
  if (db.oversold) out.push(`stock audit: ${db.oversold} products oversold or negative`)
  if (!db.withBuyers.orders) out.push('no order placed while browsing')
  if (db.ordersInDatabase !== db.ordersAnswered) {
    out.push(`${db.ordersInDatabase} orders in the database for ${db.ordersAnswered} answered 201`)
  }
  return out
}

function targetsOf(db, result) {
  const [a, w] = [db.alone, db.withBuyers]
  const gap = gapOf(db, result)
  const errors = a.errors + w.errors
  const alone = limitRun('browsing alone', a.browse.requests, a.errors, a.errorExamples[0])
  const latency = (name, goal) => {
    const r = w.browse[name] / a.browse[name]
    return target(
      `${db.database}: browse ${name} with ${result.buyers} buyers`,
      ms(w.browse[name]),
      `${ms(a.browse[name])} (browsing alone)`,
      r,
      `≤ ${goal}×`,
      r <= goal,
      gap,
      { threshold: goal, limits: [alone] },
    )
  }
  const problems = loadProblems(db)
  return [
    latency('p99', LOAD_TARGETS.p99Ratio),
    latency('p50', LOAD_TARGETS.p50Ratio),
    target(
      `${db.database}: errors while browsing and buying (both phases)`,
      int(errors),
      '–',
      '–',
      '0',
      errors === 0,
      `${db.database}: ${int(errors)} requests failed (5xx, network error or unexpected status), for example: ${problems.slice(0, 3).join('; ')}.`,
    ),
  ]
}

function detailTable(db, result) {
  const [a, w] = [db.alone, db.withBuyers]
  const versus = (name) => ratio(w.browse[name] / a.browse[name])
  const rows = [
    ['timed', (p) => `${p.seconds} s, after ${result.warmUpSeconds} s of warm-up`, ''],
    ['browse requests', (p) => perSecond(p.browse.requests, p.seconds), ''],
    ['**browse p50**', (p) => `**${ms(p.browse.p50)}**`, versus('p50')],
    ['**browse p99**', (p) => `**${ms(p.browse.p99)}**`, versus('p99')],
    ['errors (5xx, network, unexpected status)', (p) => int(p.errors), ''],
    [
      'buy requests (place order + my orders)',
      (p) => (p.buy.requests ? int(p.buy.requests) : '–'),
      '',
    ],
    ['buy p50 / p99', (p) => pair(p.buy), ''],
    ['place order p50 / p99', (p) => pair(p.placeOrder), ''],
    ['orders placed', (p) => (p.buy.requests ? perSecond(p.orders, p.seconds) : '–'), ''],
    ['409 sold out', (p) => (p.buy.requests ? int(p.soldOut) : '–'), ''],
    ['load generator, cores used', (p) => p.loadGeneratorCores.toFixed(2), ''],
    ['load average when the phase began', (p) => p.loadAverage.toFixed(2), ''],
  ]
  const sound = db.oversold === 0 && db.ordersInDatabase === db.ordersAnswered
  return [
    `| | ${result.browsers} browsing alone | ${result.browsers} browsing + ${result.buyers} buying | with ÷ alone |`,
    '|---|---|---|---|',
    ...rows.map(([name, f, r]) => `| ${name} | ${f(a)} | ${f(w)} | ${r} |`),
    '',
    `Stock audit afterwards: ${mark(sound)} ${db.oversold} products oversold or negative; ${int(db.ordersInDatabase)} orders in the database for ${int(db.ordersAnswered)} answered 201 (warm-up order included).`,
  ].join('\n')
}

export function loadSection(result, env) {
  const [min, max] = result.thinkMs
  const intro = `One shop process per database (\`node scripts/start.mjs\`, as \`npm start\`), on a fresh database with ${int(result.products)} products and ${result.buyers} signed-in customers (sessions inserted in SQL as in section 4; the products they buy hold a stock of 1,000,000, so sold out stays rare). After one visit and one order to warm the shop up, two phases run one after the other against that same process and database:

1. **browsing alone**: ${result.browsers} visitors browse as a phone does (the HTML, its assets once, session and shop info, the product list and its next page, a search, a category, a product, help pages, downloads; \`If-None-Match\` on revisits; a quarter come back with an empty cache; ${int(min)}–${int(max)} ms between pages), each with its own connections (6 at most, as a browser);
2. **browsing while people buy**: the same ${result.browsers} visitors, started afresh, while ${result.buyers} buyers each place a PIX order (\`POST /api/orders\`, 1 or 2 products, 1 to 3 units) and open their orders (\`GET /api/orders\`, where the new order must appear), ${int(min)}–${int(max)} ms apart.

Each phase runs a ${result.warmUpSeconds} s warm-up (visitors arrive over the first 2 s) before its timed seconds; requests that start during the warm-up are not timed, but their errors count. Latencies are exact (\`performance.now()\` around each request through undici, not a whole-millisecond histogram). The limit of each browse figure is the same browsing alone, in the same run, on the same shop. Any 5xx, network error or unexpected status is an error (a 409 sold out is an answer). The load generator runs on the same machine (its cores are in the table) and the ratios move with how busy the machine is; \`.ci/run\` runs the same script on PGlite and fails on errors only. Details of the load: docs/reliability.md, section 4.
`
  const targets = result.databases.flatMap((db) => targetsOf(db, result))
  const body = result.databases
    .map((db) => `\n### ${db.database}\n\n${detailTable(db, result)}`)
    .join('\n')
  return {
    targets,
    markdown: section({ title: TITLE, command: COMMAND, env, intro, body, targets }),
  }
}

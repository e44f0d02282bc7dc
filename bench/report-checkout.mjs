// Section 4 of docs/performance.md: checkout under contention next to the same transaction in SQL.
import { INITIAL_STOCK } from './checkout-sql.mjs'
import { int, mark, ms, ratio, section, target } from './report-format.mjs'

export const CHECKOUT_TARGETS = { limitRatio: 0.5, p99Ms: 250 }

const errorsText = (errors) =>
  Object.entries(errors)
    .map(([what, n]) => `${int(n)}× ${what}`)
    .join(', ') || '0'

function proof(audit, placed) {
  const ok = audit.mismatched === 0 && audit.negative === 0 && audit.withoutAddress === 0
  return `${mark(ok && audit.orders === placed)} ${20 - audit.mismatched}/20 products with sold = initial − final; ${audit.negative} negative; ${audit.withoutAddress} orders without address; ${int(audit.orders)} orders in the database for ${int(placed)} answered 201`
}

function detailTable(db) {
  const rows = [
    ['duration', (r) => `${r.seconds.toFixed(1)} s`],
    ['orders placed', (r) => int(r.placed)],
    ['**orders/s**', (r) => `**${r.ordersPerSecond.toFixed(1)}**`],
    ['checkouts/s (placed + refused as sold out)', (r) => r.attemptsPerSecond.toFixed(1)],
    ['p50 / p99 of placed orders', (r) => `${ms(r.p50)} / ${ms(r.p99)}`],
    ['409 sold out', (r) => int(r.soldOut)],
    ['errors (5xx, network)', (r) => errorsText(r.errors)],
    ['products sold out at the end', (r) => `${r.audit.soldOut} of 20`],
    ['units sold', (r) => int(r.audit.unitsSold)],
    ['oversell check, from the database', (r) => proof(r.audit, r.placed)],
  ]
  return [
    '| | shop (HTTP) | limit (SQL, no HTTP) |',
    '|---|---|---|',
    ...rows.map(([name, f]) => `| ${name} | ${f(db.shop)} | ${f(db.limit)} |`),
  ].join('\n')
}

const PGLITE_SPEED =
  "PGlite runs inside the shop's one thread, so every millisecond of HTTP, session lookup, validation, ORM and PIX work per order is a millisecond the database cannot use, while the limit spends all of it on SQL; fewer statements per checkout (one INSERT ... RETURNING for order, items and address; the PIX code written with the order instead of a second UPDATE) cut both."
const PGLITE_QUEUE =
  'PGlite: one embedded connection runs every transaction in turn, so 50 simultaneous buyers wait in one queue (p99 ≈ 50 transactions); a shorter transaction shortens the queue, and PostgreSQL (DATABASE_URL) is the configuration for many buyers at once.'
const POSTGRES_LOCKS =
  "PostgreSQL: each checkout holds its products' row locks from the guarded UPDATE to COMMIT, across seven more round trips; in the shop those round trips also wait for an event loop shared with 49 other requests (and the 2 cores are shared with PostgreSQL and the load generator), so buyers of the same product queue behind each other. Taking the stock last, just before COMMIT, and sending fewer statements would shorten the hold; throughput and p99 follow."

function targetsOf(db) {
  const r = db.shop.ordersPerSecond / db.limit.ordersPerSecond
  const errors = Object.values(db.shop.errors).reduce((a, b) => a + b, 0)
  const a = db.shop.audit
  const sound = a.mismatched === 0 && a.negative === 0 && a.orders === db.shop.placed
  const pglite = db.database === 'PGlite'
  return [
    target(
      `${db.database}: orders/s`,
      db.shop.ordersPerSecond.toFixed(1),
      `${db.limit.ordersPerSecond.toFixed(1)} (SQL)`,
      ratio(r, CHECKOUT_TARGETS.limitRatio),
      `≥ ${CHECKOUT_TARGETS.limitRatio}×`,
      r >= CHECKOUT_TARGETS.limitRatio,
      pglite ? PGLITE_SPEED : POSTGRES_LOCKS,
    ),
    target(
      `${db.database}: p99 of placed orders`,
      ms(db.shop.p99),
      `${ms(db.limit.p99)} (SQL)`,
      ratio(db.shop.p99 / db.limit.p99),
      `≤ ${CHECKOUT_TARGETS.p99Ms} ms`,
      db.shop.p99 <= CHECKOUT_TARGETS.p99Ms,
      pglite ? PGLITE_QUEUE : POSTGRES_LOCKS,
    ),
    target(`${db.database}: 5xx and network errors`, int(errors), '–', '–', '0', errors === 0),
    target(`${db.database}: oversold units`, sound ? '0' : 'see table', '–', '–', '0', sound),
  ]
}

export function checkoutSection(result, env) {
  const intro = `${result.buyers} buyers, each a customer with its own session cookie (users and sessions inserted in SQL the way the app stores them, SHA-256 of a random cookie token: the API allows 50 sign-ups per IP per 15 minutes, exactly the 50 needed with no margin, and 50 argon2 hashes are not what is measured), place PIX orders in a loop for ${result.seconds} s through \`POST /api/orders\` (with \`Origin\`), each of 1 or 2 of the ${result.products} contested products, 1 or 2 units each. Stock starts at ${INITIAL_STOCK.join(', ')} (×1.35 per product), so some products sell out partway and the guarded \`UPDATE ... WHERE stock >= q\` refuses orders (409) while others keep selling. Afterwards, with the shop stopped, the database must show for each product sum(order_items.quantity) = initial − final stock, no negative stock, and one shipping address per order.

The limit runs the same transaction as place-order.ts, statement for statement, as plain SQL without HTTP (bench/checkout-sql.mjs): read the products, guarded stock \`UPDATE\` per line in id order, insert order, items and shipping address, upsert the customer's address, set the PIX code, queue the two emails; ${result.buyers} concurrent workers for ${result.limitSeconds} s (shortened from ${result.seconds} s to keep the suite under 10 minutes) on a copy of the database taken before the shop's run. On PostgreSQL through \`pg\` with a pool of 10 connections like the shop's; on PGlite in-process on one instance, which runs transactions one at a time, as the shop's single PGlite connection does: the PGlite limit is the embedded database's own speed, not a concurrent one.
`
  const targets = result.databases.flatMap(targetsOf)
  const body = result.databases.map((db) => `\n### ${db.database}\n\n${detailTable(db)}`).join('\n')
  return {
    targets,
    markdown: section({
      title: '4. Checkout under contention',
      command: 'node bench/checkout.mjs',
      env,
      intro,
      body,
      targets,
    }),
  }
}

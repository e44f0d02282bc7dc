// Section 5 of docs/performance.md: memory, bytes per order and cold start.
import { int, mb, ms, section, target } from './report-format.mjs'

export function footprintSection(footprint, env) {
  const { rssBytes, coldStartMs } = footprint.targets
  const postgres = footprint.databases.find((d) => d.database === 'PostgreSQL')
  const postgresIdle = postgres
    ? `; with DATABASE_URL the same process idles at ${mb(postgres.idleRss)}`
    : ''
  const targets = footprint.databases.map((db) =>
    target(
      `${db.database}: server RSS, peak under the catalog load`,
      mb(db.peakRss),
      `${mb(rssBytes)} (target)`,
      db.peakRss / rssBytes,
      `≤ ${mb(rssBytes)}`,
      db.peakRss <= rssBytes,
      db.database === 'PGlite'
        ? `PGlite: the embedded PostgreSQL runs inside the server process as WebAssembly, whose memory grows and is not given back (${mb(db.idleRss)} already at idle${postgresIdle}). Closing it on PGlite means a smaller WebAssembly heap (PGlite's memory settings, to be measured); a shop that must stay under ${mb(rssBytes)} runs on PostgreSQL.`
        : `${db.database}: the Node process alone is over the target under load; a heap snapshot under load would show what is kept (cached pages should be a few per filter, not the catalog).`,
    ),
  )
  const cold = footprint.cold
  targets.push(
    target(
      'cold start of `npm start` (median)',
      ms(cold.medianMs),
      `${ms(coldStartMs)} (target)`,
      cold.medianMs / coldStartMs,
      `≤ ${ms(coldStartMs)}`,
      cold.medianMs <= coldStartMs,
      'cold start over the target: the split between loading the server bundle, opening PGlite and checking migrations is not measured here; `node --cpu-prof scripts/start.mjs` shows it.',
    ),
  )
  const intro = `RSS is VmRSS from /proc of the process \`npm start\` runs (scripts/start.mjs imports the server into that same process; child processes, if any, would be added), measured 1 s after the shop answered and every 100 ms during the catalog load of section 3 (all its shop runs, at 1,000 and 100,000 products). On PostgreSQL the database server's own memory is not included. Bytes per order: growth of the tables an order writes (orders, order_items, shipping_addresses, email_outbox; \`pg_total_relation_size\`, indexes included) during the checkout run of section 4, divided by the orders placed; and growth of the whole database (PGlite: its data directory; PostgreSQL: \`pg_database_size\`). Cold start: \`node bench/cold-start.mjs\`, from spawning \`node scripts/start.mjs\` until \`GET /api/health\` answers 200, on an existing build and PGlite database.
`
  const body = `
| | ${footprint.databases.map((d) => d.database).join(' | ')} |
|---|${footprint.databases.map(() => '---|').join('')}
| RSS at idle, 1,000 products | ${footprint.databases.map((d) => mb(d.idleRss)).join(' | ')} |
| RSS at idle, 100,000 products | ${footprint.databases.map((d) => mb(d.idleRssLargest)).join(' | ')} |
| RSS peak under the catalog load | ${footprint.databases.map((d) => mb(d.peakRss)).join(' | ')} |
| bytes per order, order tables | ${footprint.databases.map((d) => (d.bytesPerOrder ? int(d.bytesPerOrder.tables) : '–')).join(' | ')} |
| bytes per order, whole database | ${footprint.databases.map((d) => (d.bytesPerOrder ? int(d.bytesPerOrder.whole) : '–')).join(' | ')} |
| orders behind those figures | ${footprint.databases.map((d) => int(d.ordersMeasured)).join(' | ')} |

Cold start, each run: ${cold.times.map(ms).join(', ')}; very first start (empty \`DATA_DIR\`: migrations, demo seed, admin password hash): ${ms(cold.firstStartMs)}.
`
  return {
    targets,
    markdown: section({
      title: '5. Footprint',
      command: 'node bench/footprint.mjs',
      env,
      intro,
      body,
      targets,
    }),
  }
}

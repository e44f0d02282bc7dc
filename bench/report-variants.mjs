// Issue 63's section of docs/performance.md: the checkout and the catalog with 24 variants per
// product (the runs of sections 4 and 3, or of `node bench/checkout.mjs` and `node bench/catalog.mjs
// --sizes=1000` alone) and the variants' migration of 100,000 products (bench/variants-migration.mjs).
// `node bench/report-variants.mjs --migration=m.json [--checkout=c.json] [--baseline=b.json]
// [--catalog=k.json[,k2.json]] [--catalog-baseline=l.json[,l2.json]]` prints the section from those
// commands' JSON (the baselines: the same commands with --one-variant, for the comparison).
import { readFile } from 'node:fs/promises'
import { option } from './lib.mjs'
import { CATALOG_TARGETS } from './report-catalog.mjs'
import { CHECKOUT_TARGETS } from './report-checkout.mjs'
import { int, mark, mb, ms, ratio, section, target } from './report-format.mjs'
import { VARIANT_OPTIONS, VARIANTS_PER_PRODUCT } from './variant-catalog.mjs'

/** Issue 63: the migrations under a minute on PGlite at 100,000 products, the RSS where it was. */
export const MIGRATION_TARGETS = { seconds: 60, rssRatio: 1.1 }

const s = (seconds) => `${seconds.toFixed(seconds < 10 ? 2 : 1)} s`

function migrationTargets(m) {
  const afterRatio = m.rssAfter / m.rssBefore
  const nextRatio = m.nextStart.rss / m.rssBefore
  const rssGoal = `≤ ${MIGRATION_TARGETS.rssRatio}×`
  return [
    target(
      `PGlite: migrations 0033 + 0034, ${int(m.products)} products`,
      s(m.seconds),
      `${MIGRATION_TARGETS.seconds} s (target)`,
      m.seconds / MIGRATION_TARGETS.seconds,
      `< ${MIGRATION_TARGETS.seconds} s`,
      m.seconds < MIGRATION_TARGETS.seconds && m.check.wrong === 0,
      `PGlite: the migrations took ${s(m.seconds)} (${m.check.wrong} products without their variant); the one INSERT of every product's variant is most of it (see the statements), so the time grows with the catalog: its rows and its indexes' entries written row by row.`,
    ),
    target(
      'PGlite: RSS of the migrating process, after ÷ before',
      mb(m.rssAfter),
      `${mb(m.rssBefore)} (before)`,
      afterRatio,
      rssGoal,
      afterRatio <= MIGRATION_TARGETS.rssRatio,
      `PGlite: the process that migrated grew from ${mb(m.rssBefore)} to ${mb(m.rssAfter)} (peak ${mb(m.rssPeak)}): WebAssembly memory is never given back, so the heap's high-water mark of the INSERT of ${int(m.products)} variants stays until the shop restarts (the next start is at ${mb(m.nextStart.rss)}). Restarting the shop once after a migration that writes every product would give it back; the INSERT in 10 statements of 10,000 products did not lower it in one trial (362 MB after).`,
      { threshold: MIGRATION_TARGETS.rssRatio },
    ),
    target(
      'PGlite: RSS of the next start, ÷ before',
      mb(m.nextStart.rss),
      `${mb(m.rssBefore)} (before)`,
      nextRatio,
      rssGoal,
      nextRatio <= MIGRATION_TARGETS.rssRatio,
      `PGlite: a fresh process on the migrated database, having read the same tables, is at ${mb(m.nextStart.rss)} against ${mb(m.rssBefore)} before: what the variants' pages add to the buffers it keeps.`,
      { threshold: MIGRATION_TARGETS.rssRatio },
    ),
  ]
}

function migrationTable(m) {
  const rows = [
    ['products (one opening movement each)', int(m.products)],
    ['filling them, migrated up to 0032 (not timed as the migration)', s(m.fillSeconds)],
    ['opening the database in a fresh process', s(m.openSeconds)],
    [
      `**${m.migrations.join(' + ')}** (Drizzle's migrator, one transaction)`,
      `**${s(m.seconds)}**`,
    ],
    [
      'RSS: opened / tables read (before) / after / peak (every 100 ms)',
      [m.rssOpen, m.rssBefore, m.rssAfter, m.rssPeak].map(mb).join(' / '),
    ],
    [
      'RSS of the next start: opened / tables read',
      `${mb(m.nextStart.rssOpen)} / ${mb(m.nextStart.rss)}`,
    ],
    ['data directory before → after (all files)', `${mb(m.bytesBefore)} → ${mb(m.bytesAfter)}`],
    ['of which pg_wal before → after', `${mb(m.walBefore)} → ${mb(m.walAfter)}`],
    [
      'without pg_wal before → after',
      `${mb(m.bytesBefore - m.walBefore)} → ${mb(m.bytesAfter - m.walAfter)}`,
    ],
    ['product_variants after (indexes included)', mb(m.check.variantBytes)],
    [
      'after: products / variants / products without their variant (id, stock)',
      `${int(m.check.products)} / ${int(m.check.variants)} / ${m.check.wrong}`,
    ],
  ]
  const slowest = m.statements
    .slice(0, 3)
    .map(
      (t) =>
        `\`${t.sql.slice(0, 70)}${t.sql.length > 70 ? '…' : ''}\` (${t.migration}) ${ms(t.ms)}`,
    )
    .join('; ')
  return [
    '| | PGlite |',
    '|---|---|',
    ...rows.map(([name, value]) => `| ${name} | ${value} |`),
    '',
    `Slowest statements, timed one by one on a copy: ${slowest}.`,
  ].join('\n')
}

function checkoutRows(run) {
  if (!run) return []
  return run.databases.map((db) => {
    const r = db.shop.ordersPerSecond / db.limit.ordersPerSecond
    const { limitRatio: goal, p99Ms } = CHECKOUT_TARGETS[db.database]
    const errors = Object.values(db.shop.errors).reduce((a, b) => a + b, 0)
    const a = db.shop.audit
    const l = db.limit.audit
    const off = (x) =>
      x.mismatched + x.negative + (x.variantsMismatched ?? 0) + (x.offTheBooks ?? 0)
    const audit = `${mark(off(a) === 0 && off(l) === 0)} ${off(a)} / ${off(l)}`
    // A run of the bench before variants (issue 63) names no variant count.
    const variants = db.variantsPerProduct ?? 'none (before issue 63)'
    return `| ${db.database} | ${variants} | ${db.shop.ordersPerSecond.toFixed(1)} | ${db.limit.ordersPerSecond.toFixed(1)} | ${ratio(r, goal)} ${mark(r >= goal)} (≥ ${goal}×) | ${ms(db.shop.p99)} ${mark(db.shop.p99 <= p99Ms)} (≤ ${ms(p99Ms)}) / ${ms(db.limit.p99)} | ${int(db.shop.soldOut)} / ${int(db.limit.soldOut)} | ${int(errors)} | ${audit} |`
  })
}

/** `checkout` and `baseline`: a run of bench/checkout.mjs each, or a list of runs. */
function checkoutTable(checkout, baseline) {
  const rows = [checkout, baseline].flat().flatMap(checkoutRows)
  if (rows.length === 0) return 'Checkout: not measured in this run.'
  return [
    '| database | variants per product | shop orders/s | limit orders/s (SQL) | shop ÷ limit | p99 shop / limit | 409 sold out shop / limit | 5xx, network errors | oversold or off the books, shop / limit |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n')
}

function catalogRows(catalog) {
  return (catalog?.databases ?? []).flatMap((db) => {
    const size = db.sizes.find((z) => z.count === 1_000)
    const list = size?.rows.find((r) => r.name === 'list')
    if (!list) return []
    const memory = list.shop.rps / list.memory.rps
    const page = size.page ? size.page.shop.rps / size.page.memory.rps : NaN
    const pageOk = page >= CATALOG_TARGETS.pageRatio && size.page.failures === 0
    return `| ${db.database} | ${size.variants ? VARIANTS_PER_PRODUCT : 1} | ${int(list.shop.rps)} | ${int(list.memory.rps)} | ${ratio(memory)} ${mark(memory >= CATALOG_TARGETS.memoryRatio)} | ${int(list.sql.rps)} | ${ratio(list.shop.rps / list.sql.rps)} | ${size.page ? int(size.page.shop.rps) : '–'} | ${ratio(page)} ${mark(pageOk)} |`
  })
}

/** `catalog` and `catalogBaseline`: a run of bench/catalog.mjs each, or a list of runs. */
function catalogTable(catalog, catalogBaseline) {
  const rows = [catalog, catalogBaseline].flat().flatMap(catalogRows)
  if (rows.length === 0) return 'Catalog: not measured in this run.'
  return [
    `| database | variants per seeded product | first page req/s | in-memory limit req/s | shop ÷ in-memory (≥ ${CATALOG_TARGETS.memoryRatio}×) | SQL limit req/s | shop ÷ SQL | server rendering of \`/\` req/s | \`/\` ÷ in-memory JSON (≥ ${CATALOG_TARGETS.pageRatio}×) |`,
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n')
}

export function variantsSection(
  { migration, checkout, baseline, catalog, catalogBaseline },
  env,
  title = '9. Variants (issue 63)',
) {
  const options = VARIANT_OPTIONS.map((o) => `${o.name}: ${o.values.join(', ')}`).join('; ')
  const intro = `The benchmarks' products have ${VARIANT_OPTIONS.length} options (${options}) and so ${VARIANTS_PER_PRODUCT} variants each (bench/variant-catalog.mjs, written in SQL as the shop keeps them since decision 053: each product's stock split evenly across its variants, each variant's opening movement, the product's stock the sum of its variants', the first combination keeping the product's id, the ${VARIANT_OPTIONS.at(-1).values.at(-1)} variants at a price of their own). The checkout's lines each name a random variant of their product (\`variantId\`), the shop's and the limit's alike (the limit reads the lines' variants and prices each line as place-order.ts does, then sends the shop's own sale statement, which locks the products, then the variants, and takes both); the audit checks every variant's sold units and books. The catalog's 1,000 products are seeded so (section 3's 100,000 keep one variant for the 99,000 added).

The migration: a PGlite database migrated up to 0032 by Drizzle's migrator, filled with ${int(migration.products)} products as \`seedCatalog\` fills them and each product's opening movement as the books were before variants (no \`variant_id\`), then opened by a fresh process that reads products and movements whole (their pages in PGlite's buffers, as in a shop that has served its catalog: RSS 'before'), applies ${migration.migrations.join(' and ')} as the shop's start does (Drizzle's migrator, both in one transaction) and reads its RSS again ('after'; bench/rss.mjs samples it every 100 ms for the peak). A second fresh process opens the migrated directory and reads the same tables: the next start. RSS is VmRSS; run to run it moved by about ±15 MB here.
`
  const targets = migrationTargets(migration)
  const body = `
### Migration of ${int(migration.products)} products (PGlite)

${migrationTable(migration)}

### Checkout under contention (section 4's benchmark)

${checkoutTable(checkout, baseline)}

### Catalog API at 1,000 products (section 3's benchmark)

${catalogTable(catalog, catalogBaseline)}
`
  return {
    targets,
    markdown: section({
      title,
      command: 'node bench/variants-migration.mjs',
      env,
      intro,
      body,
      targets,
    }),
  }
}

/** The JSON of the file named by --`name`; a comma-separated list of files, a list of them. */
const readJson = async (name) => {
  const files = option(name, undefined)?.split(',')
  if (!files) return undefined
  const runs = await Promise.all(files.map(async (f) => JSON.parse(await readFile(f, 'utf8'))))
  return runs.length === 1 ? runs[0] : runs
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { machine } = await import('./lib.mjs')
  const env = { machine: await machine(), date: new Date().toISOString().slice(0, 10) }
  const runs = {
    migration: await readJson('migration'),
    checkout: await readJson('checkout'),
    baseline: await readJson('baseline'),
    catalog: await readJson('catalog'),
    catalogBaseline: await readJson('catalog-baseline'),
  }
  if (!runs.migration) throw new Error('--migration=<node bench/variants-migration.mjs JSON>')
  console.log(variantsSection(runs, env, option('title', undefined)).markdown)
}

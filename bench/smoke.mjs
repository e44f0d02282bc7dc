// `node bench/smoke.mjs [--only=pglite|postgres]`: each benchmark limit that runs code of its own,
// for a few seconds, on PGlite and, when DATABASE_URL is set, on PostgreSQL (a database it creates
// and drops); no figure is timed or judged. It fails (exit 1) when a limit errors or measures
// nothing, by the rule that marks such a figure 'not measured' in docs/performance.md
// (report-format.mjs notMeasured, checked first on made-up runs), so a statement the shop changes
// and a limit no longer matches fails CI instead of a benchmark run (issue 58, item 0b).
//   - checkout's SQL limit (checkout-sql.mjs checkoutLimit): orders placed one by one and 10 at
//     once, each line naming one of its product's 24 variants, then the audit (per product and
//     per variant, and the stock books) and the e-mails queued;
//   - order search's limit (order-search.mjs): the searches with orders_id_prefix_idx dropped, and
//     the list unsearched, on a few hundred orders;
//   - catalog's limits (catalog-limit-server.mjs): the SQL limit's first page, a search (the limit
//     of the search figure, catalog-search.mjs), a category, a misspelt search (decision 050), and
//     the in-memory limit.
// Not here: the phone's limit (a static copy of the shop's own page: Chromium and a built shop),
// the browsing and page views 'alone' of sections 7 and 8 (the shop itself; .ci/run runs the load)
// and the fixed targets (RSS, cold start, JavaScript budget, photo processing).
import assert from 'node:assert/strict'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {
  auditStock,
  checkoutLimit,
  openDriver,
  prepareCheckout,
  shopModule,
} from './checkout-sql.mjs'
import { searchQueries } from './catalog-search.mjs'
import {
  createPostgresDatabase,
  freePort,
  log,
  openPglite,
  option,
  POSTGRES_URL,
  seedProducts,
  stopShop,
} from './lib.mjs'
import { startHelper } from './load.mjs'
import { measureOrderSearch } from './order-search.mjs'
import { limitRun, notMeasured, target } from './report-format.mjs'
import { VARIANTS_PER_PRODUCT } from './variant-catalog.mjs'

const ORDERS = 10
const CATALOG = 200
const PUBLIC_URL = 'http://127.0.0.1:3000'
const migrationsFolder = path.join(import.meta.dirname, '../src/server/db/migrations')

/** The rule itself, on made-up runs: what docs/performance.md marks not measured, and missed. */
function checkJudging() {
  const fine = limitRun('the limit', 10)
  assert.equal(notMeasured(0.8, [fine]), null)
  assert.equal(notMeasured(undefined, []), null)
  assert.match(notMeasured(Infinity, [fine]), /ratio is Infinity/)
  assert.match(notMeasured(NaN), /not a number/)
  assert.match(notMeasured(0), /ratio is 0/)
  const failing = limitRun('the SQL limit', 0, 14_802, 'No value for placeholder "x"\nstack')
  assert.equal(
    notMeasured(Infinity, [failing]),
    'the SQL limit errored (14,802 errors: No value for placeholder "x")',
  )
  assert.match(notMeasured(1, [limitRun('the limit', 5, 1)]), /errored \(1 error\)/)
  assert.match(notMeasured(1, [limitRun('the limit', 0)]), /measured nothing/)
  assert.match(notMeasured(1, [limitRun('the limit', undefined)]), /measured nothing/)
  const met = target('f', '1', '2', 0.5, '≥ 0.4×', true, 'gap', { limits: [fine] })
  assert.deepEqual([met.ok, met.ratio, met.notMeasured], [true, '0.50×', null])
  const broken = target('f', '1', '0 (SQL)', Infinity, '≥ 0.5×', true, 'gap', {
    limits: [failing],
  })
  assert.equal(broken.ok, false)
  assert.match(broken.ratio, /^not measured: the SQL limit errored/)
  assert.equal(target('f', '0', '–', '–', '0', true).ok, true)
  assert.equal(target('f', '0', '–', '–', '0', 1).ok, false)
  assert.throws(() => target('f', '1', '2', '0.50×', '≥ 0.4×', true))
}

/** A migrated database (the shop's migrations), with what its first start seeds that limits read. */
async function migrate(kind, client) {
  const drizzle = await shopModule(`drizzle-orm/${kind}`)
  const migrator = await shopModule(`drizzle-orm/${kind}/migrator`)
  const db = drizzle.drizzle(client)
  await migrator.migrate(db, { migrationsFolder })
  const settings = await shopModule('server/shop-settings/shop-settings-repository.ts')
  const { DEFAULT_SHOP_SETTINGS } = await shopModule('domain/shop-settings.ts')
  const policies = await shopModule('server/modules/policies/policy-repository.ts')
  const { DEFAULT_POLICIES } = await shopModule('domain/policy-defaults.ts')
  await settings.seedShopSettings(db, DEFAULT_SHOP_SETTINGS)
  await policies.seedDefaultPolicies(db, DEFAULT_POLICIES)
  // An owner, so the sale's statement queues the owners' e-mail too.
  await client.query(
    `INSERT INTO users (email, name, password_hash, is_admin)
     VALUES ('dona@smoke.test', 'Dona', 'sem-login', true)`,
  )
}

/**
 * Runs `fn(check)` for one limit: `check(operations, errors, firstError, extra)` judges a run as the
 * report does; `extra` (a sentence) fails it for a reason of its own. An exception is an error.
 */
async function smokeLimit(failures, label, fn) {
  const t0 = performance.now()
  let verdict = null
  let said = ''
  try {
    await fn((operations, errors, firstError, extra) => {
      verdict = notMeasured(undefined, [limitRun(label, operations, errors, firstError)]) ?? extra
      said = `${operations} operations, ${errors} errors`
    })
    verdict ??= said ? null : `${label} was not checked`
  } catch (error) {
    verdict = `${label} failed: ${String(error?.message ?? error).split('\n')[0]}`
  }
  const seconds = ((performance.now() - t0) / 1000).toFixed(1)
  log(`smoke: ${label}: ${verdict ? `FAILED, ${verdict}` : `ok, ${said}`} (${seconds} s)`)
  if (verdict) failures.push(verdict)
}

/** The checkout's SQL limit: ORDERS orders one by one, then ORDERS at once (PostgreSQL: a pool). */
async function smokeCheckout(check, target, query) {
  const setup = await prepareCheckout(query)
  // The products with the most stock: none of their variants sells out in so few orders. Each
  // order names other variants of theirs (every fourth with a price of its own).
  const [a, b] = setup.products.slice(-2)
  const line = (p, i, quantity) => ({
    productId: p.id,
    variantId: p.variants[i % p.variants.length].id,
    quantity,
  })
  const lines = (i) => (i % 2 ? [line(a, i, 1)] : [line(a, i, 2), line(b, i + 1, 2)])
  const driver = await openDriver(target)
  let placed = 0
  let errors = 0
  let firstError
  try {
    const limit = await checkoutLimit(driver, { publicUrl: PUBLIC_URL })
    const one = (i) =>
      limit.placeOrder(setup.buyers[i], lines(i)).then(
        (ok) => (placed += ok ? 1 : 0),
        (error) => {
          errors++
          firstError ??= String(error?.message ?? error)
        },
      )
    for (let i = 0; i < ORDERS; i++) await one(i)
    await Promise.all(Array.from({ length: ORDERS }, (_, i) => one(ORDERS + i)))
  } finally {
    await driver.close()
  }
  const audit = await auditStock(query, setup.products)
  const [mail] = await query(
    `SELECT count(*) FILTER (WHERE type = 'order-confirmation')::int AS customers,
       count(*) FILTER (WHERE type = 'new-order')::int AS owners FROM email_outbox`,
  )
  const expected = 2 * ORDERS
  const sound =
    placed === expected &&
    audit.orders === placed &&
    audit.mismatched + audit.negative + audit.withoutAddress === 0 &&
    audit.variantsMismatched + audit.offTheBooks === 0 &&
    audit.variants === setup.products.length * VARIANTS_PER_PRODUCT &&
    mail.customers === placed &&
    mail.owners === placed
  check(
    placed,
    errors,
    firstError,
    sound
      ? null
      : `the checkout's SQL limit placed ${placed} of ${expected} orders (${audit.orders} in the database, ${audit.mismatched} products and ${audit.variantsMismatched} of ${audit.variants} variants mismatched, ${audit.offTheBooks} stocks off their books, ${audit.negative} negative, ${audit.withoutAddress} without address; e-mails: ${mail.customers} confirmations, ${mail.owners} to the owners)`,
  )
}

async function smokeOrderSearch(check, client) {
  const searches = 10
  const r = await measureOrderSearch({ orders: 300, searches, warmUp: 2, db: client })
  const missing = searches - r.withoutIndexRuns
  check(
    r.withoutIndexRuns,
    missing,
    missing ? `${missing} searches without the index found no order` : undefined,
    r.same && r.firstPageRuns > 0
      ? null
      : "the order search's limit found other orders than the search with its index, or the list unsearched never ran",
  )
}

async function get(url) {
  const res = await fetch(url)
  return { status: res.status, body: await res.text() }
}

/** The catalog's SQL limit (the list, a search, a category) and its in-memory limit. */
async function smokeCatalog(check, source, workDir) {
  const [sqlPort, memoryPort] = [await freePort(), await freePort()]
  const sql = await startHelper('catalog-limit-server.mjs', [sqlPort, 'sql', source])
  let served = 0
  let errors = 0
  let firstError
  const empty = []
  let list
  try {
    const paths = [
      '/api/products',
      '/api/products?offset=48',
      `/api/products?q=${encodeURIComponent(searchQueries(1)[0].split(' ')[0])}`,
      '/api/products?category=Tapetes',
      // A typo: found only once corrected (decision 050).
      '/api/products?q=volnte',
    ]
    for (const p of paths) {
      const res = await get(`http://127.0.0.1:${sqlPort}${p}`)
      if (res.status !== 200) {
        errors++
        firstError ??= `HTTP ${res.status} for ${p}`
        continue
      }
      served++
      list ??= res.body
      if (JSON.parse(res.body).items.length === 0) empty.push(p)
    }
  } finally {
    await stopShop(sql)
  }
  if (list) {
    const file = path.join(workDir, 'answer.json')
    await writeFile(file, list)
    const memory = await startHelper('catalog-limit-server.mjs', [memoryPort, 'memory', file])
    try {
      const res = await get(`http://127.0.0.1:${memoryPort}/api/products`)
      if (res.status === 200 && res.body === list) served++
      else {
        errors++
        firstError ??= `the in-memory limit answered ${res.status}, not the bytes it was given`
      }
    } finally {
      await stopShop(memory)
    }
  }
  check(served, errors, firstError, empty.length ? `no product in ${empty.join(', ')}` : null)
}

async function smokePglite(failures, workDir) {
  const dataDir = path.join(workDir, 'pglite')
  const client = await openPglite(dataDir)
  const query = async (text, params = []) => (await client.query(text, params)).rows
  try {
    await migrate('pglite', client)
    await seedProducts(query, CATALOG)
    await smokeLimit(failures, "PGlite: checkout's SQL limit", (check) =>
      smokeCheckout(check, { pglite: client }, query),
    )
    await smokeLimit(failures, "PGlite: order search's limit (index dropped)", (check) =>
      smokeOrderSearch(check, client),
    )
  } finally {
    await client.close()
  }
  // PGlite allows one process per directory: the limit's server opens it once this one is closed.
  await smokeLimit(failures, "PGlite: catalog's SQL and in-memory limits", (check) =>
    smokeCatalog(check, dataDir, workDir),
  )
}

async function smokePostgres(failures, workDir) {
  const database = await createPostgresDatabase(POSTGRES_URL, 'smoke')
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: database.url })
  try {
    await client.connect()
    const query = async (text, params = []) => (await client.query(text, params)).rows
    try {
      await migrate('node-postgres', client)
      await seedProducts(query, CATALOG)
      await smokeLimit(failures, "PostgreSQL: checkout's SQL limit", (check) =>
        smokeCheckout(check, { databaseUrl: database.url }, query),
      )
      await smokeLimit(failures, "PostgreSQL: order search's limit (index dropped)", (check) =>
        smokeOrderSearch(check, client),
      )
    } finally {
      await client.end()
    }
    await smokeLimit(failures, "PostgreSQL: catalog's SQL and in-memory limits", (check) =>
      smokeCatalog(check, database.url, workDir),
    )
  } finally {
    await database.drop()
  }
}

const only = option('only', undefined)
const started = performance.now()
checkJudging()
const failures = []
const workDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-bench-smoke-'))
try {
  if (only !== 'postgres') await smokePglite(failures, workDir)
  if (only !== 'pglite' && POSTGRES_URL) await smokePostgres(failures, workDir)
  else if (only === 'postgres') failures.push('--only=postgres needs DATABASE_URL')
} finally {
  await rm(workDir, { recursive: true, force: true })
}
const seconds = ((performance.now() - started) / 1000).toFixed(1)
if (failures.length) {
  console.error(`smoke: FAILED in ${seconds} s:\n- ${failures.join('\n- ')}`)
  process.exitCode = 1
} else {
  console.error(`smoke: every limit ran and measured something (${seconds} s)`)
}

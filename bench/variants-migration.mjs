// Issue 63: the variants' migrations (0033: options, values and variants, every product given its
// one variant; 0034: the variants' removal and stock version, leads per variant) on a PGlite shop of
// 100,000 products, timed as the shop's start applies them (Drizzle's migrator, both in one
// transaction), with the RSS of that process and the data directory's size before and after.
// The database is migrated up to 0032 and filled as bench/lib.mjs seedProducts fills a catalog, each
// product with its opening movement as the books were before variants (no variant_id). A fresh
// process then opens it and migrates (bench/rss.mjs samples it); another opens the migrated
// directory afresh (the shop's next start); the statements are also timed one by one on a copy.
// `node bench/variants-migration.mjs [--products=100000]` prints the result as JSON.
import { spawn } from 'node:child_process'
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { dirBytes, log, openPglite, option, ROOT, seedProducts } from './lib.mjs'
import { ownRssBytes, sampleRss } from './rss.mjs'

const MIGRATIONS = path.join(ROOT, 'src/server/db/migrations')
/** The journal's indexes of the migrations measured: 0033 and 0034. */
export const MEASURED = [33, 34]
/** Seconds the shop's start may spend on them at 100,000 products (issue 63). */
export const MIGRATION_TARGET_SECONDS = 60

/**
 * A copy of the shop's migrations folder holding the migrations up to index `last` (the journal
 * and its .sql files, byte for byte: Drizzle keeps each one's hash). Answers its path and entries.
 */
async function migrationsUpTo(dir, last) {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8'))
  const entries = journal.entries.filter((e) => e.idx <= last)
  await mkdir(path.join(dir, 'meta'), { recursive: true })
  await writeFile(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }))
  for (const e of entries)
    await cp(path.join(MIGRATIONS, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`))
  return { dir, entries }
}

async function migrate(client, migrationsFolder) {
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate: run } = await import('drizzle-orm/pglite/migrator')
  await run(drizzle(client), { migrationsFolder })
}

/** What bench/lib.mjs openStockBooks wrote before variants: each product's opening balance. */
const preVariantBooks = (query) =>
  query(
    `INSERT INTO stock_movements (product_id, quantity, reason)
     SELECT p.id, p.stock, 'opening_balance' FROM products p
     WHERE NOT EXISTS (SELECT 1 FROM stock_movements m WHERE m.product_id = p.id)`,
  )

/** Reads products and their movements whole, as the migration's INSERT ... SELECT and keys do. */
async function readTables(client) {
  await client.query('SELECT sum(stock) FROM products')
  await client.query('SELECT sum(quantity) FROM stock_movements')
}

/**
 * The child process: opens `dataDir` as the shop does (RSS `rssOpen`), reads the tables the
 * migration reads (`rssBefore`: their pages in PGlite's buffers, as in a shop that has served its
 * catalog), migrates with `folder` (timed; `rssAfter`) and prints it all as one JSON line.
 */
async function child(dataDir, folder) {
  const t0 = performance.now()
  const client = await openPglite(dataDir)
  await client.query('SELECT 1')
  const openSeconds = (performance.now() - t0) / 1000
  const rssOpen = ownRssBytes(process.pid)
  await readTables(client)
  const rssBefore = ownRssBytes(process.pid)
  const t1 = performance.now()
  await migrate(client, folder)
  const seconds = (performance.now() - t1) / 1000
  const rssAfter = ownRssBytes(process.pid)
  await client.close()
  console.log(JSON.stringify({ openSeconds, seconds, rssOpen, rssBefore, rssAfter }))
}

/** Runs child() in a fresh node process, its RSS sampled every 100 ms; answers its line and peak. */
function inFreshProcess(dataDir, folder) {
  const script = fileURLToPath(import.meta.url)
  const proc = spawn(process.execPath, [script, `--child=${dataDir}`, `--folder=${folder}`], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const rss = sampleRss(proc.pid)
  let out = ''
  let err = ''
  proc.stdout.on('data', (d) => (out += d))
  proc.stderr.on('data', (d) => (err += d))
  return new Promise((resolve, reject) => {
    proc.once('exit', (code) => {
      const peak = rss.stop()
      if (code !== 0) return reject(new Error(`the migrating process exited ${code}:\n${err}`))
      resolve({ ...JSON.parse(out.trim().split('\n').at(-1)), rssPeak: peak })
    })
  })
}

/** The measured migrations' statements timed one by one, in one transaction as Drizzle runs them. */
async function statementTimes(dataDir, entries) {
  const client = await openPglite(dataDir)
  const times = []
  try {
    await client.transaction(async (tx) => {
      for (const e of entries) {
        const text = await readFile(path.join(MIGRATIONS, `${e.tag}.sql`), 'utf8')
        for (const statement of text.split('--> statement-breakpoint')) {
          const t0 = performance.now()
          await tx.exec(statement)
          const sql = statement.replace(/^\s*(--[^\n]*\n\s*)*/, '').split('\n')[0]
          times.push({ migration: e.tag, sql, ms: performance.now() - t0 })
        }
      }
    })
  } finally {
    await client.close()
  }
  return times.sort((a, b) => b.ms - a.ms)
}

/** What the migration left: every product one variant, its id and stock the product's. */
async function checkMigrated(dataDir) {
  const client = await openPglite(dataDir)
  try {
    const { rows } = await client.query(
      `SELECT (SELECT count(*) FROM products)::int AS products,
         (SELECT count(*) FROM product_variants)::int AS variants,
         (SELECT count(*) FROM products p LEFT JOIN product_variants v ON v.id = p.id
           WHERE v.id IS NULL OR v.product_id <> p.id OR v.stock <> p.stock)::int AS wrong,
         (SELECT count(*) FROM stock_movements)::int AS movements,
         (SELECT count(*) FROM drizzle.__drizzle_migrations)::int AS migrations,
         pg_total_relation_size('product_variants')::bigint AS "variantBytes"`,
    )
    return { ...rows[0], variantBytes: Number(rows[0].variantBytes) }
  } finally {
    await client.close()
  }
}

export async function measureVariantsMigration({ products = 100_000 } = {}) {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-bench-variants-migration-'))
  try {
    const before = await migrationsUpTo(path.join(workDir, 'up-to-0032'), MEASURED[0] - 1)
    const after = await migrationsUpTo(path.join(workDir, 'up-to-0034'), MEASURED.at(-1))
    const measured = after.entries.filter((e) => MEASURED.includes(e.idx))
    if (measured.length !== MEASURED.length) throw new Error('migrations 0033 and 0034 not found')
    const dataDir = path.join(workDir, 'data')
    log(`variants migration: migrating up to ${before.entries.at(-1).tag}`)
    const client = await openPglite(dataDir)
    const t0 = performance.now()
    try {
      await migrate(client, before.dir)
      log(`variants migration: ${products} products and their opening movements`)
      const query = async (text, params = []) => (await client.query(text, params)).rows
      await seedProducts(query, products, { books: preVariantBooks })
      await client.query('ANALYZE')
    } finally {
      await client.close()
    }
    const fillSeconds = (performance.now() - t0) / 1000
    const copyDir = path.join(workDir, 'copy')
    await cp(dataDir, copyDir, { recursive: true })
    const wal = path.join(dataDir, 'pg_wal')
    const [bytesBefore, walBefore] = [await dirBytes(dataDir), await dirBytes(wal)]
    log(`variants migration: applying ${measured.map((e) => e.tag).join(', ')} in a fresh process`)
    const run = await inFreshProcess(dataDir, after.dir)
    const [bytesAfter, walAfter] = [await dirBytes(dataDir), await dirBytes(wal)]
    log('variants migration: the next start, and the statements one by one on a copy')
    const nextStart = await inFreshProcess(dataDir, after.dir)
    const check = await checkMigrated(dataDir)
    const statements = await statementTimes(copyDir, measured)
    return {
      products,
      migrations: measured.map((e) => e.tag),
      fillSeconds,
      ...run,
      nextStart: {
        seconds: nextStart.seconds,
        rssOpen: nextStart.rssOpen,
        rss: nextStart.rssAfter,
      },
      bytesBefore,
      bytesAfter,
      walBefore,
      walAfter,
      check,
      statements: statements.slice(0, 5),
    }
  } finally {
    await rm(workDir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const childDir = option('child', undefined)
  if (childDir) await child(childDir, option('folder', undefined))
  else {
    const products = Number(option('products', '100000'))
    console.log(JSON.stringify(await measureVariantsMigration({ products }), null, 2))
  }
}

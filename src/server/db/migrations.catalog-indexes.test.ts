import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '#server/config.ts'
import { findCatalogPage, insertProducts } from '#server/modules/products/product-repository.ts'
import { getProductPage } from '#server/modules/products/product-service.ts'
import { openTestDatabase } from '#server/testing/test-database.ts'
import { openDatabase, type Database, type Db } from './client.ts'
import { rawRows } from './raw-rows.ts'

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))
const serverUrl = loadConfig().databaseUrl

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

const indexesOf = async (db: Db) =>
  (
    await rawRows<{ indexname: string }>(
      db,
      sql`select indexname from pg_indexes where tablename = 'products' order by 1`,
    )
  ).map((r) => r.indexname)

/** The plan PostgreSQL picks for the store's query, as the app sends it (with its parameters). */
async function planOf(
  db: Db,
  query: { toSQL(): { sql: string; params: unknown[] } },
  { bitmapOnly = false } = {},
) {
  const { sql: text, params } = query.toSQL()
  const literal = (v: unknown) =>
    typeof v === 'string' ? `'${v.replace(/'/g, "''")}'` : String(v as number | boolean)
  return db.transaction(async (tx) => {
    // A handful of rows is read fastest by a scan; ask what the indexes can do.
    await tx.execute(sql`set local enable_seqscan = off`)
    if (bitmapOnly) await tx.execute(sql`set local enable_indexscan = off`)
    await tx.execute(sql.raw(`prepare catalog_plan as ${text}`))
    try {
      const plan = await rawRows<{ 'QUERY PLAN': string }>(
        tx,
        sql.raw(`explain execute catalog_plan(${params.map(literal).join(', ')})`),
      )
      return plan.map((r) => r['QUERY PLAN']).join('\n')
    } finally {
      await tx.execute(sql`deallocate catalog_plan`)
    }
  })
}

describe('migration 0004 on a fresh database', () => {
  it('creates the catalog indexes and the change triggers (split by migration 0012)', async () => {
    expect(await indexesOf(database.db)).toEqual(
      expect.arrayContaining([
        'products_category_created_at_idx',
        'products_created_at_idx',
        'products_search_idx',
      ]),
    )
    const triggers = await rawRows<{ tgname: string }>(
      database.db,
      sql`select tgname from pg_trigger where tgrelid = 'products'::regclass and not tgisinternal order by tgname`,
    )
    expect(triggers.map((t) => t.tgname)).toEqual([
      'products_catalog_changed',
      // catalog_words, what a misspelt search is corrected to (migration 0032, decision 050).
      'products_catalog_words_insert',
      'products_catalog_words_update',
      // A product written without its lowest price is given its price (migration 0035).
      'products_lowest_price_default',
      'products_stock_version',
      'products_updated',
    ])
    const wordIndexes = await rawRows<{ indexname: string }>(
      database.db,
      sql`select indexname from pg_indexes where tablename = 'catalog_words' order by indexname`,
    )
    expect(wordIndexes.map((i) => i.indexname)).toEqual([
      'catalog_words_pkey',
      'catalog_words_trgm_idx',
    ])
  })

  it('serves the first page by walking products_created_at_idx, without a sort', async () => {
    const plan = await planOf(
      database.db,
      findCatalogPage(database.db, {}, { limit: 49, offset: 0 }),
    )
    expect(plan).toMatch(/Index Scan using products_created_at_idx/)
    expect(plan).not.toMatch(/Sort/)
  })

  it.each([
    ['menor-preco', 'products_price_asc_idx'],
    ['maior-preco', 'products_price_desc_idx'],
  ] as const)('serves %s by walking %s; a cursor is an index condition', async (sort, index) => {
    const first = await planOf(
      database.db,
      findCatalogPage(database.db, {}, { limit: 49, offset: 0, sort }),
    )
    expect(first).toMatch(new RegExp(`Index Scan (Backward )?using ${index}`))
    expect(first).not.toMatch(/Sort/)
    // On an almost empty table the planner may then sort a bitmap scan's few rows: that the
    // cursor is answered by the index, at any depth, is what the index owes.
    const after = {
      madeToOrder: false,
      priceCents: 5000,
      id: '7d3b6c1e-0000-4000-8000-000000000000',
    }
    const next = await planOf(
      database.db,
      findCatalogPage(database.db, {}, { limit: 49, offset: 0, sort, after }),
    )
    expect(next).toMatch(new RegExp(`(using|on) ${index}[^\\n]*\\n\\s+Index Cond: \\(ROW\\(`))
  })

  // Whether it is chosen depends on the data (a common word is found sooner down the date
  // index); that the search CAN use it is what the migration owes.
  it('lets a search use the trigram index on the folded text, one condition per word', async () => {
    const query = findCatalogPage(database.db, { q: 'Capa VOLANTÉ' }, { limit: 49, offset: 0 })
    const plan = await planOf(database.db, query, { bitmapOnly: true })
    expect(plan).toMatch(
      /Bitmap Index Scan on products_search_idx[^\n]*\n\s+Index Cond: \(\(search_text ~~ '%capa%'::text\) AND \(search_text ~~ '%volante%'::text\)\)/,
    )
  })
})

/** A catalog search must work, by scanning, where pg_trgm could not be installed. */
async function searchStillWorks(db: Db) {
  await insertProducts(db, [
    { name: 'Capa de Volante', priceCents: 100, description: 'd', image: '/x.svg' },
    { name: 'Tapete', priceCents: 100, description: 'd', image: '/x.svg' },
  ])
  const found = await findCatalogPage(db, { q: 'volanté capa' }, { limit: 10, offset: 0 })
  expect(found.map((p) => p.name)).toEqual(['Capa de Volante'])
  // No `%` to correct a typo with (decision 050): the search finds nothing, as it did.
  expect(await getProductPage(db, { q: 'volnte' })).toEqual({
    items: [],
    nextOffset: null,
    nextAfter: null,
  })
}

describe('migration 0004 where CREATE EXTENSION pg_trgm fails', () => {
  it('succeeds without the search index on PGlite without the extension', async () => {
    const client = await PGlite.create()
    try {
      const db = drizzle(client)
      await migrate(db, { migrationsFolder })
      expect(await indexesOf(db)).not.toContain('products_search_idx')
      expect(await indexesOf(db)).toContain('products_created_at_idx')
      await searchStillWorks(db)
    } finally {
      await client.close()
    }
  })

  // As a managed server that blocks extensions does (an event trigger, a hook, missing rights).
  // Registered only with DATABASE_URL (CI runs the server tests again on PostgreSQL): PGlite has
  // no such thing to test.
  if (serverUrl)
    it('succeeds on PostgreSQL where CREATE EXTENSION is refused', async () => {
      const name = `vitrine_test_noext_${randomBytes(4).toString('hex')}`
      const admin = new pg.Client({ connectionString: serverUrl })
      await admin.connect()
      let refusing: Database | undefined
      try {
        await admin.query(`create database ${name}`)
        const url = new URL(serverUrl!)
        url.pathname = `/${name}`
        const owner = new pg.Client({ connectionString: url.toString() })
        await owner.connect()
        await owner.query(`
        create function refuse_extension() returns event_trigger language plpgsql as $$
        begin
          raise insufficient_privilege using message = 'permission denied to create extension';
        end $$;
        create event trigger refuse_extensions on ddl_command_start
          when tag in ('CREATE EXTENSION') execute function refuse_extension();`)
        await owner.end()
        refusing = await openDatabase({ databaseUrl: url.toString() })
        await refusing.migrate()
        expect(await indexesOf(refusing.db)).not.toContain('products_search_idx')
        await searchStillWorks(refusing.db)
      } finally {
        await refusing?.close()
        await admin.query(`drop database if exists ${name} with (force)`)
        await admin.end()
      }
    })
})

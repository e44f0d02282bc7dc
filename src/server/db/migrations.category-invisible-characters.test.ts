import { readFileSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MIGRATIONS_FOLDER, migrationsUpTo } from '#server/testing/migrations-up-to.ts'
import { openTestDatabase } from '#server/testing/test-database.ts'
import type { Database, Db } from './client.ts'
import { rawRows } from './raw-rows.ts'

// Migration 0026 (decision 041): categories that differ only by invisible characters or by
// how an accent was typed become one. Step by step on PGlite (a shop at 0025 migrated to today's),
// then run again over a migrated database, on PGlite or PostgreSQL (DATABASE_URL): it only
// rewrites data, so running it twice is running it once.

const USER = '00000000-0000-4000-8000-000000000001'

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

async function insertRows(db: Db) {
  await db.execute(sql`
    insert into products (name, price_cents, description, image, category, stock, made_for_client, created_at) values
      ('A', 1, 'd', '/a.webp', 'Organizadores', 1, false, '2026-01-01'),
      ('B', 1, 'd', '/b.webp', ${'Organizadores\u200b'}, 1, false, '2026-02-01'),
      ('C', 1, 'd', '/c.webp', ${'Orga\u0301nizadores'}, 1, false, '2026-03-01'),
      ('D', 1, 'd', '/d.webp', ${'Iluminac\u0327a\u0303o'}, 1, false, '2026-01-01'),
      ('E', 1, 'd', '/e.webp', ${'\ufeffIlumina\u00adção \u200f'}, 1, false, '2026-02-01'),
      ('F', 1, 'd', '/f.webp', ${'Organi\u2060zadores'}, 1, true, '2025-12-01'),
      ('G', 1, 'd', '/g.webp', ${'\u200b'}, 1, false, '2026-01-01')`)
  await db.execute(sql`
    insert into users (id, email, password_hash, name) values (${USER}, 'c@exemplo.com', 'x', 'C')`)
  await db.execute(sql`
    insert into custom_products (user_id, name, price_cents, description, image, category) values
      (${USER}, 'P', 100, 'd', '/p.webp', ${'iluminacao\u200b'}),
      (${USER}, 'Q', 100, 'd', '/q.webp', ${'Ban\u00adcos'})`)
}

async function categories(db: Db, table: 'products' | 'custom_products') {
  const rows = await rawRows<{ name: string; category: string }>(
    db,
    sql.raw(`select name, category from ${table} order by name`),
  )
  return rows.map((r) => [r.name, r.category])
}

// Written with escapes: these are the NFC spellings, one code point per accented letter.
const ILUMINACAO = 'Ilumina\u00e7\u00e3o'

async function expectMerged(db: Db) {
  expect(await categories(db, 'products')).toEqual([
    // The zero-width space's and the decomposed accent's spellings join the oldest's.
    ['A', 'Organizadores'],
    ['B', 'Organizadores'],
    ['C', 'Organizadores'],
    // The decomposed spelling was the oldest: kept, composed.
    ['D', ILUMINACAO],
    ['E', ILUMINACAO],
    // Made for a client: takes the catalog's spelling, never gives it.
    ['F', 'Organizadores'],
    ['G', ''],
  ])
  expect(await categories(db, 'custom_products')).toEqual([
    ['P', ILUMINACAO],
    ['Q', 'Bancos'],
  ])
}

describe('migration 0026: categories that look the same are the same', () => {
  it('merges the spellings of a shop at migration 0025', async () => {
    const client = new PGlite()
    const db = drizzle(client)
    const old = migrationsUpTo(25)
    try {
      await migrate(db, { migrationsFolder: old.folder })
      await insertRows(db)
      // Seven spellings before, which 0017's key told apart.
      expect(new Set((await categories(db, 'products')).map(([, c]) => c)).size).toBe(7)

      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })

      await expectMerged(db)
    } finally {
      await client.close()
      old.remove()
    }
  })

  it('changes nothing more when run again, on this database', async () => {
    const migration = readFileSync(
      new URL('./migrations/0026_category-invisible-characters.sql', import.meta.url),
      'utf8',
    )
    const run = async () => {
      for (const statement of migration.split('--> statement-breakpoint'))
        await database.db.execute(sql.raw(statement))
    }
    await insertRows(database.db)

    await run()
    await run()

    await expectMerged(database.db)
  })
})

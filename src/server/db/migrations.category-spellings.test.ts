import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '#server/testing/test-database.ts'
import type { Database } from './client.ts'
import { rawRows } from './raw-rows.ts'

// Migration 0017, run again over a migrated database holding the duplicates it merges (it only
// rewrites data, so running it twice is running it once): on PGlite and on PostgreSQL.

const migration = readFileSync(
  new URL('./migrations/0017_category-spellings.sql', import.meta.url),
  'utf8',
)

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

async function runMigration() {
  for (const statement of migration.split('--> statement-breakpoint')) {
    await database.db.execute(sql.raw(statement))
  }
}

describe('migration 0017: one spelling per category', () => {
  it("gives every product of a group of spellings the oldest catalog product's", async () => {
    const db = database.db
    await db.execute(sql`
      insert into products (name, price_cents, description, image, category, stock, made_for_client, created_at) values
        ('A', 1, 'd', '/a.webp', 'organizadores', 1, true, '2025-12-01'),
        ('B', 1, 'd', '/b.webp', 'Organizadores', 1, false, '2026-01-01'),
        ('C', 1, 'd', '/c.webp', 'organizadores', 1, false, '2026-02-01'),
        ('D', 1, 'd', '/d.webp', ' Organizadôres ', 1, false, '2026-03-01'),
        ('E', 1, 'd', '/e.webp', 'ILUMINAÇÃO', 1, false, '2026-01-01'),
        ('F', 1, 'd', '/f.webp', 'Iluminação', 1, false, '2026-02-01'),
        ('G', 1, 'd', '/g.webp', 'Capas  de volante', 1, false, '2026-01-01'),
        ('H', 1, 'd', '/h.webp', 'capas de Volante', 1, false, '2026-02-01'),
        ('I', 1, 'd', '/i.webp', 'Tapetes', 1, false, '2026-01-01'),
        ('J', 1, 'd', '/j.webp', 'Sob Medida', 1, true, '2026-01-01')`)
    const [client] = await rawRows<{ id: string }>(
      db,
      sql`insert into users (email, password_hash, name) values ('c@exemplo.com', 'x', 'C') returning id`,
    )
    await db.execute(sql`
      insert into custom_products (user_id, name, price_cents, description, image, category) values
        (${client!.id}, 'P', 100, 'd', '/p.webp', 'iluminacao'),
        (${client!.id}, 'Q', 100, 'd', '/q.webp', 'Bancos')`)

    await runMigration()
    await runMigration()

    const categories = async (table: string) =>
      (
        await rawRows<{ name: string; category: string }>(
          db,
          sql.raw(`select name, category from ${table} order by name`),
        )
      ).map((r) => [r.name, r.category])
    expect(await categories('products')).toEqual([
      // A product made for a client takes the catalog's spelling, never gives it.
      ['A', 'Organizadores'],
      ['B', 'Organizadores'],
      ['C', 'Organizadores'],
      ['D', 'Organizadores'],
      ['E', 'ILUMINAÇÃO'],
      ['F', 'ILUMINAÇÃO'],
      ['G', 'Capas  de volante'],
      ['H', 'Capas  de volante'],
      ['I', 'Tapetes'],
      ['J', 'Sob Medida'],
    ])
    expect(await categories('custom_products')).toEqual([
      ['P', 'ILUMINAÇÃO'],
      ['Q', 'Bancos'],
    ])
  })
})

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll, describe, expect, it } from 'vitest'
import { rawRows } from './raw-rows.ts'

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/** The migrations as they stood before product photos (0000 to 0019). */
function migrationsBeforePhotos() {
  const folder = mkdtempSync(join(tmpdir(), 'vitrine-migrations-'))
  cpSync(migrationsFolder, folder, { recursive: true })
  const journalPath = join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] }
  journal.entries = journal.entries.filter((e) => e.idx <= 19)
  writeFileSync(journalPath, JSON.stringify(journal))
  return folder
}

const client = new PGlite()
const db = drizzle(client)
const old = migrationsBeforePhotos()
afterAll(async () => {
  await client.close()
  rmSync(old, { recursive: true, force: true })
})

describe('migration 0020: products and projects from before photo uploads', () => {
  it('keeps each one address as its one photo, its name as the alt text', async () => {
    await migrate(db, { migrationsFolder: old })
    await db.execute(sql`
      insert into products (name, price_cents, description, image, category, stock) values
        ('Capa de Volante', 8990, 'd', 'https://cdn.exemplo.com/capa.jpg', 'Volantes', 1),
        ('Tapete', 15000, 'd', '/demo/products/tapete.svg', 'Tapetes', 0)`)
    await db.execute(
      sql`insert into users (email, name, password_hash) values ('c@exemplo.com', 'Cliente', 'x')`,
    )
    await db.execute(sql`
      insert into custom_products (user_id, name, price_cents, description, image, category)
      select id, 'Projeto', 20000, 'd', 'https://cdn.exemplo.com/projeto.jpg', 'Tapetes' from users`)

    await migrate(db, { migrationsFolder })

    const photos = await rawRows<{ name: string; position: number; url: string; alt: string }>(
      db,
      sql`select p.name, l.position, l.url, l.alt from product_photos l
          join products p on p.id = l.product_id where l.photo is null order by p.name`,
    )
    expect(photos).toEqual([
      {
        name: 'Capa de Volante',
        position: 0,
        url: 'https://cdn.exemplo.com/capa.jpg',
        alt: 'Capa de Volante',
      },
      { name: 'Tapete', position: 0, url: '/demo/products/tapete.svg', alt: 'Tapete' },
    ])
    const projects = await rawRows<{ url: string; alt: string }>(
      db,
      sql`select url, alt from custom_product_photos`,
    )
    expect(projects).toEqual([{ url: 'https://cdn.exemplo.com/projeto.jpg', alt: 'Projeto' }])
  })
})

import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { MIGRATIONS_FOLDER, migrationsUpTo } from '#server/testing/migrations-up-to.ts'
import { afterAll, describe, expect, it } from 'vitest'
import { rawRows } from './raw-rows.ts'
import { demoDownloads } from '#server/seed/demo-downloads.ts'
import { demoHelpPages } from '#server/seed/demo-help-pages.ts'
import { demoProducts } from '#server/seed/demo-products.ts'

const client = new PGlite()
const db = drizzle(client)
const old = migrationsUpTo(13)
afterAll(async () => {
  await client.close()
  old.remove()
})

describe('migration 0014: the demonstration rows of a shop seeded before the marker', () => {
  it('marks the seed rows by name and image, slug, title and address; nothing else', async () => {
    await migrate(db, { migrationsFolder: old.folder })
    const [capa, tapete] = demoProducts
    const [firstPage] = demoHelpPages
    const [manual, guia] = demoDownloads
    await db.execute(sql`
      insert into products (name, price_cents, description, image, category, stock) values
        (${capa!.name}, 1, 'd', ${capa!.image}, 'c', 1),
        (${tapete!.name}, 1, 'd', '/media/minha-foto.webp', 'c', 1),
        ('Capa de banco da dona', 1, 'd', '/media/capa.webp', 'c', 1)`)
    await db.execute(sql`
      insert into help_pages (title, slug) values
        (${firstPage!.title}, ${firstPage!.slug}), ('Minha página', 'minha-pagina')`)
    await db.execute(sql`
      insert into downloads (title, url, display_order) values
        (${manual!.title}, ${manual!.url}, 1),
        (${guia!.title}, '/media/meu-guia.pdf', 2),
        ('Catálogo 2026', '/media/catalogo.pdf', 3)`)

    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })

    const marked = async (table: string, column: string) =>
      (
        await rawRows<{ label: string; demo: boolean }>(
          db,
          sql.raw(`select ${column} as label, demo from ${table} order by ${column}`),
        )
      ).map((r) => [r.label, r.demo])
    // A demo product whose image the owner replaced is theirs now: left unmarked.
    expect(await marked('products', 'name')).toEqual([
      [capa!.name, true],
      ['Capa de banco da dona', false],
      [tapete!.name, false],
    ])
    expect(await marked('help_pages', 'slug')).toEqual([
      [firstPage!.slug, true],
      ['minha-pagina', false],
    ])
    expect(await marked('downloads', 'display_order')).toEqual([
      [1, true],
      [2, false],
      [3, false],
    ])
  })
})

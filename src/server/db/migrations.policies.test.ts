import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { MIGRATIONS_FOLDER, migrationsUpTo } from '#server/testing/migrations-up-to.ts'
import { afterAll, describe, expect, it } from 'vitest'
import { rawRows } from './raw-rows.ts'

const client = new PGlite()
const db = drizzle(client)
const old = migrationsUpTo(22)
afterAll(async () => {
  await client.close()
  old.remove()
})

const TERMOS = '1a2b3c4d-0000-4000-8000-000000000001'
const OTHER = '00000000-0000-4000-8000-000000000002'

describe('migration 0023: the policies take their addresses', () => {
  it('moves a help page that had one aside; the others keep theirs', async () => {
    await migrate(db, { migrationsFolder: old.folder })
    await client.exec(`
      insert into help_pages (id, title, slug) values
        ('${TERMOS}', 'Termos', 'termos'), ('${OTHER}', 'Instalação', 'instalacao');`)

    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })

    const pages = await rawRows<{ id: string; slug: string }>(
      db,
      sql`select id, slug from help_pages order by id`,
    )
    expect(pages).toEqual([
      { id: OTHER, slug: 'instalacao' },
      { id: TERMOS, slug: 'termos-1a2b3c4d' },
    ])
  })
})

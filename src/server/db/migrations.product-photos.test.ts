import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { MIGRATIONS_FOLDER, migrationsUpTo } from '#server/testing/migrations-up-to.ts'
import { afterAll, describe, expect, it } from 'vitest'
import { rawRows } from './raw-rows.ts'

const client = new PGlite()
const db = drizzle(client)
const old = migrationsUpTo(19)
afterAll(async () => {
  await client.close()
  old.remove()
})

describe('migration 0020: products and projects from before photo uploads', () => {
  it('keeps each one address as its one photo, its name as the alt text', async () => {
    await migrate(db, { migrationsFolder: old.folder })
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

    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })

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

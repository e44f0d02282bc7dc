import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { MIGRATIONS_FOLDER, migrationsUpTo } from '#server/testing/migrations-up-to.ts'
import { afterAll, describe, expect, it } from 'vitest'
import { rawRows } from './raw-rows.ts'

const client = new PGlite()
const db = drizzle(client)
const old = migrationsUpTo(20)
afterAll(async () => {
  await client.close()
  old.remove()
})

const WIDE = 'a'.repeat(32)
const NARROW = 'b'.repeat(32)
const USER = '00000000-0000-4000-8000-000000000001'
const PRODUCT = '00000000-0000-4000-8000-00000000000a'
const ORDER = '00000000-0000-4000-8000-000000000101'

describe('migration 0021: an uploaded photo is kept under its widest variant', () => {
  it('moves the 640-px addresses issue 42 kept to the widest; typed addresses stay', async () => {
    await migrate(db, { migrationsFolder: old.folder })
    await client.exec(`
      insert into photos (name, width, height, widths, bytes) values
        ('${WIDE}', 4000, 3000, '{320,640,960,1280}', 1), ('${NARROW}', 500, 500, '{320,500}', 1);
      insert into users (id, email, name, password_hash) values ('${USER}', 'c@exemplo.com', 'C', 'x');
      insert into products (id, name, price_cents, description, image, category, stock) values
        ('${PRODUCT}', 'Capa', 8990, 'd', '/media/${WIDE}-640.webp', 'Volantes', 1),
        ('00000000-0000-4000-8000-00000000000b', 'Tapete', 100, 'd', '/media/${NARROW}-500.webp', '', 1),
        ('00000000-0000-4000-8000-00000000000c', 'Manopla', 100, 'd', 'https://cdn.exemplo.com/m.jpg', '', 1);
      insert into custom_products (user_id, name, price_cents, description, image, category)
        values ('${USER}', 'Projeto', 20000, 'd', '/media/${WIDE}-640.webp', 'Tapetes');
      insert into orders (id, user_id, status, subtotal_cents, total_cents, payment_method)
        values ('${ORDER}', '${USER}', 'pago', 8990, 8990, 'pix');
      insert into order_items (order_id, product_id, quantity, unit_price_cents, product_name, product_image)
        values ('${ORDER}', '${PRODUCT}', 1, 8990, 'Capa', '/media/${WIDE}-640.webp');`)

    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })

    const products = await rawRows<{ name: string; image: string }>(
      db,
      sql`select name, image from products order by name`,
    )
    expect(products).toEqual([
      { name: 'Capa', image: `/media/${WIDE}-1280.webp` },
      { name: 'Manopla', image: 'https://cdn.exemplo.com/m.jpg' },
      { name: 'Tapete', image: `/media/${NARROW}-500.webp` },
    ])
    const [project] = await rawRows<{ image: string }>(db, sql`select image from custom_products`)
    expect(project?.image).toBe(`/media/${WIDE}-1280.webp`)
    const [line] = await rawRows<{ product_image: string; product_photo: string }>(
      db,
      sql`select product_image, product_photo from order_items`,
    )
    expect(line).toEqual({ product_image: `/media/${WIDE}-1280.webp`, product_photo: WIDE })
  })
})

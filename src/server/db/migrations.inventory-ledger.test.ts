import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { MIGRATIONS_FOLDER, migrationsUpTo } from '#server/testing/migrations-up-to.ts'
import { afterAll, describe, expect, it } from 'vitest'
import { rawRows } from './raw-rows.ts'

const client = new PGlite()
const db = drizzle(client)
const old = migrationsUpTo(4)
afterAll(async () => {
  await client.close()
  old.remove()
})

describe('migration 0005: the stock books of a shop that already sells', () => {
  it('opens one balance per product and places the units of the orders already made', async () => {
    await migrate(db, { migrationsFolder: old.folder })
    await client.exec(`
      insert into users (id, email, name, password_hash) values
        ('00000000-0000-4000-8000-000000000001', 'c@exemplo.com', 'C', 'x');
      insert into products (id, name, price_cents, description, image, stock, is_custom_order) values
        ('00000000-0000-4000-8000-00000000000a', 'Capa', 100, 'd', '/c.svg', 7, false),
        ('00000000-0000-4000-8000-00000000000b', 'Tapete sob medida', 100, 'd', '/t.svg', 1, true);
      insert into orders (id, user_id, status, subtotal_cents, total_cents, payment_method, stock_returned_at) values
        ('00000000-0000-4000-8000-000000000101', '00000000-0000-4000-8000-000000000001', 'pendente', 1, 1, 'pix', null),
        ('00000000-0000-4000-8000-000000000102', '00000000-0000-4000-8000-000000000001', 'cancelado', 1, 1, 'pix', now()),
        ('00000000-0000-4000-8000-000000000103', '00000000-0000-4000-8000-000000000001', 'enviado', 1, 1, 'pix', null);
      insert into order_items (order_id, product_id, quantity, unit_price_cents, product_name, product_image) values
        ('00000000-0000-4000-8000-000000000101', '00000000-0000-4000-8000-00000000000a', 2, 1, 'Capa', '/c.svg'),
        ('00000000-0000-4000-8000-000000000101', '00000000-0000-4000-8000-00000000000b', 1, 1, 'Tapete', '/t.svg'),
        ('00000000-0000-4000-8000-000000000102', '00000000-0000-4000-8000-00000000000a', 1, 1, 'Capa', '/c.svg'),
        ('00000000-0000-4000-8000-000000000103', '00000000-0000-4000-8000-00000000000a', 3, 1, 'Capa', '/c.svg');
    `)
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })

    const opening = await rawRows<{ product_id: string; quantity: number; reason: string }>(
      db,
      sql`select product_id, quantity, reason from stock_movements order by product_id`,
    )
    expect(opening).toEqual([
      {
        product_id: '00000000-0000-4000-8000-00000000000a',
        quantity: 7,
        reason: 'opening_balance',
      },
      {
        product_id: '00000000-0000-4000-8000-00000000000b',
        quantity: 1,
        reason: 'opening_balance',
      },
    ])
    const lines = await rawRows<{ order_id: string; units_state: string; quantity: number }>(
      db,
      sql`select order_id, units_state, quantity from order_items order by order_id, quantity`,
    )
    expect(lines.map((l) => [l.order_id.slice(-3), l.quantity, l.units_state])).toEqual([
      ['101', 1, 'none'],
      ['101', 2, 'held'],
      ['102', 1, 'returned'],
      ['103', 3, 'shipped'],
    ])
    const versions = await rawRows<{ version: number }>(db, sql`select version from products`)
    expect(versions).toEqual([{ version: 1 }, { version: 1 }])
  })
})

import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll, describe, expect, it } from 'vitest'
import type { Db } from './client.ts'
import { rawRows } from './raw-rows.ts'
import { brokenInvariants } from '#server/testing/ledger-invariants.ts'
import { MIGRATIONS_FOLDER, migrationsUpTo } from '#server/testing/migrations-up-to.ts'
import { unbalancedProducts } from '#server/testing/ledger-fixtures.ts'

const client = new PGlite()
const db = drizzle(client)
const old = migrationsUpTo(32)
afterAll(async () => {
  await client.close()
  old.remove()
})

const CAPA = '00000000-0000-4000-8000-00000000000a'
const TAPETE = '00000000-0000-4000-8000-00000000000b'

/** What a shop's figures are: each product's stock, its books, its lines and its leads. */
async function figures() {
  const [products, movements, lines, leads] = await Promise.all([
    rawRows(db, sql`select id, stock, stock_version, updated_at from products order by id`),
    rawRows(
      db,
      sql`select id, product_id, quantity, reason, order_id, admin_id, created_at from stock_movements order by id`,
    ),
    rawRows(db, sql`select id, product_id, quantity, units_state from order_items order by id`),
    rawRows(db, sql`select product_id, whatsapp, kind from product_leads order by id`),
  ])
  return { products, movements, lines, leads }
}

describe('migrations 0033 and 0034: every product is one variant, whose id is its own', () => {
  it('gives a shop that sells its variants, and changes none of its figures, books or lines', async () => {
    await migrate(db, { migrationsFolder: old.folder })
    await client.exec(`
      insert into users (id, email, name, password_hash) values
        ('00000000-0000-4000-8000-000000000001', 'c@exemplo.com', 'C', 'x');
      insert into products (id, name, price_cents, description, image, stock, is_custom_order) values
        ('${CAPA}', 'Capa', 8990, 'd', '/c.svg', 7, false),
        ('${TAPETE}', 'Tapete sob medida', 12000, 'd', '/t.svg', 0, true);
      insert into stock_movements (product_id, quantity, reason) values
        ('${CAPA}', 13, 'opening_balance'), ('${CAPA}', -2, 'sale'), ('${CAPA}', -1, 'sale'),
        ('${CAPA}', -3, 'sale'), ('${TAPETE}', 0, 'opening_balance');
      insert into orders (id, user_id, status, subtotal_cents, total_cents, payment_method) values
        ('00000000-0000-4000-8000-000000000101', '00000000-0000-4000-8000-000000000001', 'pendente', 1, 1, 'pix'),
        ('00000000-0000-4000-8000-000000000102', '00000000-0000-4000-8000-000000000001', 'pago', 1, 1, 'pix'),
        ('00000000-0000-4000-8000-000000000103', '00000000-0000-4000-8000-000000000001', 'enviado', 1, 1, 'pix');
      insert into order_items (order_id, product_id, quantity, unit_price_cents, product_name, product_image, units_state) values
        ('00000000-0000-4000-8000-000000000101', '${CAPA}', 2, 8990, 'Capa', '/c.svg', 'held'),
        ('00000000-0000-4000-8000-000000000101', '${TAPETE}', 1, 12000, 'Tapete', '/t.svg', 'none'),
        ('00000000-0000-4000-8000-000000000102', '${CAPA}', 1, 8990, 'Capa', '/c.svg', 'held'),
        ('00000000-0000-4000-8000-000000000103', '${CAPA}', 3, 8990, 'Capa', '/c.svg', 'shipped');
      insert into product_leads (product_id, whatsapp, car_info, kind) values
        ('${CAPA}', '11987654321', 'Onix 2022', 'notify');
    `)
    const before = await figures()
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })

    // Nothing written before variants is rewritten: the same rows, their variant null.
    expect(await figures()).toEqual(before)
    const written = await rawRows<{ movements: number; lines: number }>(
      db,
      sql`select (select count(*) from stock_movements where variant_id is not null)::int as movements,
                 (select count(*) from order_items where variant_id is not null)::int as lines`,
    )
    expect(written).toEqual([{ movements: 0, lines: 0 }])
    // Each product is its one variant, with the product's id and stock, sold at the product's price.
    expect(
      await rawRows(
        db,
        sql`select id, product_id, stock, label, value_ids, price_cents, sku, offered
            from product_variants order by id`,
      ),
    ).toEqual([
      {
        id: CAPA,
        product_id: CAPA,
        stock: 7,
        label: '',
        value_ids: [],
        price_cents: null,
        sku: null,
        offered: true,
      },
      {
        id: TAPETE,
        product_id: TAPETE,
        stock: 0,
        label: '',
        value_ids: [],
        price_cents: null,
        sku: null,
        offered: true,
      },
    ])
    // The books balance per product and per variant, the lines' units read as the variant's.
    expect(await unbalancedProducts(db as unknown as Db)).toEqual([])
    expect(await brokenInvariants(db as unknown as Db, new Map([[CAPA, 13]]))).toEqual([])
    // 0034: the lead names no variant; one per product, variant and number from now on.
    expect(await rawRows(db, sql`select variant_id from product_leads`)).toEqual([
      { variant_id: null },
    ])
    const again = `insert into product_leads (product_id, whatsapp, car_info, kind)
      values ('${CAPA}', '11987654321', 'Onix 2023', 'notify')`
    await expect(client.exec(again)).rejects.toThrow(/product_leads_product_variant_whatsapp_key/)
    await client.exec(`insert into product_leads (product_id, variant_id, whatsapp, car_info, kind)
      values ('${CAPA}', '${CAPA}', '11987654321', 'Onix 2023', 'notify')`)
    expect(
      await rawRows(
        db,
        sql`select stock_version, removed_at from product_variants where id = ${CAPA}`,
      ),
    ).toEqual([{ stock_version: 0, removed_at: null }])
  })
})

import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll, describe, expect, it } from 'vitest'
import { rawRows } from './raw-rows.ts'
import { MIGRATIONS_FOLDER, migrationsUpTo } from '#server/testing/migrations-up-to.ts'

const client = new PGlite()
const db = drizzle(client)
const old = migrationsUpTo(34)
afterAll(async () => {
  await client.close()
  old.remove()
})

const PLAIN = '00000000-0000-4000-8000-00000000000a'
const CARS = '00000000-0000-4000-8000-00000000000b'
const HIDDEN = '00000000-0000-4000-8000-00000000000c'
const id = (n: number) => `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`

describe('migration 0035: the store card’s lowest price and the variants’ values in the search', () => {
  it('fills both from the variants as they are, for products with and without options', async () => {
    await migrate(db, { migrationsFolder: old.folder })
    // CARS: Ônix (own price 79,90), Gol (the product's 89,90), HB20 at 59,90 but not offered, and
    // Corolla at 49,90 removed. HIDDEN: every variant not offered.
    await client.exec(`
      insert into products (id, name, price_cents, description, image, stock) values
        ('${PLAIN}', 'Chaveiro', 2990, 'Couro', '/c.svg', 4),
        ('${CARS}', 'Capa de Volante', 8990, 'Couro', '/v.svg', 3),
        ('${HIDDEN}', 'Tapete', 12000, 'Borracha', '/t.svg', 1);
      insert into product_options (id, product_id, position, name) values
        ('${id(1)}', '${CARS}', 0, 'Modelo do carro'), ('${id(2)}', '${HIDDEN}', 0, 'Cor');
      insert into product_option_values (id, option_id, position, value) values
        ('${id(11)}', '${id(1)}', 0, 'Ônix'), ('${id(12)}', '${id(1)}', 1, 'Gol'),
        ('${id(13)}', '${id(1)}', 2, 'HB20'), ('${id(14)}', '${id(1)}', 3, 'Corolla'),
        ('${id(21)}', '${id(2)}', 0, 'Preta');
      insert into product_variants (id, product_id, position, value_ids, label, stock, price_cents, offered, removed_at) values
        ('${PLAIN}', '${PLAIN}', 0, '{}', '', 4, null, true, null),
        ('${CARS}', '${CARS}', 0, '{${id(11)}}', 'Ônix', 1, 7990, true, null),
        ('${id(31)}', '${CARS}', 1, '{${id(12)}}', 'Gol', 1, null, true, null),
        ('${id(32)}', '${CARS}', 2, '{${id(13)}}', 'HB20', 1, 5990, false, null),
        ('${id(33)}', '${CARS}', 3, '{${id(14)}}', 'Corolla', 0, 4990, false, now()),
        ('${HIDDEN}', '${HIDDEN}', 0, '{${id(21)}}', 'Preta', 1, 9000, false, null);
    `)
    const before = await rawRows(db, sql`select id, stock, stock_version, version from products`)
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })

    expect(
      await rawRows(
        db,
        sql`select id, lowest_price_cents, variant_values, search_text from products order by id`,
      ),
    ).toEqual([
      {
        id: PLAIN,
        lowest_price_cents: 2990,
        variant_values: '',
        search_text: 'chaveiro  couro ',
      },
      {
        id: CARS,
        lowest_price_cents: 7990,
        variant_values: 'Ônix Gol',
        search_text: 'capa de volante  couro onix gol',
      },
      {
        id: HIDDEN,
        lowest_price_cents: 12000,
        variant_values: '',
        search_text: 'tapete  borracha ',
      },
    ])
    // Nothing else of the products changed: stock and versions as they were.
    expect(await rawRows(db, sql`select id, stock, stock_version, version from products`)).toEqual(
      expect.arrayContaining(before),
    )
    // The misspelt search's words learnt the values (decision 050).
    expect(
      await rawRows(
        db,
        sql`select word from catalog_words where word in ('onix', 'gol', 'hb20') order by word`,
      ),
    ).toEqual([{ word: 'gol' }, { word: 'onix' }])
    expect(
      await rawRows(
        db,
        sql`select indexname, indexdef from pg_indexes where indexname like 'products_price_%' order by 1`,
      ),
    ).toEqual([
      {
        indexname: 'products_price_asc_idx',
        indexdef: expect.stringContaining('(is_custom_order, lowest_price_cents, id)'),
      },
      {
        indexname: 'products_price_desc_idx',
        indexdef: expect.stringContaining('((NOT is_custom_order)), lowest_price_cents, id)'),
      },
    ])
    // The search's text follows a product's edits as before, and its new words are learnt.
    await client.exec(`update products set name = 'Capa Esportiva' where id = '${CARS}'`)
    expect(await rawRows(db, sql`select search_text from products where id = ${CARS}`)).toEqual([
      { search_text: 'capa esportiva  couro onix gol' },
    ])
    expect(await rawRows(db, sql`select word from catalog_words where word = 'esportiva'`)).toEqual(
      [{ word: 'esportiva' }],
    )
  })
})

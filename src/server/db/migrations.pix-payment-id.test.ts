import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { MIGRATIONS_FOLDER, migrationsUpTo } from '#server/testing/migrations-up-to.ts'
import { afterAll, describe, expect, it } from 'vitest'
import { rawRows } from './raw-rows.ts'

const client = new PGlite()
const db = drizzle(client)
const old = migrationsUpTo(15)
afterAll(async () => {
  await client.close()
  old.remove()
})

const order = (n: number) => `00000000-0000-4000-8000-00000000020${n}`

describe('migration 0016: the live PIX charge gets its own payment id', () => {
  it('copies the payment id of live and expired charges only; the last payment reported stays', async () => {
    await migrate(db, { migrationsFolder: old.folder })
    // 1 a live charge; 2 an expired one; 3 a charge being made (attempt 2, attempt 1's id still
    // there); 4 a failed attempt; 5 a static BR Code; 6 a card order; 7 a live charge with no id.
    await client.exec(`
      insert into users (id, email, name, password_hash) values
        ('00000000-0000-4000-8000-000000000001', 'cliente@exemplo.com', 'Cliente', 'x');
      insert into orders (id, user_id, status, subtotal_cents, total_cents, payment_method,
          payment_status, pix_charge, pix_attempt, mercadopago_payment_id) values
        ('${order(1)}', '00000000-0000-4000-8000-000000000001', 'pendente', 100, 90, 'pix', 'pending', 'live', 1, '5550001'),
        ('${order(2)}', '00000000-0000-4000-8000-000000000001', 'cancelado', 100, 90, 'pix', 'cancelled', 'expired', 1, '5550002'),
        ('${order(3)}', '00000000-0000-4000-8000-000000000001', 'pendente', 100, 90, 'pix', 'pending', 'creating', 2, '5550003'),
        ('${order(4)}', '00000000-0000-4000-8000-000000000001', 'pendente', 100, 90, 'pix', 'pendente', 'failed', 1, null),
        ('${order(5)}', '00000000-0000-4000-8000-000000000001', 'pendente', 100, 90, 'pix', 'pendente', null, 0, null),
        ('${order(6)}', '00000000-0000-4000-8000-000000000001', 'processando', 100, 100, 'mercadopago', 'in_process', null, 0, '5550006'),
        ('${order(7)}', '00000000-0000-4000-8000-000000000001', 'pendente', 100, 90, 'pix', 'pendente', 'live', 1, null);
    `)
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })

    const rows = await rawRows<{ id: string; pix: string | null; last: string | null }>(
      db,
      sql`select id, pix_payment_id as pix, mercadopago_payment_id as last
          from orders order by id`,
    )
    expect(rows.map((r) => [r.id.slice(-1), r.pix, r.last])).toEqual([
      ['1', '5550001', '5550001'],
      ['2', '5550002', '5550002'],
      ['3', null, '5550003'],
      ['4', null, null],
      ['5', null, null],
      ['6', null, '5550006'],
      ['7', null, null],
    ])
  })
})

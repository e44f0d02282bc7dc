import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { MIGRATIONS_FOLDER, migrationsUpTo } from '#server/testing/migrations-up-to.ts'
import { afterAll, describe, expect, it } from 'vitest'
import type { OrderStatus } from '#domain/orders/order-status.ts'
import { moveOrder } from '#server/modules/order-lifecycle/order-lifecycle.ts'
import { testOrderMail } from '#server/testing/shop-settings-fixtures.ts'
import { testConfig } from '#server/testing/test-app.ts'
import { rawRows } from './raw-rows.ts'

const client = new PGlite()
const db = drizzle(client)
const old = migrationsUpTo(9)
afterAll(async () => {
  await client.close()
  old.remove()
})

const order = (n: number) => `00000000-0000-4000-8000-00000000010${n}`

describe('migration 0010: a shop whose customers were never mailed about steps', () => {
  it('marks every step orders already reached, so deploying mails nobody about the past', async () => {
    await migrate(db, { migrationsFolder: old.folder })
    // 1 waits for its PIX; 2 is paid; 3 shipped; 4 delivered; 5 cancelled unpaid; 6 was paid, then
    // cancelled, then reopened by a payment (its history says so); 7 predates the history.
    await client.exec(`
      insert into users (id, email, name, password_hash) values
        ('00000000-0000-4000-8000-000000000001', 'cliente@exemplo.com', 'Cliente', 'x');
      insert into products (id, name, price_cents, description, image, stock) values
        ('00000000-0000-4000-8000-00000000000a', 'Capa', 100, 'd', '/c.svg', 50);
      insert into orders (id, user_id, status, subtotal_cents, total_cents, payment_method) values
        ('${order(1)}', '00000000-0000-4000-8000-000000000001', 'pendente', 100, 90, 'pix'),
        ('${order(2)}', '00000000-0000-4000-8000-000000000001', 'pago', 100, 90, 'pix'),
        ('${order(3)}', '00000000-0000-4000-8000-000000000001', 'enviado', 100, 90, 'pix'),
        ('${order(4)}', '00000000-0000-4000-8000-000000000001', 'entregue', 100, 90, 'pix'),
        ('${order(5)}', '00000000-0000-4000-8000-000000000001', 'cancelado', 100, 90, 'pix'),
        ('${order(6)}', '00000000-0000-4000-8000-000000000001', 'pago', 100, 100, 'mercadopago'),
        ('${order(7)}', '00000000-0000-4000-8000-000000000001', 'enviado', 100, 90, 'pix');
      insert into order_items (order_id, product_id, quantity, unit_price_cents, product_name, product_image, units_state)
        select id, '00000000-0000-4000-8000-00000000000a', 1, 100, 'Capa', '/c.svg',
          (case status when 'cancelado' then 'returned' when 'enviado' then 'shipped' when 'entregue' then 'shipped' else 'held' end)::units_state
        from orders;
      insert into order_status_changes (order_id, from_status, to_status, actor) values
        ('${order(1)}', null, 'pendente', 'customer'),
        ('${order(2)}', null, 'pendente', 'customer'), ('${order(2)}', 'pendente', 'pago', 'owner'),
        ('${order(3)}', null, 'pendente', 'customer'), ('${order(3)}', 'pendente', 'enviado', 'owner'),
        ('${order(4)}', null, 'pendente', 'customer'), ('${order(4)}', 'pendente', 'pago', 'owner'),
        ('${order(4)}', 'pago', 'enviado', 'owner'), ('${order(4)}', 'enviado', 'entregue', 'job'),
        ('${order(5)}', null, 'pendente', 'customer'), ('${order(5)}', 'pendente', 'cancelado', 'owner'),
        ('${order(6)}', null, 'processando', 'customer'),
        ('${order(6)}', 'processando', 'pago', 'payment_provider'),
        ('${order(6)}', 'pago', 'cancelado', 'owner'),
        ('${order(6)}', 'cancelado', 'pago', 'payment_provider');
    `)
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })

    const marked = await rawRows<{ order_id: string; kinds: string }>(
      db,
      sql`select order_id, string_agg(kind, ',' order by kind) as kinds
          from order_notifications group by order_id order by order_id`,
    )
    expect(marked.map((m) => [m.order_id.slice(-1), m.kinds])).toEqual([
      ['2', 'payment-confirmed'],
      ['3', 'payment-confirmed,shipped'],
      ['4', 'delivered,payment-confirmed,shipped'],
      ['5', 'cancelled'],
      ['6', 'cancelled,payment-confirmed'],
      ['7', 'payment-confirmed,shipped'],
    ])

    // The shop runs on: old steps again send nothing, new steps of old orders do.
    const mail = testOrderMail(testConfig())
    const move = (n: number, to: OrderStatus) =>
      db.transaction((tx) => moveOrder(tx, order(n), to, { actor: 'owner' }, mail))
    await move(2, 'pendente')
    await move(2, 'pago')
    await move(3, 'pago')
    await move(3, 'enviado')
    await move(6, 'cancelado')
    await move(7, 'entregue')
    await move(1, 'pago')
    const emails = await rawRows<{ type: string; order_id: string }>(
      db,
      sql`select type, data->>'orderId' as order_id from email_outbox order by type`,
    )
    expect(emails.map((e) => [e.type, e.order_id.slice(-1)])).toEqual([
      ['delivered', '7'],
      ['payment-confirmed', '1'],
    ])
  })
})

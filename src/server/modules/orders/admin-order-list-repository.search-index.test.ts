import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminOrderListQuerySchema, type AdminOrderPage } from '#domain/orders/admin-order-view.ts'
import type { Db } from '#server/db/client.ts'
import { rawRows } from '#server/db/raw-rows.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { idsStartingWith, insertManyOrders } from '#server/testing/admin-order-fixtures.ts'
import { adminOrderPageQuery } from './admin-order-list-repository.ts'

/**
 * Finding an order by the start of its id stays fast with 10,000 orders, because the
 * search can use orders_id_prefix_idx (migration 0009).
 */

const ORDERS = 10_000

let f: AdminFixture
let db: Db
beforeAll(async () => {
  f = await adminFixture()
  db = f.t.database.db
  await insertManyOrders(db, ORDERS)
}, 120_000)
afterAll(() => f.t.close())

/** The plan PostgreSQL picks for the list's query as the app sends it, with its parameters. */
async function planOf(query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql: text, params } = query.toSQL()
  const literal = (v: unknown) =>
    typeof v === 'string' ? `'${v.replace(/'/g, "''")}'` : String(v as number)
  await db.execute(sql.raw(`prepare order_search as ${text}`))
  try {
    const plan = await rawRows<{ 'QUERY PLAN': string }>(
      db,
      sql.raw(`explain execute order_search(${params.map(literal).join(', ')})`),
    )
    return plan.map((r) => r['QUERY PLAN']).join('\n')
  } finally {
    await db.execute(sql`deallocate order_search`)
  }
}

/** A prefix that a few of the orders have: the first 3 characters of some order's id. */
async function somePrefix() {
  const [row] = await rawRows<{ id: string }>(db, sql`select id from orders offset 4321 limit 1`)
  return row!.id.slice(0, 3)
}

describe('the short-id search on 10,000 orders', () => {
  it('has the index, an expression btree with text_pattern_ops', async () => {
    const [index] = await rawRows<{ indexdef: string }>(
      db,
      sql`select indexdef from pg_indexes where indexname = 'orders_id_prefix_idx'`,
    )
    expect(index?.indexdef).toMatch(/USING btree \(\(\(?id\)?::text\) text_pattern_ops\)/)
  })

  // Decision 030: a number typed as people write it reads its digits in their trigram index
  // (migration 0019). Before the ANALYZE below: as a shop on PGlite plans it.
  it('looks WhatsApp digits up in their trigram index (without statistics)', async () => {
    const query = adminOrderListQuerySchema.parse({ q: '(11) 98765-4321' })
    const plan = await planOf(adminOrderPageQuery(db, query))
    expect(plan).toMatch(/Bitmap Index Scan on shipping_addresses_whatsapp_search_idx/)
  })

  // PGlite runs no autovacuum: a shop on it may never have statistics. With or without them,
  // the plan starts from the index.
  it.each(['without statistics', 'after ANALYZE'])(
    'uses orders_id_prefix_idx, typed in capitals with the # the panel shows (%s)',
    async (when) => {
      if (when === 'after ANALYZE') await db.execute(sql`analyze`)
      const prefix = await somePrefix()
      const query = adminOrderListQuerySchema.parse({ q: `#${prefix.toUpperCase()}` })
      const plan = await planOf(adminOrderPageQuery(db, query))
      expect(plan).toMatch(
        /(Index Scan using|Bitmap Index Scan on) orders_id_prefix_idx\b[^\n]*\n\s+Index Cond: \(\(\(id\)::text ~>=~ '[0-9a-f]{3}'::text\)/,
      )
      // The orders found are then fetched by their key: no part of the plan reads every order.
      expect(plan).not.toMatch(/Seq Scan on (orders|shipping_addresses|users)\b/)
    },
  )

  it('looks names and emails up in their trigram indexes, not by reading every row', async () => {
    const plan = await planOf(
      adminOrderPageQuery(db, adminOrderListQuerySchema.parse({ q: 'hij' })),
    )
    expect(plan).toMatch(/Bitmap Index Scan on shipping_addresses_name_search_idx/)
    expect(plan).toMatch(/Bitmap Index Scan on users_email_search_idx/)
    expect(plan).not.toMatch(/Seq Scan on (shipping_addresses|users)/)
  })

  it('finds exactly the orders whose id starts with it, newest first, with the counts', async () => {
    const prefix = await somePrefix()
    const expected = await idsStartingWith(db, prefix)
    expect(expected.length).toBeGreaterThan(0)
    const res = await f.admin.get<AdminOrderPage>(`/api/admin/orders?q=${prefix.toUpperCase()}`)
    expect(res.status).toBe(200)
    expect(res.body.orders.map((o) => o.id)).toEqual(expected.slice(0, 20))
    expect(res.body.total).toBe(expected.length)
    expect(res.body.counts.todos).toBe(expected.length)
  })

  it('narrows to one order with its 8-character short id', async () => {
    const [row] = await rawRows<{ id: string }>(db, sql`select id from orders offset 9876 limit 1`)
    const res = await f.admin.get<AdminOrderPage>(`/api/admin/orders?q=%23${row!.id.slice(0, 8)}`)
    expect(res.body.orders.map((o) => o.id)).toEqual(await idsStartingWith(db, row!.id.slice(0, 8)))
    expect(res.body.orders[0]?.id).toBe(row!.id)
  })
})

import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawRows } from '#server/db/raw-rows.ts'
import { insertProducts } from '#server/modules/products/product-repository.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { PAYMENT_SHOP } from '#server/testing/payment-fixtures.ts'
import { moveOrder } from './order-lifecycle.ts'

let f: AdminFixture
beforeAll(async () => {
  f = await adminFixture()
})
afterAll(() => f.t.close())

/**
 * Decision 044: a status change is dated when it is written. A transaction that began before
 * another one moved the order, and waited for the order's lock, moves it after: dated with its
 * transaction's start (`now()`) it came first in the timeline, so the owner read 'Pago' then
 * 'Processando' for an order that was 'pago', and the ledger model on PostgreSQL read money after
 * a refund as having reopened the order before the owner did. Here in one transaction: two moves
 * a few milliseconds apart.
 */
describe("an order's timeline follows the order its moves were made in", () => {
  it('dates each change when it is written, so the timeline lists them as they happened', async () => {
    const [product] = await insertProducts(f.t.database.db, [
      { name: 'Capa de Volante', priceCents: 10000, description: 'd', image: '/v.svg', stock: 5 },
    ])
    const id = await f.placeOrder([{ productId: product!.id, quantity: 1 }])
    await f.t.database.db.transaction(async (tx) => {
      await moveOrder(tx, id, 'processando', { actor: 'owner' }, PAYMENT_SHOP)
      await tx.execute(sql`select pg_sleep(0.005)`)
      await moveOrder(tx, id, 'pago', { actor: 'payment_provider' }, PAYMENT_SHOP)
    })
    const rows = await rawRows<{ to_status: string; later: boolean }>(
      f.t.database.db,
      sql`select to_status, created_at > lag(created_at) over (order by created_at, id) as later
          from order_status_changes where order_id = ${id} order by created_at, id`,
    )
    expect(rows.map((r) => r.to_status)).toEqual(['pendente', 'processando', 'pago'])
    expect(rows.slice(1).every((r) => r.later)).toBe(true)

    // The owner's order page reads the same order.
    const detail = await f.admin.get<{ order: { timeline: { toStatus: string }[] } }>(
      `/api/admin/orders/${id}`,
    )
    expect(detail.body.order.timeline.map((h) => h.toStatus)).toEqual([
      'pendente',
      'processando',
      'pago',
    ])
  })
})

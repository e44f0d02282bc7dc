import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertProducts } from '#server/modules/products/product-repository.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { unbalancedProducts } from '#server/testing/ledger-fixtures.ts'
import { ADDRESS } from '#server/testing/test-client.ts'
import { giveOption } from '#server/testing/variant-fixtures.ts'

// Decision 053: on PostgreSQL the checkout's statement and a cancel's put-back run at once. The
// sale's new stock is worked out from the rows it locked; worked out from the rows its UPDATE
// scanned, it went below zero here.

let f: AdminFixture
beforeAll(async () => {
  f = await adminFixture()
})
afterAll(() => f.t.close())

describe('sales and cancels of one variant at once', () => {
  it('never answer 5xx, never oversell, and leave every variant’s books balanced', async () => {
    const [row] = await insertProducts(f.t.database.db, [
      { name: 'Capa', priceCents: 8990, description: 'd', image: '/v.svg', stock: 3 },
    ])
    const productId = row!.id
    const [small, large] = await giveOption(f.t.database.db, productId, 'Tamanho', [
      { value: '37 cm', stock: 3 },
      { value: '38 cm', stock: 1 },
    ])
    const buy = (variantId: string, quantity: number) =>
      f.customer.post<{ order: { id: string } }>('/api/orders', {
        items: [{ productId, variantId, quantity }],
        address: ADDRESS,
        paymentMethod: 'pix',
      })
    const cancel = (id: string) =>
      f.admin.request('PATCH', `/api/admin/orders/${id}/status`, { status: 'cancelado' })
    const placedIds = (answers: { status: number; body: unknown }[]) =>
      answers
        .filter((a) => a.status === 201)
        .map((a) => (a.body as { order: { id: string } }).order.id)
    const statuses: number[] = []
    for (let round = 0; round < 15; round++) {
      const placed = await Promise.all([
        buy(small!, 2),
        buy(small!, 1),
        buy(large!, 1),
        buy(small!, 2),
      ])
      const again = await Promise.all([
        ...placedIds(placed).map(cancel),
        buy(small!, 1),
        buy(large!, 1),
        buy(small!, 2),
      ])
      await Promise.all(placedIds(again.slice(placedIds(placed).length)).map(cancel))
      statuses.push(...[...placed, ...again].map((a) => a.status))
      expect(await unbalancedProducts(f.t.database.db)).toEqual([])
    }
    expect(statuses.filter((s) => s >= 500)).toEqual([])
    // Every order was cancelled in the end: every unit is back on its variant.
    expect([await f.stockOf(productId)]).toEqual([4])
  })
})

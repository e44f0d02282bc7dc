import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { orders } from '#server/db/schema/orders.ts'
import { insertProducts } from '#server/modules/products/product-repository.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'

/** 12:00 on 10 March 2026 in Brasília (UTC-3). */
const NOON = new Date('2026-03-10T15:00:00.000Z')

let f: AdminFixture
let chaveiro: string

beforeAll(async () => {
  f = await adminFixture()
  const [row] = await insertProducts(f.t.database.db, [
    { name: 'Chaveiro', priceCents: 5000, description: 'd', image: '/c.svg', stock: 50 },
  ])
  chaveiro = row!.id
})
afterAll(() => f.t.close())

describe('GET /api/admin/sales', () => {
  it('counts an order delivered today as a sale of today and of this month', async () => {
    const sold = await f.placeOrder([{ productId: chaveiro, quantity: 1 }]) // PIX: 4500
    await f.placeOrder([{ productId: chaveiro, quantity: 2 }]) // still pendente
    await f.admin.request('PATCH', `/api/admin/orders/${sold}/status`, { status: 'entregue' })
    // Placed and read at a fixed noon in Brasília: a run across midnight (or a month's end) would
    // otherwise read the order as yesterday's.
    await f.t.database.db.update(orders).set({ createdAt: NOON }).where(eq(orders.id, sold))
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(NOON.getTime() + 60_000) })
    const res = await f.admin.get('/api/admin/sales').finally(() => vi.useRealTimers())
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      todayCount: 1,
      monthCount: 1,
      deliveredCount: 1,
      revenueCents: 4500,
      averageTicketCents: 4500,
      pendingCount: 1,
      recent: [
        {
          id: sold,
          shortId: sold.slice(0, 8),
          customerName: 'Maria da Silva',
          totalCents: 4500,
          createdAt: NOON.toISOString(),
        },
      ],
    })
  })

  it('counts an order shipped 30 days ago as delivered (delivery check first)', async () => {
    const id = await f.placeOrder([{ productId: chaveiro, quantity: 1 }])
    await f.admin.request('PUT', `/api/admin/orders/${id}/tracking`, { trackingCode: 'BR1' })
    const shipped = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000 - 60_000)
    await f.t.database.db.update(orders).set({ shippingDate: shipped }).where(eq(orders.id, id))
    const res = await f.admin.get('/api/admin/sales')
    expect(res.body).toMatchObject({ deliveredCount: 2, revenueCents: 9000, pendingCount: 1 })
  })
})

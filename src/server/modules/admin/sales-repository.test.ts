import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { OrderStatus } from '#domain/orders/order-status.ts'
import { orders } from '#server/db/schema/orders.ts'
import { insertOrder, insertShippingAddress } from '#server/modules/checkout/order-repository.ts'
import { openTestDatabase } from '#server/testing/test-database.ts'
import type { Database } from '#server/db/client.ts'
import { readSales } from './sales-repository.ts'

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())
beforeEach(async () => {
  await database.db.delete(orders)
})

// 15 March 2026, 10:00 in São Paulo (UTC-3).
const NOW = new Date('2026-03-15T13:00:00Z')

async function order(createdAt: string, totalCents: number, status: OrderStatus = 'entregue') {
  const row = await insertOrder(database.db, {
    status,
    subtotalCents: totalCents,
    totalCents,
    paymentMethod: 'pix',
    createdAt: new Date(createdAt),
  })
  await insertShippingAddress(database.db, {
    orderId: row.id,
    name: `Cliente ${createdAt}`,
    whatsapp: '11987654321',
    cep: '01310100',
    street: 'Rua',
    number: '1',
    neighborhood: 'Centro',
    city: 'São Paulo',
    state: 'SP',
  })
  return row.id
}

describe('readSales', () => {
  it('is all zeros with no orders', async () => {
    expect(await readSales(database.db, NOW)).toEqual({
      todayCount: 0,
      monthCount: 0,
      deliveredCount: 0,
      revenueCents: 0,
      averageTicketCents: 0,
      pendingCount: 0,
      recent: [],
    })
  })

  it('counts today and this month on São Paulo time, month AND year, only entregue', async () => {
    await order('2026-03-15T03:00:00Z', 1000) // today 00:00 in São Paulo
    await order('2026-03-15T12:59:00Z', 1000) // today
    await order('2026-03-15T02:59:00Z', 1000) // 14 March 23:59 in São Paulo: this month
    await order('2026-03-01T03:00:00Z', 1000) // 1 March 00:00: this month
    await order('2026-03-01T02:59:00Z', 1000) // 28 February in São Paulo
    await order('2025-03-15T13:00:00Z', 1000) // same day and month, last year
    await order('2026-03-15T12:00:00Z', 1000, 'enviado')
    await order('2026-03-15T12:00:00Z', 1000, 'pago')
    await order('2026-03-15T12:00:00Z', 1000, 'cancelado')
    await order('2026-03-15T12:00:00Z', 1000, 'pendente')
    await order('2026-03-10T12:00:00Z', 1000, 'processando')
    expect(await readSales(database.db, NOW)).toMatchObject({
      todayCount: 2,
      monthCount: 4,
      deliveredCount: 6,
      revenueCents: 6000,
      averageTicketCents: 1000,
      pendingCount: 2,
    })
  })

  it.each([
    [[100, 101], 101], // 100.5 rounds up
    [[100, 100, 101], 100], // 100.33
    [[100, 101, 101], 101], // 100.67
    [[1, 2, 2, 2], 2], // 1.75
    [[1, 1, 1, 2], 1], // 1.25
  ])('averages %j to %i centavos, rounding half up', async (totals, average) => {
    for (const total of totals) await order('2026-03-15T12:00:00Z', total)
    await order('2026-03-15T12:00:00Z', 99999, 'pago')
    const sales = await readSales(database.db, NOW)
    expect(sales.averageTicketCents).toBe(average)
    expect(sales.revenueCents).toBe(totals.reduce((a, b) => a + b, 0))
  })

  it('lists the 10 newest entregue orders, newest first, with the shipping name', async () => {
    const ids: string[] = []
    for (let day = 1; day <= 12; day++) {
      ids.push(await order(`2026-02-${String(day).padStart(2, '0')}T15:00:00Z`, day * 100))
    }
    await order('2026-02-28T15:00:00Z', 5, 'enviado')
    const { recent } = await readSales(database.db, NOW)
    expect(recent.map((sale) => sale.id)).toEqual(ids.slice(2).reverse())
    expect(recent[0]).toEqual({
      id: ids[11],
      customerName: 'Cliente 2026-02-12T15:00:00Z',
      totalCents: 1200,
      createdAt: new Date('2026-02-12T15:00:00Z'),
    })
  })
})

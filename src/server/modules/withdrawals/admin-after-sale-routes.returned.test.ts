import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { markDeliveredOrders } from '#server/modules/order-lifecycle/delivery-check.ts'
import { testOrderMail } from '#server/testing/shop-settings-fixtures.ts'
import { DAY_MS, useWithdrawalShop } from '#server/testing/withdrawal-fixtures.ts'

// 'Produto devolvido' (decision 039): the parcel back, its units back on the shelf through the stock
// books, once; a refund alone moves no stock.
const shop = useWithdrawalShop()

const markReturned = (id: string) =>
  shop.f.admin.request('POST', `/api/admin/orders/${id}/returned`)
const errorCode = (res: { body: unknown }) => (res.body as { error: { code: string } }).error.code

async function shipped() {
  const id = await shop.order('pago')
  await shop.f.admin.request('PUT', `/api/admin/orders/${id}/tracking`, { trackingCode: 'BR1BR' })
  return id
}

describe("'Produto devolvido'", () => {
  it('puts the shipped units back once, as a movement of the books; the refund after moves none', async () => {
    const id = await shipped()
    const before = await shop.f.stockOf(shop.product)
    expect((await shop.adminOrder(id)).canMarkReturned).toBe(true)

    const res = await markReturned(id)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(await shop.f.stockOf(shop.product)).toBe(before! + 2)
    const detail = await shop.adminOrder(id)
    expect(detail.movements.at(-1)).toMatchObject({ reason: 'returned', quantity: 2 })
    expect(detail).toMatchObject({ canMarkReturned: false, status: 'enviado' })
    expect(detail.returnedAt).toEqual(expect.any(String))

    const again = await markReturned(id)
    expect(again.status).toBe(409)
    expect(errorCode(again)).toBe('return-already')

    // Paid by hand: the PIX back cancels the order; the units, already back, stay counted once.
    expect((await shop.f.admin.request('POST', `/api/admin/orders/${id}/refund/pix`)).status).toBe(
      200,
    )
    expect(await shop.f.stockOf(shop.product)).toBe(before! + 2)
    expect((await shop.adminOrder(id)).status).toBe('cancelado')
  })

  it('refused when nothing left the shop, and nothing written', async () => {
    const id = await shop.order('pago')
    const before = await shop.f.stockOf(shop.product)
    const res = await markReturned(id)
    expect(res.status).toBe(409)
    expect(errorCode(res)).toBe('return-nothing-shipped')
    expect(await shop.f.stockOf(shop.product)).toBe(before)
    expect((await shop.adminOrder(id)).returnedAt).toBeNull()
    expect((await markReturned('0f0f0f0f-0000-4000-8000-000000000000')).status).toBe(404)
  })

  it('a parcel that came back is not marked delivered by the 30-day check', async () => {
    const id = await shipped()
    expect((await markReturned(id)).status).toBe(200)
    await shop.db.execute(
      sql`update orders set shipping_date = now() - interval '40 days' where id = ${id}`,
    )
    await markDeliveredOrders(
      shop.db,
      testOrderMail(shop.f.t.config),
      new Date(Date.now() + DAY_MS),
    )
    expect((await shop.adminOrder(id)).status).toBe('enviado')
  })
})

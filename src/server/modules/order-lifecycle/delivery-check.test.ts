import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { OrderStatus } from '#domain/orders/order-status.ts'
import { orders } from '#server/db/schema/orders.ts'
import { insertProducts } from '#server/modules/products/product-repository.ts'
import { emailsAboutOrder } from '#server/testing/email-fixtures.ts'
import { fixedShopSettings, testMailShop } from '#server/testing/shop-settings-fixtures.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { ADDRESS, TestClient } from '#server/testing/test-client.ts'
import { markDeliveredOrders, startDeliveryCheck } from './delivery-check.ts'
import { orderMailSettings } from './order-notifications.ts'

const DAY = 24 * 60 * 60 * 1000
const NOW = new Date('2026-03-31T12:00:00Z')
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY)

let t: TestApp
let buyer: TestClient
let productId: string

beforeAll(async () => {
  t = await createTestApp()
  const [product] = await insertProducts(t.database.db, [
    { name: 'Chaveiro', priceCents: 4990, description: 'd', image: '/c.svg', stock: 100 },
  ])
  productId = product!.id
  buyer = new TestClient(t)
  await buyer.post('/api/auth/checkout', { email: 'entrega@exemplo.com', password: 'entrega-1' })
})
afterAll(() => t.close())

/** An order placed through the API, then moved by hand to the given shipping state. */
async function orderIn(
  status: OrderStatus,
  trackingCode: string | null,
  shippingDate: Date | null,
) {
  const res = await buyer.post<{ order: { id: string } }>('/api/orders', {
    items: [{ productId, quantity: 1 }],
    address: ADDRESS,
    paymentMethod: 'pix',
  })
  expect(res.status).toBe(201)
  const id = res.body.order.id
  await t.database.db
    .update(orders)
    .set({ status, trackingCode, shippingDate, updatedAt: daysAgo(40) })
    .where(eq(orders.id, id))
  return id
}

const read = async (id: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!

describe('markDeliveredOrders', () => {
  it('moves only enviado orders with a tracking code shipped 30 or more days ago, once', async () => {
    // Nothing left over from elsewhere.
    await markDeliveredOrders(t.database.db, orderMailSettings(t), NOW)
    const due = await orderIn('enviado', 'BR1', daysAgo(30))
    const longAgo = await orderIn('enviado', 'BR2', daysAgo(90))
    const stay = {
      enviado: [
        await orderIn('enviado', 'BR3', new Date(daysAgo(30).getTime() + 60_000)),
        await orderIn('enviado', 'BR4', daysAgo(29)),
        await orderIn('enviado', null, daysAgo(40)),
        await orderIn('enviado', 'BR5', null),
      ],
      pago: [await orderIn('pago', 'BR6', daysAgo(40))],
      cancelado: [await orderIn('cancelado', 'BR7', daysAgo(40))],
      pendente: [await orderIn('pendente', null, null)],
    }

    expect(await markDeliveredOrders(t.database.db, orderMailSettings(t), NOW)).toBe(2)
    for (const id of [due, longAgo]) {
      expect(await read(id)).toMatchObject({ status: 'entregue', updatedAt: NOW })
    }
    for (const [status, ids] of Object.entries(stay)) {
      for (const id of ids) {
        expect(await read(id)).toMatchObject({ status, updatedAt: daysAgo(40) })
      }
    }

    // Again: nothing more moves, and the delivered keep their first updated_at.
    expect(
      await markDeliveredOrders(t.database.db, orderMailSettings(t), new Date(NOW.getTime() + 1)),
    ).toBe(0)
    expect(await read(due)).toMatchObject({ status: 'entregue', updatedAt: NOW })
    expect(await read(stay.enviado[0]!)).toMatchObject({ status: 'enviado' })
  })

  it('is safe when several instances run it at the same moment', async () => {
    const ids = [
      await orderIn('enviado', 'BR8', daysAgo(31)),
      await orderIn('enviado', 'BR9', daysAgo(45)),
    ]
    const moved = await Promise.all(
      Array.from({ length: 4 }, () =>
        markDeliveredOrders(t.database.db, orderMailSettings(t), NOW),
      ),
    )
    expect(moved.reduce((a, b) => a + b, 0)).toBe(2)
    for (const id of ids) expect((await read(id)).status).toBe('entregue')
  })
})

describe("the customer's email", () => {
  it('says the order should have arrived, how to reach the shop, and goes once', async () => {
    const id = await orderIn('enviado', 'BR11', daysAgo(31))
    const mail = orderMailSettings({
      config: t.config,
      shopSettings: fixedShopSettings(t.config, { whatsapp: '11999990000' }),
    })
    const run = () => markDeliveredOrders(t.database.db, mail, NOW)
    await Promise.all([run(), run()])
    await run()
    const emails = await emailsAboutOrder(t.database.db, id, testMailShop(t))
    // Only 'delivered': the job passes 'shipped' (never mailed for an order moved by hand here).
    const told = emails.filter(
      (e) => e.to === 'entrega@exemplo.com' && e.type !== 'order-confirmation',
    )
    expect(told.map((e) => e.type)).toEqual(['delivered'])
    expect(told[0]!.subject).toMatch(/^Seu pedido #[0-9a-f]{8} deve ter chegado - Vitrine Teste$/)
    expect(told[0]!.text).toContain('Seu pedido deve ter chegado. Se não chegou, fale conosco')
    expect(told[0]!.text).toContain(
      'Falar com a loja no WhatsApp:\nhttps://wa.me/5511999990000?text=',
    )
    expect(told[0]!.text).not.toContain('foi entregue')
  })
})

describe('startDeliveryCheck', () => {
  it('runs at start, and stop() clears the hourly timer', async () => {
    const id = await orderIn('enviado', 'BR10', new Date(Date.now() - 31 * DAY))
    const log = vi.fn()
    const check = startDeliveryCheck(t.database.db, t, log)
    await vi.waitFor(async () => expect((await read(id)).status).toBe('entregue'))
    check.stop()
    expect(log).not.toHaveBeenCalled()
  })
})

import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect } from 'vitest'
import type { AdminOrderDetail } from '#domain/orders/admin-order-view.ts'
import type { OrderView } from '#domain/orders/order-view.ts'
import { users } from '#server/db/schema/accounts.ts'
import { emailOutbox } from '#server/db/schema/outbox.ts'
import { orders } from '#server/db/schema/orders.ts'
import { orderStatusChanges } from '#server/db/schema/order-history.ts'
import { insertProducts } from '#server/modules/products/product-repository.ts'
import type { PaymentProvider } from '#server/modules/payments/providers/provider.ts'
import { adminFixture, type AdminFixture } from './admin-fixtures.ts'
import { insertOrder } from './payment-fixtures.ts'

export const DAY_MS = 24 * 60 * 60 * 1000

/**
 * A shop whose clock the test moves (`clock.days` ahead of the real one): the withdrawal window
 * and the after-sale actions read it (decision 039). The order rows keep the database's own times, so
 * a test ships an order now and asks, days later by the app's clock, whether it may withdraw.
 */
export function useWithdrawalShop(options: { paymentProvider?: PaymentProvider } = {}) {
  const clock = { days: 0 }
  let fixture: AdminFixture | undefined
  let product = ''
  beforeAll(async () => {
    fixture = await adminFixture(
      { SHOP_WHATSAPP: '11987654321' },
      { now: () => new Date(Date.now() + clock.days * DAY_MS), ...options },
    )
    const [row] = await insertProducts(fixture.t.database.db, [
      { name: 'Capa de Volante', priceCents: 18990, description: 'd', image: '/v.svg', stock: 50 },
    ])
    product = row!.id
  })
  afterAll(() => fixture?.t.close())

  const shop = {
    clock,
    get f(): AdminFixture {
      if (!fixture) throw new Error('the shop opens in beforeAll')
      return fixture
    },
    get db() {
      return shop.f.t.database.db
    },
    get product() {
      return product
    },
    /** A PIX order of the customer's, moved by the owner through `statuses` ('pago', 'enviado'...). */
    async order(...statuses: string[]) {
      const id = await shop.f.placeOrder([{ productId: product, quantity: 2 }])
      for (const status of statuses) {
        const res = await shop.f.admin.request('PATCH', `/api/admin/orders/${id}/status`, {
          status,
        })
        expect(res.status, JSON.stringify(res.body)).toBe(200)
      }
      return id
    },
    /** A paid order whose line is a custom project's (its terms accepted). */
    async customWorkOrder() {
      const [me] = await shop.db.select().from(users).where(eq(users.email, 'cliente@exemplo.com'))
      return insertOrder(shop.db, {
        userId: me!.id,
        status: 'pago',
        items: [{ productId: product, quantity: 1, unitsState: 'none', customWork: true }],
      })
    },
    /** Moves the order's shipping date and status history `days` into the past. */
    async age(id: string, days: number) {
      const by = sql`make_interval(days => ${days})`
      await shop.db
        .update(orders)
        .set({
          shippingDate: sql`${orders.shippingDate} - ${by}`,
          createdAt: sql`${orders.createdAt} - ${by}`,
        })
        .where(eq(orders.id, id))
      await shop.db
        .update(orderStatusChanges)
        .set({ createdAt: sql`${orderStatusChanges.createdAt} - ${by}` })
        .where(eq(orderStatusChanges.orderId, id))
    },
    withdraw(id: string, body: unknown = {}) {
      return shop.f.customer.post<{ order: OrderView; error?: { code: string; message: string } }>(
        `/api/orders/${id}/withdrawal`,
        body,
      )
    },
    async adminOrder(id: string) {
      const res = await shop.f.admin.get<{ order: AdminOrderDetail }>(`/api/admin/orders/${id}`)
      expect(res.status).toBe(200)
      return res.body.order
    },
    /** The e-mails queued about the order, as type → recipients. */
    async emails(id: string) {
      const rows = await shop.db
        .select({ type: emailOutbox.type, to: emailOutbox.to })
        .from(emailOutbox)
        .where(sql`${emailOutbox.data}->>'orderId' = ${id}`)
      return rows
    },
  }
  return shop
}

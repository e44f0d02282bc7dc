import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminOrderPage } from '#domain/orders/admin-order-view.ts'
import { users } from '#server/db/schema/accounts.ts'
import { orderItems, orders, shippingAddresses } from '#server/db/schema/orders.ts'
import { insertOrder } from '#server/modules/checkout/order-repository.ts'
import { insertProducts } from '#server/modules/products/product-repository.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import type { TestClient } from '#server/testing/test-client.ts'

let f: AdminFixture
let chaveiro: string
const UNKNOWN = '00000000-0000-4000-8000-000000000000'

beforeAll(async () => {
  f = await adminFixture()
  const [row] = await insertProducts(f.t.database.db, [
    { name: 'Chaveiro', priceCents: 5000, description: 'd', image: '/c.svg', stock: 50 },
  ])
  chaveiro = row!.id
})
afterAll(() => f.t.close())

const ROUTES: [method: string, path: string, admin: number, body?: unknown][] = [
  ['GET', '/api/admin/orders?status=pago&q=maria&page=2', 200],
  ['GET', '/api/admin/orders/export.csv?status=pago&q=maria', 200],
  ['GET', `/api/admin/orders/${UNKNOWN}`, 404],
  ['PATCH', `/api/admin/orders/${UNKNOWN}/status`, 404, { status: 'pago' }],
  ['PUT', `/api/admin/orders/${UNKNOWN}/tracking`, 404, { trackingCode: 'BR1' }],
  ['DELETE', `/api/admin/orders/${UNKNOWN}`, 404],
  ['GET', '/api/admin/sales', 200],
]

describe('who may call the admin order and sales routes', () => {
  it.each(ROUTES)(
    '%s %s: visitor 401, customer 403, admin %i',
    async (method, path, admin, body) => {
      const answer = (client: TestClient) =>
        f.t.app.request(path, {
          method,
          headers: {
            ...(client.cookie ? { cookie: client.cookie } : {}),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        })
      expect((await answer(f.visitor)).status).toBe(401)
      expect((await answer(f.customer)).status).toBe(403)
      expect((await answer(f.admin)).status).toBe(admin)
    },
  )
})

type Listed = AdminOrderPage

describe('GET /api/admin/orders', () => {
  it('lists every order newest first, with customer name and email', async () => {
    const first = await f.placeOrder([{ productId: chaveiro, quantity: 1 }])
    const second = await f.placeOrder([{ productId: chaveiro, quantity: 2 }])
    const res = await f.admin.get<Listed>('/api/admin/orders')
    expect(res.body).toMatchObject({ page: 1, pageSize: 20, total: 2 })
    expect(res.body.counts).toEqual({
      todos: 2,
      pendente: 2,
      processando: 0,
      pago: 0,
      enviado: 0,
      entregue: 0,
      cancelado: 0,
      'a-enviar': 0,
      desistencia: 0,
    })
    expect(res.body.orders.map((o) => o.id)).toEqual([second, first])
    expect(res.body.orders[0]).toEqual({
      id: second,
      shortId: second.slice(0, 8),
      customerName: 'Maria da Silva',
      customerEmail: 'cliente@exemplo.com',
      status: 'pendente',
      totalCents: 9000,
      paymentMethod: 'pix',
      // The PIX charge Mercado Pago (here the simulated provider) made waits to be paid.
      paymentStatus: 'pending',
      trackingCode: null,
      refundDue: false,
      refunded: false,
      lines: [{ name: 'Chaveiro', variantLabel: '', quantity: 2 }],
      withdrawalRequested: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    })
  })

  it("falls back to 'Nome não disponível' and a null email", async () => {
    const db = f.t.database.db
    const orphan = await insertOrder(db, {
      subtotalCents: 100,
      totalCents: 100,
      paymentMethod: 'mercadopago',
      status: 'processando',
    })
    const res = await f.admin.get<Listed>('/api/admin/orders')
    expect(res.body.orders[0]).toMatchObject({
      id: orphan.id,
      customerName: 'Nome não disponível',
      customerEmail: null,
    })
    await db.delete(orders).where(eq(orders.id, orphan.id))
  })

  it('marks as entregue an order shipped 30 or more days ago (delivery check on load)', async () => {
    const id = await f.placeOrder([{ productId: chaveiro, quantity: 1 }])
    await f.admin.request('PUT', `/api/admin/orders/${id}/tracking`, { trackingCode: 'BR1' })
    const shipped = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000)
    await f.t.database.db.update(orders).set({ shippingDate: shipped }).where(eq(orders.id, id))
    const res = await f.admin.get<Listed>('/api/admin/orders')
    expect(res.body.orders.find((o) => o.id === id)).toMatchObject({ status: 'entregue' })
    await f.admin.request('DELETE', `/api/admin/orders/${id}`)
  })
})

describe('PUT /api/admin/orders/:id/tracking', () => {
  it('trims the code, sets enviado and both dates to now', async () => {
    const id = await f.placeOrder([{ productId: chaveiro, quantity: 1 }])
    const before = Date.now()
    const res = await f.admin.request('PUT', `/api/admin/orders/${id}/tracking`, {
      trackingCode: '  BR123456789BR \n',
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      order: { id, trackingCode: 'BR123456789BR', status: 'enviado' },
    })
    const [row] = await f.t.database.db.select().from(orders).where(eq(orders.id, id))
    for (const date of [row!.lastTrackingUpdate, row!.shippingDate]) {
      expect(date!.getTime()).toBeGreaterThanOrEqual(before - 1000)
      expect(date!.getTime()).toBeLessThanOrEqual(Date.now() + 1000)
    }
  })

  it.each([[''], ['   '], [undefined]])(
    'refuses a blank code (%j) with a pt-BR 400',
    async (code) => {
      const id = await f.placeOrder([{ productId: chaveiro, quantity: 1 }])
      const res = await f.admin.request('PUT', `/api/admin/orders/${id}/tracking`, {
        trackingCode: code,
      })
      expect(res.status).toBe(400)
      expect(res.body).toEqual({
        error: { code: 'validation', message: 'Informe o código de rastreio.' },
      })
      const [row] = await f.t.database.db.select().from(orders).where(eq(orders.id, id))
      expect(row).toMatchObject({ status: 'pendente', trackingCode: null, shippingDate: null })
    },
  )
})

describe('DELETE /api/admin/orders/:id', () => {
  it('deletes the order with its items and address; then it is 404', async () => {
    const db = f.t.database.db
    const id = await f.placeOrder([{ productId: chaveiro, quantity: 1 }])
    const res = await f.admin.request('DELETE', `/api/admin/orders/${id}`)
    expect(res.status).toBe(204)
    expect(await db.$count(orders, eq(orders.id, id))).toBe(0)
    expect(await db.$count(orderItems, eq(orderItems.orderId, id))).toBe(0)
    expect(await db.$count(shippingAddresses, eq(shippingAddresses.orderId, id))).toBe(0)
    expect(await db.$count(users, eq(users.email, 'cliente@exemplo.com'))).toBe(1)
    const again = await f.admin.request('DELETE', `/api/admin/orders/${id}`)
    expect(again.status).toBe(404)
    expect(again.body).toEqual({
      error: { code: 'order-not-found', message: 'Pedido não encontrado' },
    })
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TimelineEntry } from '#domain/orders/order-timeline.ts'
import { insertProducts } from '#server/modules/products/product-repository.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { ADDRESS } from '#server/testing/test-client.ts'
import type { OrderView } from '#domain/orders/order-view.ts'

const TEMPLATE = 'https://rastreio.example/objetos/{codigo}?origem=loja'

let withTemplate: AdminFixture
let withoutTemplate: AdminFixture

async function withProduct(f: AdminFixture) {
  const [row] = await insertProducts(f.t.database.db, [
    { name: 'Capa de Volante', priceCents: 18990, description: 'd', image: '/v.svg', stock: 20 },
  ])
  return row!.id
}

beforeAll(async () => {
  ;[withTemplate, withoutTemplate] = await Promise.all([
    adminFixture({ TRACKING_URL: TEMPLATE }),
    adminFixture(),
  ])
})
afterAll(async () => {
  await withTemplate.t.close()
  await withoutTemplate.t.close()
})

async function myOrder(f: AdminFixture, id: string) {
  const res = await f.customer.get<{ order: OrderView }>(`/api/orders/${id}`)
  expect(res.status).toBe(200)
  const list = await f.customer.get<{ orders: OrderView[] }>('/api/orders')
  // The list and the single order say the same.
  expect(list.body.orders.find((o) => o.id === id)).toEqual(res.body.order)
  return res.body.order
}

const steps = (timeline: TimelineEntry[]) =>
  timeline.map((e) => `${e.step}${e.done ? '' : ' (ahead)'}${e.current ? ' *' : ''}`)

describe("the customer's timeline in GET /api/orders", () => {
  it('follows the order from placed to shipped, each step dated once however the owner toggles', async () => {
    const f = withTemplate
    const id = await f.placeOrder([{ productId: await withProduct(f), quantity: 1 }])
    const placed = await myOrder(f, id)
    expect(steps(placed.timeline)).toEqual([
      'placed *',
      'paid (ahead)',
      'shipped (ahead)',
      'delivered (ahead)',
    ])
    expect(placed.timeline[0]?.at).toBe(placed.createdAt)

    await f.admin.request('PATCH', `/api/admin/orders/${id}/status`, { status: 'pago' })
    const paid = await myOrder(f, id)
    const paidAt = paid.timeline[1]?.at
    expect(paidAt).toEqual(expect.any(String))
    expect(Date.parse(paidAt!)).toBeGreaterThanOrEqual(Date.parse(placed.createdAt))

    const put = await f.admin.request('PUT', `/api/admin/orders/${id}/tracking`, {
      trackingCode: 'BR123456789BR',
    })
    expect(put.status).toBe(200)
    // The owner moves it back to pago and ships it again.
    await f.admin.request('PATCH', `/api/admin/orders/${id}/status`, { status: 'pago' })
    await f.admin.request('PATCH', `/api/admin/orders/${id}/status`, { status: 'enviado' })
    const shipped = await myOrder(f, id)
    expect(steps(shipped.timeline)).toEqual(['placed', 'paid', 'shipped *', 'delivered (ahead)'])
    expect(shipped.timeline[1]?.at).toBe(paidAt)
    expect(Date.parse(shipped.timeline[2]!.at!)).toBeGreaterThanOrEqual(Date.parse(paidAt!))
    expect(shipped.trackingCode).toBe('BR123456789BR')
    expect(shipped.trackingUrl).toBe('https://rastreio.example/objetos/BR123456789BR?origem=loja')
    // The delivery address the order goes to.
    expect(shipped.shippingAddress).toMatchObject({
      name: ADDRESS.name,
      street: ADDRESS.street,
      number: ADDRESS.number,
      cep: '01310100',
      city: ADDRESS.city,
      state: ADDRESS.state,
    })
  })

  it('ends a cancelled order with the cancellation, showing how far it got', async () => {
    const f = withTemplate
    const id = await f.placeOrder([{ productId: await withProduct(f), quantity: 1 }])
    await f.admin.request('PATCH', `/api/admin/orders/${id}/status`, { status: 'pago' })
    await f.admin.request('PATCH', `/api/admin/orders/${id}/status`, { status: 'cancelado' })
    const order = await myOrder(f, id)
    expect(steps(order.timeline)).toEqual(['placed', 'paid', 'cancelled *'])
    expect(order.timeline.every((e) => e.at !== null)).toBe(true)
  })

  it('gives no tracking link without TRACKING_URL: the page offers the code to copy', async () => {
    const f = withoutTemplate
    const id = await f.placeOrder([{ productId: await withProduct(f), quantity: 1 }])
    await f.admin.request('PUT', `/api/admin/orders/${id}/tracking`, { trackingCode: 'QB987BR' })
    const order = await myOrder(f, id)
    expect(order).toMatchObject({ trackingCode: 'QB987BR', trackingUrl: null, status: 'enviado' })
  })
})

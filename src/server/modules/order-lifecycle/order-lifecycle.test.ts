import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertProducts } from '#server/modules/products/product-repository.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import {
  movementsOf,
  statusHistoryOf,
  unbalancedProducts,
} from '#server/testing/ledger-fixtures.ts'
import { ADDRESS } from '#server/testing/test-client.ts'

let f: AdminFixture
beforeAll(async () => {
  f = await adminFixture()
})
afterAll(() => f.t.close())

const db = () => f.t.database.db
const setStatus = (id: string, status: string) =>
  f.admin.request('PATCH', `/api/admin/orders/${id}/status`, { status })
const track = (id: string, trackingCode: string) =>
  f.admin.request('PUT', `/api/admin/orders/${id}/tracking`, { trackingCode })

async function productWith(stock: number, name = 'Capa de Volante') {
  const [row] = await insertProducts(db(), [
    { name, priceCents: 10000, description: 'd', image: '/v.svg', stock },
  ])
  return row!.id
}

const buy = (productId: string, quantity: number) =>
  f.customer.post<{ order: { id: string } }>('/api/orders', {
    items: [{ productId, quantity }],
    address: ADDRESS,
    paymentMethod: 'pix',
  })

describe("an order's units follow its status (issue 15's reproductions)", () => {
  it('cancel, back to pendente, then pago: the units are taken again, nothing is sold twice', async () => {
    const product = await productWith(10)
    const id = await f.placeOrder([{ productId: product, quantity: 6 }])
    expect(await f.stockOf(product)).toBe(4)
    await setStatus(id, 'cancelado')
    expect(await f.stockOf(product)).toBe(10)
    expect((await setStatus(id, 'pendente')).status).toBe(200)
    expect((await setStatus(id, 'pago')).status).toBe(200)
    expect(await f.stockOf(product)).toBe(4)
    // Another customer cannot buy the 10 units the shelf no longer has.
    expect((await buy(product, 10)).status).toBe(409)
    expect((await buy(product, 4)).status).toBe(201)
    expect(await f.stockOf(product)).toBe(0)
    expect((await movementsOf(db(), product)).map((m) => [m.reason, m.quantity])).toEqual([
      ['opening_balance', 10],
      ['sale', -6],
      ['cancel', 6],
      ['reopen', -6],
      ['sale', -4],
    ])
  })

  it('refuses to reopen a cancelled order whose units were sold meanwhile, naming the product', async () => {
    const product = await productWith(3, 'Tapete Bordado')
    const id = await f.placeOrder([{ productId: product, quantity: 3 }])
    await setStatus(id, 'cancelado')
    expect((await buy(product, 2)).status).toBe(201)
    const before = await movementsOf(db(), product)
    for (const status of ['pendente', 'pago', 'enviado']) {
      const res = await setStatus(id, status)
      expect(res.status).toBe(409)
      expect(res.body).toEqual({
        error: {
          code: 'reopen-out-of-stock',
          message:
            'Não há estoque de "Tapete Bordado" para reabrir este pedido (resta 1 unidade). Reponha o estoque do produto e tente novamente.',
        },
      })
    }
    expect(await movementsOf(db(), product)).toEqual(before)
    expect(await f.stockOf(product)).toBe(1)
    const [row] = (
      await f.admin.get<{ orders: { id: string; status: string }[] }>('/api/admin/orders')
    ).body.orders.filter((o) => o.id === id)
    expect(row?.status).toBe('cancelado')
  })

  it('deleting an unpaid order returns the units it holds; a shipped one returns nothing', async () => {
    const product = await productWith(10)
    const unpaid = await f.placeOrder([{ productId: product, quantity: 2 }])
    const shipped = await f.placeOrder([{ productId: product, quantity: 3 }])
    await track(shipped, 'BR123456789BR')
    expect(await f.stockOf(product)).toBe(5)
    expect((await f.admin.request('DELETE', `/api/admin/orders/${unpaid}`)).status).toBe(204)
    expect(await f.stockOf(product)).toBe(7)
    expect((await f.admin.request('DELETE', `/api/admin/orders/${shipped}`)).status).toBe(204)
    expect(await f.stockOf(product)).toBe(7)
    expect((await movementsOf(db(), product)).at(-1)).toEqual({
      reason: 'order_deleted',
      quantity: 2,
      order_id: unpaid,
    })
    // The store shows the returned units at once.
    expect((await f.visitor.get<{ stock: number }>(`/api/products/${product}`)).body.stock).toBe(7)
  })

  it('refuses a tracking code on a cancelled order, which stays cancelled with its units back', async () => {
    const product = await productWith(5)
    const id = await f.placeOrder([{ productId: product, quantity: 2 }])
    await setStatus(id, 'cancelado')
    const res = await track(id, 'BR123456789BR')
    expect(res.status).toBe(409)
    expect(res.body).toEqual({
      error: {
        code: 'tracking-on-cancelled',
        message:
          'Este pedido está cancelado: reabra-o (mude o status) antes de informar o código de rastreio.',
      },
    })
    expect(await f.stockOf(product)).toBe(5)
    const history = await statusHistoryOf(db(), id)
    expect(history.at(-1)?.to_status).toBe('cancelado')
  })

  it('records who moved the order and when: the customer placed it, the owner moved it', async () => {
    const product = await productWith(5)
    const id = await f.placeOrder([{ productId: product, quantity: 1 }])
    await setStatus(id, 'pago')
    await track(id, 'BR1')
    await setStatus(id, 'pago') // the same status again records nothing
    const history = await statusHistoryOf(db(), id)
    expect(history.map((h) => [h.from_status, h.to_status, h.actor])).toEqual([
      [null, 'pendente', 'customer'],
      ['pendente', 'pago', 'owner'],
      ['pago', 'enviado', 'owner'],
      ['enviado', 'pago', 'owner'],
    ])
    expect(history.slice(1).every((h) => typeof h.admin_id === 'string')).toBe(true)
  })

  it('keeps every product balanced: stock equals the sum of its movements', async () => {
    expect(await unbalancedProducts(db())).toEqual([])
  })
})

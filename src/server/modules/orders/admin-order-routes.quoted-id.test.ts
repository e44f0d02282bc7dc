import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminOrderDetail, AdminOrderPage } from '#domain/orders/admin-order-view.ts'
import { orders, shippingAddresses } from '#server/db/schema/orders.ts'
import { insertProducts } from '#server/modules/products/product-repository.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { registerBuyer } from '#server/testing/admin-order-fixtures.ts'
import { insertUser } from '#server/testing/payment-fixtures.ts'

/**
 * Decision 030: what customers quote. The 8 or more first characters of an order's id open it
 * (GET /api/admin/orders/:id), and the order search finds the WhatsApp number it ships to, typed
 * with or without its punctuation.
 */
let f: AdminFixture
let placed: string
let bia: string
// Two orders whose ids share their first 8 characters (written directly: uuids are random).
const TWINS = ['abcdef12-0000-4000-8000-000000000001', 'abcdef12-0000-4000-8000-000000000002']

beforeAll(async () => {
  f = await adminFixture()
  const db = f.t.database.db
  const [product] = await insertProducts(db, [
    { name: 'Capa de Volante', priceCents: 18990, description: 'd', image: '/v.svg', stock: 100 },
  ])
  placed = await f.placeOrder([{ productId: product!.id, quantity: 1 }])
  const buyer = await registerBuyer(f.t, 'bia@exemplo.com', 'Bia Souza')
  bia = await buyer.placeOrder([{ productId: product!.id, quantity: 1 }], {
    address: { whatsapp: '(21) 99876-5432' },
  })
  const { id: userId } = await insertUser(db)
  for (const id of TWINS) {
    await db.insert(orders).values({
      id,
      userId,
      status: 'pago',
      paymentMethod: 'pix',
      subtotalCents: 1000,
      totalCents: 1000,
    })
    await db.insert(shippingAddresses).values({
      orderId: id,
      name: 'Gêmeo',
      whatsapp: '31988887777',
      cep: '01310100',
      street: 'Rua A',
      number: '1',
      neighborhood: 'Centro',
      city: 'Belo Horizonte',
      state: 'MG',
    })
  }
})
afterAll(() => f.t.close())

const detail = (quoted: string) =>
  f.admin.get<{ order: AdminOrderDetail }>(`/api/admin/orders/${quoted}`)

describe('GET /api/admin/orders/{the start of an id}', () => {
  it.each([8, 9, 13, 20])('opens the order with its first %i characters', async (length) => {
    const res = await detail(placed.slice(0, length))
    expect(res.status).toBe(200)
    expect(res.body.order.id).toBe(placed)
  })

  it('reads them, and a whole id, in capitals too', async () => {
    const res = await detail(placed.slice(0, 8).toUpperCase())
    expect(res.body.order.id).toBe(placed)
    expect((await detail(placed.toUpperCase())).body.order.id).toBe(placed)
  })

  it("answers 409 'order-id-ambiguous' when several orders start so", async () => {
    const res = await detail('abcdef12')
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({
      error: { code: 'order-id-ambiguous', message: 'Mais de um pedido começa com este código.' },
    })
    expect((await detail('abcdef12-0000-4000-8000-00000000000')).status).toBe(409)
    expect((await detail(TWINS[0]!)).body.order.id).toBe(TWINS[0])
  })

  it.each([
    ['shorter than 8', () => placed.slice(0, 7)],
    ['matching nothing', () => 'ffffffff0'],
    ['with %', () => encodeURIComponent('abcdef1%')],
    ['with _', () => 'abcdef1_'],
    ['with % at 8 or more', () => encodeURIComponent(`${placed.slice(0, 8)}%`)],
  ])("answers 404 'Pedido não encontrado' for a start %s", async (_, quoted) => {
    const res = await detail(quoted())
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({ error: { message: 'Pedido não encontrado' } })
  })

  it('stays for admins only', async () => {
    expect((await f.customer.get(`/api/admin/orders/${placed.slice(0, 8)}`)).status).toBe(403)
  })
})

const search = async (q: string) => {
  const res = await f.admin.get<AdminOrderPage>(`/api/admin/orders?q=${encodeURIComponent(q)}`)
  expect(res.status).toBe(200)
  return res.body.orders.map((o) => o.id).sort()
}

describe('the order search by WhatsApp digits', () => {
  it.each(['(21) 99876-5432', '21998765432', '99876 5432', '99876-5432', '+55 (21) 99876-5432'])(
    'finds the order shipping to 21998765432 with %s',
    async (q) => {
      expect(await search(q)).toEqual([bia])
    },
  )

  it('a word of digits with a name: both must match', async () => {
    expect(await search('bia 5432')).toEqual([bia])
    expect(await search('gêmeo 5432')).toEqual([])
    expect(await search('gemeo 8887')).toEqual([...TWINS].sort())
  })

  it('few digits, wildcards or nothing found: a list, never an error', async () => {
    expect(await search('543')).toEqual([])
    expect(await search('%_%')).toHaveLength(4)
    expect(await search('(99) 00000-0000')).toEqual([])
  })
})

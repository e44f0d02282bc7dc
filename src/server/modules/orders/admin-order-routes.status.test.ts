import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertProducts } from '#server/modules/products/product-repository.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'

let f: AdminFixture
let volante: string
let sobMedida: string
const UNKNOWN = '00000000-0000-4000-8000-000000000000'

beforeAll(async () => {
  f = await adminFixture()
  const rows = await insertProducts(f.t.database.db, [
    { name: 'Capa de Volante', priceCents: 18990, description: 'd', image: '/v.svg', stock: 100 },
    {
      name: 'Tapete Sob Medida',
      priceCents: 25000,
      description: 'd',
      image: '/t.svg',
      stock: 0,
      isCustomOrder: true,
    },
  ])
  ;[volante, sobMedida] = rows.map((r) => r.id) as [string, string]
})
afterAll(() => f.t.close())

const setStatus = (id: string, status: unknown) =>
  f.admin.request('PATCH', `/api/admin/orders/${id}/status`, { status })

/** An order of 3 volantes and 2 made-to-order mats; the volante stock is checked before and after. */
async function orderOfThree() {
  const before = (await f.stockOf(volante))!
  const id = await f.placeOrder([
    { productId: volante, quantity: 3 },
    { productId: sobMedida, quantity: 2 },
  ])
  expect(await f.stockOf(volante)).toBe(before - 3)
  return { id, before }
}

describe('PATCH /api/admin/orders/:id/status', () => {
  it('sets any status, in any order, and answers with the order', async () => {
    const { id } = await orderOfThree()
    for (const status of ['entregue', 'pago', 'enviado', 'pendente'] as const) {
      const res = await setStatus(id, status)
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ order: { id, status, customerName: 'Maria da Silva' } })
    }
  })

  it('refuses an unknown status with a pt-BR 400', async () => {
    const { id } = await orderOfThree()
    for (const status of ['perdido', '', 3, undefined]) {
      const res = await setStatus(id, status)
      expect(res.status).toBe(400)
      expect(res.body).toEqual({
        error: { code: 'validation', message: 'Status do pedido inválido.' },
      })
    }
  })

  it('cancelling a pendente order returns its regular stock once, even when cancelled twice', async () => {
    const { id, before } = await orderOfThree()
    expect((await setStatus(id, 'cancelado')).body).toMatchObject({
      order: { status: 'cancelado' },
    })
    expect(await f.stockOf(volante)).toBe(before)
    expect((await setStatus(id, 'cancelado')).status).toBe(200)
    expect(await f.stockOf(volante)).toBe(before)
    // Made-to-order products never took stock, so none comes back.
    expect(await f.stockOf(sobMedida)).toBe(0)
  })

  it('two cancels at the same time return the stock once', async () => {
    const { id, before } = await orderOfThree()
    const answers = await Promise.all([setStatus(id, 'cancelado'), setStatus(id, 'cancelado')])
    expect(answers.map((a) => a.status)).toEqual([200, 200])
    expect(await f.stockOf(volante)).toBe(before)
  })

  it('a cancelled order reopened takes its units again, and cancelled again returns them once', async () => {
    const { id, before } = await orderOfThree()
    await setStatus(id, 'cancelado')
    await setStatus(id, 'pendente')
    expect(await f.stockOf(volante)).toBe(before - 3)
    await setStatus(id, 'cancelado')
    expect(await f.stockOf(volante)).toBe(before)
  })

  it('cancelling a processando order returns its stock', async () => {
    const { id, before } = await orderOfThree()
    await setStatus(id, 'processando')
    await setStatus(id, 'cancelado')
    expect(await f.stockOf(volante)).toBe(before)
  })

  it('cancelling a pago order (a refund before shipping) returns its units', async () => {
    const { id, before } = await orderOfThree()
    await setStatus(id, 'pago')
    expect((await setStatus(id, 'cancelado')).status).toBe(200)
    expect(await f.stockOf(volante)).toBe(before)
  })

  it.each(['enviado', 'entregue'])(
    'cancelling an order that is %s keeps the stock taken: the parcel left',
    async (s) => {
      const { id, before } = await orderOfThree()
      await setStatus(id, s)
      expect((await setStatus(id, 'cancelado')).status).toBe(200)
      expect(await f.stockOf(volante)).toBe(before - 3)
    },
  )
})

describe('an unknown or malformed order id', () => {
  it.each([
    'nao-e-um-id',
    UNKNOWN,
    '3f2a9b1c',
    '00000000-0000-4000-8000-00000000000g',
    '%27%20or%201%3D1--',
    '%E2%80%AE',
    'x'.repeat(2000),
  ])('answers 404 for %s on every route', async (id) => {
    const notFound = { error: { code: 'order-not-found', message: 'Pedido não encontrado' } }
    for (const [method, body] of [
      ['GET', undefined],
      ['DELETE', undefined],
      ['PATCH', { status: 'pago' }],
      ['PUT', { trackingCode: 'BR1' }],
    ] as const) {
      const suffix = method === 'PATCH' ? '/status' : method === 'PUT' ? '/tracking' : ''
      const res = await f.admin.request(method, `/api/admin/orders/${id}${suffix}`, body)
      expect([method, res.status, res.body]).toEqual([method, 404, notFound])
    }
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminOrderPage } from '#domain/orders/admin-order-view.ts'
import { insertProducts } from '#server/modules/products/product-repository.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { insertManyOrders, registerBuyer } from '#server/testing/admin-order-fixtures.ts'

/**
 * GET /api/admin/orders: 45 orders of 45 customers ('Cliente h' ... one minute apart,
 * statuses in turn), then Maria's order (cliente@exemplo.com, pendente) and João's (pago), the
 * newest two. 47 orders.
 */

let f: AdminFixture
let maria: string
let joao: string

beforeAll(async () => {
  f = await adminFixture()
  const [product] = await insertProducts(f.t.database.db, [
    { name: 'Chaveiro', priceCents: 5000, description: 'd', image: '/c.svg', stock: 50 },
  ])
  await insertManyOrders(f.t.database.db, 45)
  maria = await f.placeOrder([{ productId: product!.id, quantity: 1 }])
  const buyer = await registerBuyer(f.t, 'joao.pereira@exemplo.com', 'João Pereira')
  joao = await buyer.placeOrder([{ productId: product!.id, quantity: 2 }])
  await f.admin.request('PATCH', `/api/admin/orders/${joao}/status`, { status: 'pago' })
})
afterAll(() => f.t.close())

const list = (query = '') => f.admin.get<AdminOrderPage>(`/api/admin/orders${query}`)
const names = (page: AdminOrderPage) => page.orders.map((o) => o.customerName)
/** The generated orders' names: n in the letters g to p. */
const cliente = (n: number) =>
  `Cliente ${String(n).replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!)}`
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => cliente(from + i))

/** 45 in turn through the six statuses (n % 6), plus Maria's pendente and João's pago. */
const ALL_COUNTS = {
  todos: 47,
  pendente: 8,
  processando: 8,
  pago: 9,
  enviado: 8,
  entregue: 7,
  cancelado: 7,
  'a-enviar': 9,
  desistencia: 0,
}
const NONE = {
  todos: 0,
  pendente: 0,
  processando: 0,
  pago: 0,
  enviado: 0,
  entregue: 0,
  cancelado: 0,
  'a-enviar': 0,
  desistencia: 0,
}

describe('the list, newest first, 20 a page', () => {
  it('page 1: the two newest orders, then the generated ones; every count', async () => {
    const res = await list()
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ page: 1, pageSize: 20, total: 47, counts: ALL_COUNTS })
    expect(names(res.body)).toEqual(['João Pereira', 'Maria da Silva', ...range(1, 18)])
    expect(res.body.orders[0]).toEqual({
      id: joao,
      shortId: joao.slice(0, 8),
      customerName: 'João Pereira',
      customerEmail: 'joao.pereira@exemplo.com',
      status: 'pago',
      totalCents: 9000,
      paymentMethod: 'pix',
      // The PIX charge Mercado Pago (here the simulated provider) made waits to be paid.
      paymentStatus: 'pending',
      trackingCode: null,
      refundDue: false,
      refunded: false,
      // What to pack (decision 046).
      lines: [{ name: 'Chaveiro', variantLabel: '', quantity: 2 }],
      withdrawalRequested: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    })
  })

  it('page 2 and page 3 follow on, without overlap', async () => {
    const second = await list('?page=2')
    expect(second.body).toMatchObject({ page: 2, total: 47, counts: ALL_COUNTS })
    expect(names(second.body)).toEqual(range(19, 38))
    const third = await list('?page=3')
    expect(names(third.body)).toEqual(range(39, 45))
  })

  it('page 99 is an empty page with the same counts and total, not an error', async () => {
    const res = await list('?page=99')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      orders: [],
      counts: ALL_COUNTS,
      page: 99,
      pageSize: 20,
      total: 47,
    })
  })
})

describe('the status filter', () => {
  it('lists only that status, with the counts of every filter unchanged', async () => {
    const res = await list('?status=pago')
    expect(res.body).toMatchObject({ total: 9, counts: ALL_COUNTS })
    expect(res.body.orders.map((o) => o.status)).toEqual(Array(9).fill('pago'))
    expect(names(res.body)).toEqual([
      'João Pereira',
      ...[2, 8, 14, 20, 26, 32, 38, 44].map(cliente),
    ])
  })

  it.each([
    ['pendente', 8],
    ['processando', 8],
    ['enviado', 8],
    ['entregue', 7],
    ['cancelado', 7],
    ['todos', 47],
  ])('%s: %i orders', async (status, total) => {
    const res = await list(`?status=${status}`)
    expect(res.body.total).toBe(total)
    expect(res.body.orders).toHaveLength(Math.min(total, 20))
    if (status !== 'todos')
      expect(new Set(res.body.orders.map((o) => o.status))).toEqual(new Set([status]))
  })

  it('pages within the filter: page 2 of the 8 pendentes is empty', async () => {
    const res = await list('?status=pendente&page=2')
    expect(res.body).toMatchObject({ orders: [], total: 8, page: 2 })
  })
})

describe('the search', () => {
  it("finds by the start of the id, in capitals or with the '#' the panel shows", async () => {
    for (const q of [
      maria.slice(0, 8),
      maria.slice(0, 8).toUpperCase(),
      `%23${maria.slice(0, 6)}`,
    ]) {
      const res = await list(`?q=${q}`)
      expect(res.body.orders.map((o) => o.id)).toContain(maria)
      expect(res.body.orders.every((o) => o.id.startsWith(maria.slice(0, 6)))).toBe(true)
    }
    const whole = await list(`?q=${maria}`)
    expect(whole.body.orders.map((o) => o.id)).toEqual([maria])
    expect(whole.body.counts).toEqual({ ...NONE, todos: 1, pendente: 1 })
  })

  it('finds by the name it ships to, anywhere, every word in any order, case and accents ignored', async () => {
    for (const q of ['PEREIRA', 'joao', 'pereira%20jo%C3%A3o', 'JO%C3%83O%20p']) {
      const res = await list(`?q=${q}`)
      expect(res.body.orders.map((o) => o.id)).toEqual([joao])
      expect(res.body).toMatchObject({
        total: 1,
        counts: { ...NONE, todos: 1, pago: 1, 'a-enviar': 1 },
      })
    }
    const silva = await list('?q=maria%20silva')
    expect(silva.body.orders.map((o) => o.id)).toEqual([maria])
  })

  it("finds by the buyer's email", async () => {
    const res = await list('?q=joao.pereira@')
    expect(res.body.orders.map((o) => o.id)).toEqual([joao])
  })

  it('counts each status for the same search, and filters within it', async () => {
    // 'cliente' is in the 45 generated names and in Maria's email (cliente@exemplo.com).
    const res = await list('?q=cliente&status=pendente')
    expect(res.body.counts).toEqual({ ...ALL_COUNTS, todos: 46, pago: 8, 'a-enviar': 8 })
    expect(res.body.total).toBe(8)
    expect(names(res.body)).toEqual(['Maria da Silva', ...[6, 12, 18, 24, 30, 36, 42].map(cliente)])
  })

  it.each(["'; drop table orders; --", 'zzzz', 'joao zzzz'])(
    'takes %j as words: nothing matches, every count is 0',
    async (q) => {
      const res = await list(`?q=${encodeURIComponent(q)}`)
      expect(res.status).toBe(200)
      expect(res.body).toEqual({ orders: [], counts: NONE, page: 1, pageSize: 20, total: 0 })
    },
  )

  it.each(['%', '_', '\\', '%_%'])('takes %j as no search at all, as a blank one', async (q) => {
    const res = await list(`?q=${encodeURIComponent(q)}`)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ total: 47, counts: ALL_COUNTS })
  })

  it('a blank search lists everything', async () => {
    expect((await list('?q=%20%20')).body.total).toBe(47)
  })
})

describe('a filter or page out of range is read as its default', () => {
  it.each([
    '?status=perdido',
    '?status=',
    '?status[]=pago',
    '?page=0',
    '?page=-3',
    '?page=abc',
    '?page=1.5',
    '?page=100001',
    '?status=todos&status=pago',
  ])('%s: the first page of every order', async (query) => {
    const res = await list(query)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ page: 1, total: 47, counts: ALL_COUNTS })
    expect(res.body.orders).toHaveLength(20)
  })

  it('a search longer than 100 characters is cut, not refused', async () => {
    const res = await list(`?q=${'Pereira'.padEnd(300, 'x')}`)
    expect(res.status).toBe(200)
    expect(res.body.total).toBe(0)
  })
})

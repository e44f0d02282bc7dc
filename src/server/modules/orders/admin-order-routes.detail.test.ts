import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminOrderDetail } from '#domain/orders/admin-order-view.ts'
import { TERMS_VERSION } from '#domain/schemas/custom-project.ts'
import { users } from '#server/db/schema/accounts.ts'
import { orders } from '#server/db/schema/orders.ts'
import { insertProducts } from '#server/modules/products/product-repository.ts'
import { addAdmin, adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { registerBuyer, type Buyer } from '#server/testing/admin-order-fixtures.ts'
import { TestClient } from '#server/testing/test-client.ts'

/**
 * GET /api/admin/orders/:id: everything the owner needs to pack and ship one order.
 * Ana buys 2 Chaveiros (R$ 50,00), a 'Sob encomenda' mat of the catalog (R$ 80,00) and the
 * project made for her (R$ 250,00) by PIX; the owner marks it paid, then sends it.
 */

let f: AdminFixture
let ana: Buyer
let chaveiro: string
let tapete: string
let order: string

type Detail = { order: AdminOrderDetail }

beforeAll(async () => {
  f = await adminFixture()
  const rows = await insertProducts(f.t.database.db, [
    { name: 'Chaveiro', priceCents: 5000, description: 'd', image: '/c.svg', stock: 10 },
    {
      name: 'Tapete Sob Encomenda',
      priceCents: 8000,
      description: 'd',
      image: '/t.svg',
      stock: 0,
      isCustomOrder: true,
    },
  ])
  ;[chaveiro, tapete] = rows.map((r) => r.id) as [string, string]
  ana = await registerBuyer(f.t, 'ana.souza@exemplo.com', 'Ana Souza')
  const project = await f.admin.post<{ project: { id: string } }>('/api/admin/projects', {
    name: 'Volante Exclusivo',
    priceCents: 25000,
    category: 'Volantes',
    image: 'https://cdn.exemplo.com/volante.jpg',
    description: 'Volante costurado à mão',
    clientId: ana.id,
  })
  await ana.client.post(`/api/projects/${project.body.project.id}/accept`, { accepted: true })
  order = await ana.placeOrder(
    [
      { productId: chaveiro, quantity: 2 },
      { productId: tapete, quantity: 1 },
    ],
    { projectIds: [project.body.project.id], address: { complement: 'Apto 12' } },
  )
  await f.admin.request('PATCH', `/api/admin/orders/${order}/status`, { status: 'pago' })
  await f.admin.request('PUT', `/api/admin/orders/${order}/tracking`, {
    trackingCode: 'BR123456789BR',
  })
})
afterAll(() => f.t.close())

const detail = (id: string) => f.admin.get<Detail>(`/api/admin/orders/${id}`)
const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)

describe('GET /api/admin/orders/:id', () => {
  it('answers the summary the list shows, and the money: subtotal, PIX discount, freight, total', async () => {
    const res = await detail(order)
    expect(res.status).toBe(200)
    expect(res.body.order).toMatchObject({
      id: order,
      shortId: order.slice(0, 8),
      customerName: 'Ana Souza',
      customerEmail: 'ana.souza@exemplo.com',
      status: 'enviado',
      trackingCode: 'BR123456789BR',
      paymentMethod: 'pix',
      // The PIX charge Mercado Pago (here the simulated provider) made waits to be paid.
      paymentStatus: 'pending',
      refundDue: false,
      createdAt: ISO,
      // 2 x 50,00 + 80,00 + 250,00 = 430,00; PIX 10% off.
      subtotalCents: 43000,
      discountCents: 4300,
      shippingCostCents: 0,
      totalCents: 38700,
      paymentId: expect.stringMatching(/^sim-pix-/),
      shippingDate: ISO,
    })
  })

  it('lists the items with image, quantity, unit price and line total; the project is made to order, with its terms', async () => {
    const { items } = (await detail(order)).body.order
    expect(items).toEqual([
      {
        productId: chaveiro,
        name: 'Chaveiro',
        variantLabel: '',
        image: '/c.svg',
        quantity: 2,
        unitPriceCents: 5000,
        lineTotalCents: 10000,
        madeToOrder: false,
        termsAcceptance: null,
      },
      {
        productId: tapete,
        name: 'Tapete Sob Encomenda',
        variantLabel: '',
        image: '/t.svg',
        quantity: 1,
        unitPriceCents: 8000,
        lineTotalCents: 8000,
        // A catalog product sold 'Sob encomenda' is not a project made for this client.
        madeToOrder: false,
        termsAcceptance: null,
      },
      {
        productId: expect.any(String),
        name: 'Volante Exclusivo',
        variantLabel: '',
        image: 'https://cdn.exemplo.com/volante.jpg',
        quantity: 1,
        unitPriceCents: 25000,
        lineTotalCents: 25000,
        madeToOrder: true,
        termsAcceptance: { version: TERMS_VERSION, acceptedAt: ISO },
      },
    ])
  })

  it('gives the address with the CEP as 01310-100, and the customer with a chat link naming the order', async () => {
    const { address, customer } = (await detail(order)).body.order
    expect(address).toEqual({
      name: 'Ana Souza',
      street: 'Avenida Paulista',
      number: '1000',
      complement: 'Apto 12',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      cep: '01310-100',
    })
    expect(customer).toEqual({
      name: 'Ana Souza',
      email: 'ana.souza@exemplo.com',
      whatsapp: '11987654321',
      chatUrl: expect.stringMatching(/^https:\/\/wa\.me\/5511987654321\?text=/),
    })
    const text = new URL(customer.chatUrl!).searchParams.get('text')
    expect(text).toBe(`Olá, Ana Souza! Sobre o seu pedido #${order.slice(0, 8)} na Vitrine Teste:`)
  })

  it('shows the timeline oldest first, with the admin who moved it, and when it was paid', async () => {
    const res = (await detail(order)).body.order
    expect(res.timeline).toEqual([
      { fromStatus: null, toStatus: 'pendente', actor: 'customer', adminEmail: null, at: ISO },
      {
        fromStatus: 'pendente',
        toStatus: 'pago',
        actor: 'owner',
        adminEmail: 'dona@vitrine.test',
        at: ISO,
      },
      {
        fromStatus: 'pago',
        toStatus: 'enviado',
        actor: 'owner',
        adminEmail: 'dona@vitrine.test',
        at: ISO,
      },
    ])
    expect(res.paidAt).toBe(res.timeline[1]!.at)
  })

  it('lists the stock movements the order caused, with the product names', async () => {
    const { movements } = (await detail(order)).body.order
    expect(movements.map((m) => [m.productName, m.quantity, m.reason])).toEqual([
      ['Chaveiro', -2, 'sale'],
      ['Volante Exclusivo', 1, 'project_materialised'],
    ])
    expect(movements[0]).toMatchObject({ productId: chaveiro, at: ISO })
  })

  it("names the provider's payment id, and paidAt follows the last time the order became 'pago'", async () => {
    await f.t.database.db
      .update(orders)
      .set({ mercadoPagoPaymentId: '1234567890' })
      .where(eq(orders.id, order))
    await f.admin.request('PATCH', `/api/admin/orders/${order}/status`, { status: 'pago' })
    const res = (await detail(order)).body.order
    expect(res.paymentId).toBe('1234567890')
    expect(res.timeline).toHaveLength(4)
    expect(res.paidAt).toBe(res.timeline[3]!.at)
  })

  it('an order without a discount, address or buyer: no chat link, the fallback name', async () => {
    const [bare] = await f.t.database.db
      .insert(orders)
      .values({ subtotalCents: 100, totalCents: 100, paymentMethod: 'mercadopago' })
      .returning()
    const res = (await detail(bare!.id)).body.order
    expect(res).toMatchObject({
      customerName: 'Nome não disponível',
      customerEmail: null,
      discountCents: 0,
      address: null,
      customer: { name: 'Nome não disponível', email: null, whatsapp: null, chatUrl: null },
      items: [],
      timeline: [],
      movements: [],
      paidAt: null,
      shippingDate: null,
    })
  })

  it('keeps the timeline of an admin account deleted since, without its email', async () => {
    await addAdmin(f.t.database.db, { email: 'socia@vitrine.test', password: 'socia-123' })
    const socia = new TestClient(f.t)
    await socia.post('/api/auth/login', { email: 'socia@vitrine.test', password: 'socia-123' })
    const id = await ana.placeOrder([{ productId: chaveiro, quantity: 1 }])
    await socia.request('PATCH', `/api/admin/orders/${id}/status`, { status: 'cancelado' })
    await f.t.database.db.delete(users).where(eq(users.email, 'socia@vitrine.test'))
    const res = (await detail(id)).body.order
    expect(res.timeline.at(-1)).toMatchObject({
      toStatus: 'cancelado',
      actor: 'owner',
      adminEmail: null,
    })
    expect(res.movements.map((m) => [m.reason, m.quantity])).toEqual([
      ['sale', -1],
      ['cancel', 1],
    ])
  })

  // Unknown and malformed ids: admin-order-routes.status.test.ts, with every route of an order.
  it('answers 404 for an order deleted meanwhile', async () => {
    const notFound = { error: { code: 'order-not-found', message: 'Pedido não encontrado' } }
    const id = await ana.placeOrder([{ productId: chaveiro, quantity: 1 }])
    expect((await detail(id)).status).toBe(200)
    expect((await f.admin.request('DELETE', `/api/admin/orders/${id}`)).status).toBe(204)
    const res = await detail(id)
    expect([res.status, res.body]).toEqual([404, notFound])
  })
})

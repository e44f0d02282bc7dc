import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminOrderDetail } from '#domain/orders/admin-order-view.ts'
import { TERMS_VERSION } from '#domain/schemas/custom-project.ts'
import { products } from '#server/db/schema/catalog.ts'
import { customProducts } from '#server/db/schema/custom-projects.ts'
import { orderItems, orders } from '#server/db/schema/orders.ts'
import { productOptions, productVariants } from '#server/db/schema/variants.ts'
import { insertProducts } from '#server/modules/products/product-repository.ts'
import { projectFixture, type ProjectFixture } from '#server/testing/project-fixtures.ts'
import { ADDRESS, type TestClient } from '#server/testing/test-client.ts'

let f: ProjectFixture
let chaveiro: string
beforeAll(async () => {
  f = await projectFixture()
  const [row] = await insertProducts(f.t.database.db, [
    { name: 'Chaveiro', priceCents: 4990, description: 'd', image: '/c.svg', stock: 1 },
  ])
  chaveiro = row!.id
})
afterAll(() => f.t.close())

const db = () => f.t.database.db
const counts = async () => [
  await db().$count(orders),
  await db().$count(products),
  await db().$count(customProducts),
]
async function acceptedProject(client: TestClient, clientId: string, name = 'Tapete') {
  const id = await f.createProject(clientId, { name })
  await client.post(`/api/projects/${id}/accept`, { accepted: true })
  return id
}
const checkout = (client: TestClient, body: Record<string, unknown>) =>
  client.post<{ order: { id: string; totalCents: number; discountCents: number } }>('/api/orders', {
    address: ADDRESS,
    paymentMethod: 'pix',
    items: [],
    ...body,
  })

describe('checkout with custom projects', () => {
  it('keeps a bought project out of the store: not listed, not shown, not sold again', async () => {
    const id = await acceptedProject(f.ana, f.anaId, 'Volante Exclusivo')
    const res = await checkout(f.ana, { projectIds: [id] })
    expect(res.status).toBe(201)
    const [made] = await db().select().from(products).where(eq(products.name, 'Volante Exclusivo'))
    expect(made?.madeForClient).toBe(true)

    const list = await f.visitor.get<{ items: { id: string }[] }>('/api/products?limit=50')
    expect(list.body.items.map((p) => p.id)).not.toContain(made?.id)
    expect((await f.visitor.get(`/api/products/${made?.id}`)).status).toBe(404)

    const before = await counts()
    const again = await checkout(f.bia, { items: [{ productId: made?.id, quantity: 1 }] })
    expect(again.status).toBe(400)
    expect(await counts()).toEqual(before)
  })

  it('turns an accepted project into a made-to-order product of the order, at the DB price', async () => {
    const id = await acceptedProject(f.ana, f.anaId)
    const res = await checkout(f.ana, {
      items: [{ productId: chaveiro, quantity: 1 }],
      projectIds: [id],
      // Whatever the browser claims about prices is ignored.
      projects: [{ id, priceCents: 1 }],
      totalCents: 1,
    })
    expect(res.status).toBe(201)
    // PIX 10% off regular + custom together: (49,90 + 250,00) x 0.9 = 269,91
    expect(res.body.order).toMatchObject({ totalCents: 26991, discountCents: 2999 })

    const items = await db()
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, res.body.order.id))
    const custom = items.find((i) => i.productName === 'Tapete')
    expect(custom).toMatchObject({ quantity: 1, unitPriceCents: 25000 })
    expect(custom?.termsAcceptance).toMatchObject({ version: TERMS_VERSION })
    expect(Date.parse(custom?.termsAcceptance?.acceptedAt ?? '')).not.toBeNaN()
    expect(items.find((i) => i.productName === 'Chaveiro')?.termsAcceptance).toBeNull()

    const [product] = await db()
      .select()
      .from(products)
      .where(eq(products.id, custom?.productId ?? ''))
    expect(product).toMatchObject({
      name: 'Tapete',
      priceCents: 25000,
      category: 'Tapetes',
      image: 'https://cdn.exemplo.com/tapete.jpg',
      description: 'Tapete bordado à mão',
      stock: 1,
      isCustomOrder: true,
      madeForClient: true,
    })
    expect(await db().$count(customProducts, eq(customProducts.id, id))).toBe(0)
    expect((await f.ana.get<{ projects: unknown[] }>('/api/projects')).body.projects).toEqual([])
  })

  it('makes a product of one variant, its own, without options (decision 053)', async () => {
    const id = await acceptedProject(f.ana, f.anaId, 'Painel Exclusivo')
    const res = await checkout(f.ana, { projectIds: [id] })
    expect(res.status).toBe(201)
    const [line] = await db()
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, res.body.order.id))
    const made = line!.productId
    expect(line).toMatchObject({ variantId: made, variantLabel: '' })
    expect(
      await db().select().from(productVariants).where(eq(productVariants.productId, made)),
    ).toEqual([expect.objectContaining({ id: made, valueIds: [], label: '', stock: 1 })])
    expect(await db().$count(productOptions, eq(productOptions.productId, made))).toBe(0)
    const detail = await f.admin.get<{ order: AdminOrderDetail }>(
      `/api/admin/orders/${res.body.order.id}`,
    )
    expect(detail.body.order.items).toEqual([
      expect.objectContaining({ name: 'Painel Exclusivo', variantLabel: '', madeToOrder: true }),
    ])
  })

  it('accepts a cart of projects only; an empty cart is still refused', async () => {
    const id = await acceptedProject(f.ana, f.anaId, 'Capa')
    const res = await checkout(f.ana, { projectIds: [id], paymentMethod: 'mercadopago' })
    expect(res.status).toBe(201)
    expect(res.body.order.totalCents).toBe(25000)
    const empty = await checkout(f.ana, { projectIds: [] })
    expect(empty.status).toBe(400)
    expect(empty.body).toMatchObject({ error: { message: 'Seu carrinho está vazio' } })
  })

  it.each([
    ['not accepted', () => f.createProject(f.anaId)],
    ["another customer's", () => acceptedProject(f.bia, f.biaId)],
    [
      'deleted',
      async () => {
        const id = await acceptedProject(f.ana, f.anaId)
        await f.admin.request('DELETE', `/api/admin/projects/${id}`)
        return id
      },
    ],
    ['unknown', async () => '00000000-0000-4000-8000-000000000000'],
  ])('refuses a %s project with a pt-BR 400 and writes nothing', async (_, make) => {
    const accepted = await acceptedProject(f.ana, f.anaId, 'Aceito')
    const bad = await make()
    const before = await counts()
    const res = await checkout(f.ana, { projectIds: [accepted, bad] })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({
      error: {
        message: 'Um projeto do seu carrinho não está mais disponível. Atualize o carrinho.',
      },
    })
    expect(await counts()).toEqual(before)
    await f.ana.request('DELETE', `/api/projects/${accepted}`)
  })

  it('keeps the project when the order fails for another reason (one transaction)', async () => {
    const id = await acceptedProject(f.ana, f.anaId)
    const before = await counts()
    const res = await checkout(f.ana, {
      items: [{ productId: chaveiro, quantity: 1 }], // sold out by the first test
      projectIds: [id],
    })
    expect(res.status).toBe(409)
    expect(await counts()).toEqual(before)
  })
})

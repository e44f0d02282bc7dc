import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AdminProductDetail, Product, ProductDetail, ProductPage } from '#domain/product.ts'
import { products } from '#server/db/schema/catalog.ts'
import { productLeads } from '#server/db/schema/leads.ts'
import { orders } from '#server/db/schema/orders.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { PRODUCT_INPUT, productEdit, seedProduct } from '#server/testing/product-fixtures.ts'

let f: AdminFixture
beforeAll(async () => {
  f = await adminFixture()
})
afterAll(() => f.t.close())
// Each test starts from an empty catalog (orders first: their items hold on to products).
beforeEach(async () => {
  await f.t.database.db.delete(orders)
  await f.t.database.db.delete(products)
})

const db = () => f.t.database.db
const productRows = () => db().select().from(products)
const UNKNOWN = '7d3b6c1e-0000-4000-8000-000000000000'
type ProductAnswer = { product: AdminProductDetail }
/** What the product page shows of an admin's product: all but the version and 'Oculto da loja'. */
const inStore = (product: AdminProductDetail): ProductDetail => {
  const { version, hidden, ...shown } = product
  expect(version).toBeGreaterThan(0)
  expect(hidden).toBe(false)
  return shown
}
/**
 * What the store's list shows of it: no photos either (a card shows the cover, `image`), nor its
 * options and variants (their summary only).
 */
const listed = (product: AdminProductDetail): Product => {
  const { photos, options, variants, ...shown } = inStore(product)
  expect(options).toEqual([])
  expect(variants).toHaveLength(1)
  expect(photos[0]?.url).toBe(shown.image)
  return shown
}
type ErrorAnswer = { error: { code: string; message: string } }

async function create(changes: Record<string, unknown> = {}) {
  const res = await f.admin.post<ProductAnswer>('/api/admin/products', {
    ...PRODUCT_INPUT,
    ...changes,
  })
  if (res.status !== 201) throw new Error(`not created: ${JSON.stringify(res.body)}`)
  return res.body.product
}

describe('who may call the admin product routes', () => {
  it.each([
    ['GET', '/api/admin/products', undefined],
    ['POST', '/api/admin/products', PRODUCT_INPUT],
    ['PATCH', `/api/admin/products/${UNKNOWN}`, productEdit({ version: 1, stock: 0 })],
    ['GET', `/api/admin/products/${UNKNOWN}/movements`, undefined],
    ['GET', `/api/admin/products/${UNKNOWN}`, undefined],
    ['DELETE', `/api/admin/products/${UNKNOWN}`, undefined],
    ['PUT', `/api/admin/products/${UNKNOWN}/visibility`, { hidden: true }],
  ])('%s %s: visitor 401, customer 403, nothing changed', async (method, path, body) => {
    const existing = await seedProduct(db())
    const id = path.replace(UNKNOWN, () => existing.id)
    expect((await f.visitor.request(method, id, body)).status).toBe(401)
    expect((await f.customer.request(method, id, body)).status).toBe(403)
    expect(await productRows()).toEqual([existing])
  })
})

describe('POST /api/admin/products', () => {
  it('adds the product, which the store lists and shows at once', async () => {
    const res = await f.admin.post<ProductAnswer>('/api/admin/products', {
      ...PRODUCT_INPUT,
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    })
    expect(res.status).toBe(201)
    const { product } = res.body
    expect(product).toMatchObject({
      ...PRODUCT_INPUT,
      id: expect.any(String),
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      shortDescription: PRODUCT_INPUT.description,
    })
    expect(product.version).toBe(1)
    expect((await f.visitor.get<Product>(`/api/products/${product.id}`)).body).toEqual(
      inStore(product),
    )
    expect((await f.visitor.get<ProductPage>('/api/products')).body.items).toEqual([
      listed(product),
    ])
  })

  it.each([
    [{ name: ' ' }, 'Nome é obrigatório'],
    [{ priceCents: undefined }, 'Preço é obrigatório'],
    [{ priceCents: -1 }, 'Preço deve ser positivo'],
    [{ priceCents: 10.5 }, 'Preço inválido'],
    [{ category: '' }, 'Categoria é obrigatória'],
    [{ stock: undefined }, 'Estoque é obrigatório'],
    [{ stock: -1 }, 'Estoque deve ser positivo'],
    [{ stock: 1.5 }, 'Estoque deve ser um número inteiro'],
    [{ image: '' }, 'URL da imagem é obrigatória'],
    [{ image: 'javascript:alert(1)' }, 'URL inválida'],
    [{ description: '' }, 'Descrição é obrigatória'],
    [{ videoUrl: 'https://youtu.be/dQw4w9WgXc' }, 'Link do YouTube inválido'],
  ])('answers 400 for %o and stores nothing', async (change, message) => {
    const res = await f.admin.post('/api/admin/products', { ...PRODUCT_INPUT, ...change })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ error: { code: 'validation', message } })
    expect(await productRows()).toHaveLength(0)
  })

  it('answers 400, not 5xx, for a body that is not JSON', async () => {
    const res = await f.admin.request('POST', '/api/admin/products', undefined, {
      'content-type': 'application/json',
    })
    expect(res.status).toBe(400)
  })
})

describe('PATCH /api/admin/products/:id', () => {
  it('replaces the fields; the product page and the store list show it at once', async () => {
    const before = await create()
    await f.visitor.get(`/api/products/${before.id}`)
    const changes = {
      ...PRODUCT_INPUT,
      name: 'Capa Premium',
      priceCents: 12990,
      stock: 0,
      isCustomOrder: true,
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
    }
    const res = await f.admin.request<ProductAnswer>(
      'PATCH',
      `/api/admin/products/${before.id}`,
      productEdit(before, changes),
    )
    expect(res.status).toBe(200)
    expect(res.body.product).toEqual({
      ...before,
      ...changes,
      version: 2,
      shortDescription: before.description,
      variantSummary: { ...before.variantSummary, lowestPriceCents: 12990, anyInStock: false },
      variants: [{ ...before.variants[0], stock: 0 }],
      // The one typed image, described by the product's new name (no alt text was typed).
      photos: [{ photo: null, url: PRODUCT_INPUT.image, alt: 'Capa Premium', widths: [] }],
    })
    expect((await f.visitor.get<Product>(`/api/products/${before.id}`)).body).toEqual(
      inStore(res.body.product),
    )
    expect((await f.visitor.get<ProductPage>('/api/products')).body.items).toEqual([
      listed(res.body.product),
    ])
  })

  it('bumps updated_at and keeps created_at (the list order)', async () => {
    const old = new Date('2025-01-01T00:00:00Z')
    const seeded = await seedProduct(db(), { createdAt: old, updatedAt: old })
    const { id } = seeded
    await f.admin.request('PATCH', `/api/admin/products/${id}`, productEdit(seeded))
    const [row] = await db().select().from(products).where(eq(products.id, id))
    expect(row?.createdAt).toEqual(old)
    expect(row?.updatedAt.getTime()).toBeGreaterThan(old.getTime())
  })

  it('clears the video when the form sends none', async () => {
    const before = await create({ videoUrl: 'https://youtu.be/dQw4w9WgXcQ' })
    const res = await f.admin.request<ProductAnswer>(
      'PATCH',
      `/api/admin/products/${before.id}`,
      productEdit(before, { videoUrl: '' }),
    )
    expect(res.body.product.videoUrl).toBeNull()
  })

  it('answers 400 with the form message and changes nothing', async () => {
    const before = await create()
    const res = await f.admin.request(
      'PATCH',
      `/api/admin/products/${before.id}`,
      productEdit(before, { priceCents: -1 }),
    )
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ error: { code: 'validation', message: 'Preço deve ser positivo' } })
    expect((await f.visitor.get<Product>(`/api/products/${before.id}`)).body).toEqual(
      inStore(before),
    )
  })

  it.each([
    ['an unknown id', async () => UNKNOWN],
    ['a malformed id', async () => 'nao-e-uuid'],
    ["a client's own project", async () => (await seedProduct(db(), { madeForClient: true })).id],
  ])('answers 404 "Produto não encontrado" for %s', async (_, id) => {
    const target = await id()
    const before = await productRows()
    const edit = productEdit({ version: 1, stock: 0 })
    const res = await f.admin.request('PATCH', `/api/admin/products/${target}`, edit)
    expect(res.status).toBe(404)
    expect(res.body).toEqual({
      error: { code: 'product-not-found', message: 'Produto não encontrado' },
    })
    expect(await productRows()).toEqual(before)
  })
})

describe('DELETE /api/admin/products/:id', () => {
  it('deletes the product and its leads', async () => {
    const product = await create({ stock: 0 })
    const lead = { productId: product.id, whatsapp: '(11) 98765-4321', carInfo: 'Gol 2015' }
    expect((await f.visitor.post('/api/leads', lead)).status).toBe(201)
    const res = await f.admin.request('DELETE', `/api/admin/products/${product.id}`)
    expect(res.status).toBe(204)
    expect(await productRows()).toHaveLength(0)
    expect(await db().select().from(productLeads)).toHaveLength(0)
    expect((await f.visitor.get(`/api/products/${product.id}`)).status).toBe(404)
  })

  it('answers 409 with the spec message for a product in an order, and keeps it', async () => {
    const product = await create()
    await f.placeOrder([{ productId: product.id, quantity: 1 }])
    const res = await f.admin.request<ErrorAnswer>('DELETE', `/api/admin/products/${product.id}`)
    expect(res.status).toBe(409)
    expect(res.body).toEqual({
      error: {
        code: 'product-in-orders',
        message:
          'Este produto não pode ser excluído porque está associado a pedidos existentes. Para excluir este produto, primeiro remova-o de todos os pedidos relacionados.',
      },
    })
    expect((await f.visitor.get(`/api/products/${product.id}`)).status).toBe(200)
  })

  it.each([
    ['an unknown id', async () => UNKNOWN],
    ['a malformed id', async () => "1'%20or%20'1'='1"],
    ["a client's own project", async () => (await seedProduct(db(), { madeForClient: true })).id],
  ])('answers 404 "Produto não encontrado" for %s, deleting nothing', async (_, id) => {
    const target = await id()
    await seedProduct(db())
    const before = await productRows()
    const res = await f.admin.request('DELETE', `/api/admin/products/${target}`)
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({ error: { message: 'Produto não encontrado' } })
    expect(await productRows()).toEqual(before)
  })
})

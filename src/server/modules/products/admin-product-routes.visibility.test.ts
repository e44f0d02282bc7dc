import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminProductDetail, CatalogPage, Product } from '#domain/product.ts'
import { CHECKOUT_MESSAGES } from '#domain/schemas/checkout.ts'
import { LEAD_MESSAGES } from '#domain/schemas/lead.ts'
import { PRODUCT_FORM_MESSAGES } from '#domain/schemas/product-form.ts'
import { productLeads } from '#server/db/schema/leads.ts'
import { orders } from '#server/db/schema/orders.ts'
import { adminFixtureOn, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { productEdit, seedProduct } from '#server/testing/product-fixtures.ts'
import { createRenderedShop } from '#server/testing/rendered-shop.ts'
import { ADDRESS } from '#server/testing/test-client.ts'

let f: AdminFixture
beforeAll(async () => {
  f = await adminFixtureOn(await createRenderedShop())
})
afterAll(() => f.t.close())

const db = () => f.t.database.db
type ProductAnswer = { product: AdminProductDetail }
type ErrorAnswer = { error: { code: string; message: string } }
const setHidden = (id: string, hidden: unknown) =>
  f.admin.request<ProductAnswer & ErrorAnswer>('PUT', `/api/admin/products/${id}/visibility`, {
    hidden,
  })

/** What a customer finds of the product: the store's list, a search, the chips, its page. */
async function storeView(product: { id: string; name: string }) {
  const ids = (page: CatalogPage<Product>) => page.items.map((p) => p.id)
  const list = await f.visitor.get<CatalogPage<Product>>('/api/products')
  const search = await f.visitor.get<CatalogPage<Product>>(
    `/api/products?q=${encodeURIComponent('bordado lilás')}`,
  )
  const chips = await f.visitor.get<{ categories: string[] }>('/api/products/categories')
  const api = await f.visitor.get<ErrorAnswer>(`/api/products/${product.id}`)
  const page = await f.t.app.request(`/product/${product.id}`)
  const html = await page.text()
  const siteMap = await (await f.t.app.request('/sitemap.xml')).text()
  return {
    listed: ids(list.body).includes(product.id),
    found: ids(search.body).includes(product.id),
    chips: chips.body.categories,
    api: { status: api.status, message: api.body.error?.message },
    page: {
      status: page.status,
      notFound: html.includes('Produto não encontrado'),
      named: html.includes(product.name),
      jsonLd: html.includes('application/ld+json') && html.includes('"Product"'),
    },
    inSiteMap: siteMap.includes(product.id),
  }
}

describe("'Ocultar da loja': a product orders name leaves the store and keeps its history", () => {
  it('refuses the delete with the specification’s text, hides, then shows it again', async () => {
    const shown = await seedProduct(db(), {
      name: 'Tapete Lilás Bordado',
      category: 'Tapetes Lilás',
      stock: 5,
    })
    await f.placeOrder([{ productId: shown.id, quantity: 1 }])
    const deleted = await f.admin.request<ErrorAnswer>('DELETE', `/api/admin/products/${shown.id}`)
    expect(deleted.status).toBe(409)
    expect(deleted.body.error.message).toBe(PRODUCT_FORM_MESSAGES.inOrders)

    const before = await storeView(shown)
    expect(before).toMatchObject({ listed: true, found: true, inSiteMap: true })
    expect(before.chips).toContain('Tapetes Lilás')
    expect(before.page).toMatchObject({ status: 200, named: true, jsonLd: true })

    const hidden = await setHidden(shown.id, true)
    expect(hidden.status).toBe(200)
    expect(hidden.body.product).toMatchObject({ id: shown.id, hidden: true, version: 1 })

    expect(await storeView(shown)).toEqual({
      listed: false,
      found: false,
      chips: expect.not.arrayContaining(['Tapetes Lilás']) as string[],
      api: { status: 404, message: 'Produto não encontrado' },
      page: { status: 404, notFound: true, named: false, jsonLd: false },
      inSiteMap: false,
    })

    // The owner still has it: in 'Produtos' (marked), its form, its movements, a save.
    const list = await f.admin.get<CatalogPage<AdminProductDetail>>('/api/admin/products')
    expect(list.body.items.find((p) => p.id === shown.id)).toMatchObject({ hidden: true })
    const one = await f.admin.get<ProductAnswer>(`/api/admin/products/${shown.id}`)
    expect(one.body.product.hidden).toBe(true)
    const moves = await f.admin.get(`/api/admin/products/${shown.id}/movements`)
    expect(moves.status).toBe(200)
    const saved = await f.admin.request<ProductAnswer>(
      'PATCH',
      `/api/admin/products/${shown.id}`,
      productEdit(
        { version: 1, stock: 4 },
        { name: 'Tapete Lilás Bordado', category: 'Tapetes Lilás' },
      ),
    )
    expect(saved.status).toBe(200)
    // A save of the form never shows it again.
    expect(saved.body.product).toMatchObject({ hidden: true, version: 2 })

    expect((await setHidden(shown.id, false)).body.product.hidden).toBe(false)
    const after = await storeView(shown)
    expect(after).toMatchObject({ listed: true, found: true, inSiteMap: true })
    expect(after.page.status).toBe(200)
  })

  it('a cart holding it cannot buy it, nor leave a WhatsApp for it: pt-BR, nothing written', async () => {
    const product = await seedProduct(db(), { name: 'Capa Oculta', stock: 3 })
    await setHidden(product.id, true)
    const ordersBefore = (await db().select().from(orders)).length
    const bought = await f.customer.post<ErrorAnswer>('/api/orders', {
      items: [{ productId: product.id, quantity: 1 }],
      address: ADDRESS,
      paymentMethod: 'pix',
    })
    expect(bought.status).toBe(400)
    expect(bought.body.error.message).toBe(CHECKOUT_MESSAGES.productGone)
    expect((await db().select().from(orders)).length).toBe(ordersBefore)
    expect(await f.stockOf(product.id)).toBe(3)
    const lead = await f.visitor.post<ErrorAnswer>('/api/leads', {
      productId: product.id,
      whatsapp: '11987654321',
      carInfo: 'Onix 2022',
    })
    // The answer 'Avise-me' gives a product that is gone.
    expect(lead.status).toBe(400)
    expect(lead.body.error.message).toBe(LEAD_MESSAGES.product)
    expect(await db().select().from(productLeads)).toEqual([])
  })

  it('refuses a body that is not a yes or no, an unknown or malformed id, and changes nothing', async () => {
    const product = await seedProduct(db(), { name: 'Chaveiro' })
    for (const hidden of ['sim', 1, null, undefined]) {
      const res = await setHidden(product.id, hidden)
      expect(res.status).toBe(400)
      expect(JSON.stringify(res.body)).toContain(PRODUCT_FORM_MESSAGES.visibility)
    }
    for (const id of ['7d3b6c1e-0000-4000-8000-000000000000', 'nao-e-um-id']) {
      const res = await setHidden(id, true)
      expect(res.status).toBe(404)
      expect(res.body.error.message).toBe('Produto não encontrado')
    }
    const one = await f.admin.get<ProductAnswer>(`/api/admin/products/${product.id}`)
    expect(one.body.product.hidden).toBe(false)
  })
})

import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminProduct, CatalogPage, Product } from '#domain/product.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { PRODUCT_INPUT, productEdit } from '#server/testing/product-fixtures.ts'

let f: AdminFixture
let product: AdminProduct
beforeAll(async () => {
  f = await adminFixture()
  const res = await f.admin.post<{ product: AdminProduct }>('/api/admin/products', {
    ...PRODUCT_INPUT,
    stock: 5,
  })
  product = res.body.product
})
afterAll(() => f.t.close())

const get = (path: string, headers: Record<string, string> = {}) =>
  f.t.app.request(path, { headers })
const listed = async () =>
  (await f.visitor.get<CatalogPage>('/api/products')).body.items.find((p) => p.id === product.id)
const shown = async () => (await f.visitor.get<Product>(`/api/products/${product.id}`)).body

describe('the catalog read routes', () => {
  it.each(['/api/products', '/api/products?q=capa', '/api/products/categories', 'detail'])(
    '%s: strong ETag, no-cache, and 304 with an empty body when unchanged',
    async (route) => {
      const path = route === 'detail' ? `/api/products/${product.id}` : route
      const first = await get(path)
      expect(first.status).toBe(200)
      const etag = first.headers.get('etag')
      expect(etag).toMatch(/^"[\w-]+"$/)
      expect(first.headers.get('cache-control')).toBe('no-cache')
      expect(first.headers.get('content-type')).toMatch(/^application\/json/)
      const again = await get(path, { 'if-none-match': etag! })
      expect(again.status).toBe(304)
      expect(await again.text()).toBe('')
      expect(again.headers.get('etag')).toBe(etag)
      expect((await get(path, { 'if-none-match': '"outro"' })).status).toBe(200)
    },
  )

  it('sends the JSON compressed to a client that accepts it, with its own ETag', async () => {
    for (const name of ['Capa A', 'Capa B', 'Capa C']) {
      await f.admin.post('/api/admin/products', { ...PRODUCT_INPUT, name })
    }
    const plain = await get('/api/products?limit=100')
    const body = await plain.text()
    // Only answers worth it (over 1 KB) are compressed.
    expect(body.length).toBeGreaterThan(1024)
    const zipped = await get('/api/products?limit=100', { 'accept-encoding': 'gzip' })
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding')
    expect(zipped.headers.get('etag')).not.toBe(plain.headers.get('etag'))
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe(body)
    const etag = zipped.headers.get('etag')!
    const revalidated = await get('/api/products?limit=100', {
      'accept-encoding': 'gzip',
      'if-none-match': etag,
    })
    expect(revalidated.status).toBe(304)
    const brotli = await get('/api/products?limit=100', { 'accept-encoding': 'gzip, br' })
    expect(brotli.headers.get('content-encoding')).toBe('br')
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(body)
    const refused = await get('/api/products?limit=100', { 'accept-encoding': 'gzip;q=0' })
    expect(refused.headers.get('content-encoding')).toBeNull()
  })

  it('show an admin edit at once, in the list and on the product page', async () => {
    const before = await get('/api/products')
    expect(await listed()).toMatchObject({ name: PRODUCT_INPUT.name })
    expect(await shown()).toMatchObject({ name: PRODUCT_INPUT.name })
    const res = await f.admin.request(
      'PATCH',
      `/api/admin/products/${product.id}`,
      productEdit(product, { name: 'Capa Premium', stock: 5 }),
    )
    expect(res.status).toBe(200)
    expect(await listed()).toMatchObject({ name: 'Capa Premium' })
    expect(await shown()).toMatchObject({ name: 'Capa Premium' })
    // The browser's copy is out of date: a full answer, not a 304.
    const after = await get('/api/products', { 'if-none-match': before.headers.get('etag')! })
    expect(after.status).toBe(200)
  })

  it('show the stock a checkout took, and the stock a cancellation gave back', async () => {
    expect(await listed()).toMatchObject({ stock: 5 })
    const orderId = await f.placeOrder([{ productId: product.id, quantity: 2 }])
    expect(await listed()).toMatchObject({ stock: 3 })
    expect(await shown()).toMatchObject({ stock: 3 })
    const res = await f.admin.request('PATCH', `/api/admin/orders/${orderId}/status`, {
      status: 'cancelado',
    })
    expect(res.status).toBe(200)
    expect(await listed()).toMatchObject({ stock: 5 })
    expect(await shown()).toMatchObject({ stock: 5 })
  })

  it('show a new product and forget a deleted one at once', async () => {
    const created = await f.admin.post<{ product: AdminProduct }>('/api/admin/products', {
      ...PRODUCT_INPUT,
      name: 'Chaveiro Novo',
      category: 'Chaveiros',
    })
    const { id } = created.body.product
    expect((await f.visitor.get<CatalogPage>('/api/products')).body.items[0]?.id).toBe(id)
    expect((await f.visitor.get('/api/products/categories')).body).toEqual({
      categories: ['Chaveiros', 'Volantes'],
    })
    expect((await f.admin.request('DELETE', `/api/admin/products/${id}`)).status).toBe(204)
    expect((await f.visitor.get(`/api/products/${id}`)).status).toBe(404)
    expect((await f.visitor.get('/api/products/categories')).body).toEqual({
      categories: ['Volantes'],
    })
  })
})

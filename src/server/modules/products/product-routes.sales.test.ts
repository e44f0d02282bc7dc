import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AdminProduct, CatalogPage, Product } from '#domain/product.ts'
import { loadConfig } from '#server/config.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { PRODUCT_INPUT, productEdit } from '#server/testing/product-fixtures.ts'

// Decision 020: a sale changes the stock the store shows, in the very next answer, and drops none of
// the cached pages (before, every order emptied the cache and page views queued behind checkouts).

let f: AdminFixture
let product: AdminProduct
let other: AdminProduct
beforeAll(async () => {
  f = await adminFixture()
  const add = async (name: string, stock: number) =>
    (
      await f.admin.post<{ product: AdminProduct }>('/api/admin/products', {
        ...PRODUCT_INPUT,
        name,
        stock,
      })
    ).body.product
  product = await add('Volante Vendido', 6)
  other = await add('Tapete Parado', 4)
  // On PostgreSQL the inserts' notifications reach the cache a moment later and empty it (CI saw
  // it): one of our own comes after them (commit order), so once a page filled after it stays
  // cached for a while, every one of them has been heard.
  await f.t.database.db.execute(sql`SELECT pg_notify('catalog_changed', '')`)
  await vi.waitFor(
    async () => {
      await f.visitor.get('/api/products')
      await new Promise((resolve) => setTimeout(resolve, 150))
      expect(f.t.catalog.size).toBeGreaterThan(0)
    },
    { timeout: 5_000 },
  )
})
afterAll(() => f.t.close())

const onPostgres = loadConfig().databaseUrl !== undefined
const listed = async (id: string) =>
  (await f.visitor.get<CatalogPage>('/api/products')).body.items.find((p) => p.id === id)

describe('a sale and the cached store', () => {
  it('shows the stock left at once, keeps every cached page and changes only the ETag', async () => {
    expect(await listed(product.id)).toMatchObject({ stock: 6 })
    expect((await f.visitor.get<Product>(`/api/products/${product.id}`)).body.stock).toBe(6)
    const before = await f.t.app.request('/api/products')
    const cached = f.t.catalog.size
    expect(cached).toBeGreaterThanOrEqual(2)

    await f.placeOrder([{ productId: product.id, quantity: 2 }])
    // Nothing was dropped: the pages are still there before anyone asks again.
    expect(f.t.catalog.size).toBe(cached)

    expect(await listed(product.id)).toMatchObject({ stock: 4 })
    expect(await listed(other.id)).toMatchObject({ stock: 4, name: 'Tapete Parado' })
    expect((await f.visitor.get<Product>(`/api/products/${product.id}`)).body.stock).toBe(4)
    const after = await f.t.app.request('/api/products')
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'))
    // A browser holding the old page is told it changed.
    const revisit = await f.t.app.request('/api/products', {
      headers: { 'if-none-match': before.headers.get('etag')! },
    })
    expect(revisit.status).toBe(200)
  })

  it('still empties the pages when the owner edits a product (not only its stock)', async () => {
    expect(await listed(other.id)).toMatchObject({ name: 'Tapete Parado' })
    const res = await f.admin.request(
      'PATCH',
      `/api/admin/products/${other.id}`,
      productEdit(other, { name: 'Tapete Renomeado', stock: 4 }),
    )
    expect(res.status).toBe(200)
    const seen = async () =>
      expect(await listed(other.id)).toMatchObject({ name: 'Tapete Renomeado' })
    await (onPostgres ? vi.waitFor(seen, { timeout: 3000 }) : seen())
  })
})

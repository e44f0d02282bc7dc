import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { CatalogPage } from '#domain/product.ts'
import { seedProduct } from '#server/testing/product-fixtures.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'

// Decision 025: any text can be searched for and any page asked, so those answers are kept in the
// catalog cache's small LRU of their own and cannot push the store's pages out.

let t: TestApp
let tapete: string
beforeAll(async () => {
  t = await createTestApp()
  const db = t.database.db
  tapete = (await seedProduct(db, { name: 'Tapete Bordado', category: 'Tapetes', stock: 5 })).id
  await seedProduct(db, {
    name: 'Capa de Volante',
    category: 'Capas',
    description: 'Capa costurada à mão',
    stock: 3,
  })
  // On PostgreSQL the inserts' notifications reach the cache a moment after their commits and
  // empty it; ours comes after them, so once it is heard every one of them has been.
  const heard = vi.spyOn(t.catalog, 'notified')
  await db.execute(sql`SELECT pg_notify('catalog_changed', 'issue-34')`)
  await vi.waitFor(() => expect(heard).toHaveBeenCalledWith('issue-34'))
})
afterAll(() => t.close())

const get = (path: string) => t.app.request(path)

/** Text a visitor could type, from a fixed seed: every run asks the same made-up searches. */
function madeUp(count: number): string[] {
  let seed = 34
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31)
  return Array.from({ length: count }, (_, i) => `${next().toString(36)}-${i}`)
}

describe('the store’s pages and random requests in the catalog cache', () => {
  it('after 600 random searches, /api/products and the first category are still hits', async () => {
    const first = (await (await get('/api/products/categories')).json()) as { categories: string[] }
    const category = `/api/products?category=${encodeURIComponent(first.categories[0]!)}`
    const store = await get('/api/products')
    const chips = await get(category)
    for (const q of madeUp(600)) {
      const res = await get(`/api/products?q=${encodeURIComponent(q)}`)
      expect(res.status).toBe(200)
    }
    expect(t.catalog.searchSize).toBe(50)
    const hits = t.catalog.hits
    expect((await get('/api/products')).headers.get('etag')).toBe(store.headers.get('etag'))
    expect((await get(category)).headers.get('etag')).toBe(chips.headers.get('etag'))
    expect(t.catalog.hits).toBe(hits + 2)
  })

  it('deep pages, other page sizes and made-up categories go with the searches', async () => {
    await get('/api/products?category=Tapetes')
    const page = (await (await get('/api/products?limit=1')).json()) as CatalogPage
    const asked = [
      `/api/products?after=${page.nextAfter}`,
      ...Array.from({ length: 60 }, (_, i) => `/api/products?offset=${i + 1}`),
      ...Array.from({ length: 60 }, (_, i) => `/api/products?limit=${i + 1}`),
      ...madeUp(60).map((name) => `/api/products?category=${name}`),
    ]
    for (const path of asked) expect((await get(path)).status, path).toBe(200)
    const hits = t.catalog.hits
    await get('/api/products')
    await get('/api/products?category=Tapetes')
    expect(t.catalog.hits).toBe(hits + 2)
    expect(t.catalog.searchSize).toBe(50)
  })

  it('a cached search shows the live stock, as the store’s pages do (decision 020)', async () => {
    const search = async () =>
      ((await (await get('/api/products?q=tapete')).json()) as CatalogPage).items[0]?.stock
    expect(await search()).toBe(5)
    const hits = t.catalog.hits
    expect(await search()).toBe(5)
    expect(t.catalog.hits).toBe(hits + 1)
    t.catalog.observeStock([{ id: tapete, stock: 2, version: 1_000 }])
    expect(await search()).toBe(2)
  })
})

import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AdminProduct, CatalogPage, Product } from '#domain/product.ts'
import { CATALOG_CHANNEL } from './follow-catalog-changes.ts'
import { loadConfig } from '#server/config.ts'
import { listenerName } from '#server/db/pg-listener.ts'
import { products } from '#server/db/schema/catalog.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { DOWNLOAD_INPUT } from '#server/testing/download-fixtures.ts'
import { HELP_PAGE_INPUT } from '#server/testing/help-page-fixtures.ts'
import { PRODUCT_INPUT, productEdit } from '#server/testing/product-fixtures.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { ADDRESS, TestClient } from '#server/testing/test-client.ts'

// Instance 1 is the fixture's app; instance 2 another app on the same database, with its own
// cache, as a second server behind a load balancer. On PostgreSQL the change travels through
// NOTIFY/LISTEN (a short wait); on PGlite both listen to the one embedded database (at once).
let f: AdminFixture
let second: TestApp
let admin2: TestClient
let buyer2: TestClient
let product: AdminProduct
beforeAll(async () => {
  f = await adminFixture()
  second = await createTestApp({}, { database: f.t.database })
  admin2 = new TestClient(second)
  await admin2.post('/api/auth/login', { email: 'dona@vitrine.test', password: 'dona-123' })
  buyer2 = new TestClient(second)
  await buyer2.post('/api/auth/login', { email: 'cliente@exemplo.com', password: 'cliente-1' })
  const res = await f.admin.post<{ product: AdminProduct }>('/api/admin/products', {
    ...PRODUCT_INPUT,
    stock: 4,
  })
  product = res.body.product
})
afterAll(async () => {
  await second.close()
  await f.t.close()
})

const onPostgres = loadConfig().databaseUrl !== undefined
const soon = { timeout: 3000, interval: 20 }
/** On PostgreSQL within a short wait; on PGlite at once (delivered with the COMMIT). */
const seen = (assertion: () => Promise<void>) =>
  onPostgres ? vi.waitFor(assertion, soon) : assertion()
const onFirst = async () =>
  (await f.visitor.get<CatalogPage>('/api/products')).body.items.find((p) => p.id === product.id)
const detailOnFirst = async () => (await f.visitor.get<Product>(`/api/products/${product.id}`)).body

describe('the catalog cache of one instance', () => {
  it('follows an admin edit made on another instance (list and product page)', async () => {
    expect(await onFirst()).toMatchObject({ name: PRODUCT_INPUT.name })
    expect(await detailOnFirst()).toMatchObject({ name: PRODUCT_INPUT.name })
    const res = await admin2.request(
      'PATCH',
      `/api/admin/products/${product.id}`,
      productEdit(product, { name: 'Editada na Outra', stock: 4 }),
    )
    expect(res.status).toBe(200)
    await seen(async () => {
      expect(await onFirst()).toMatchObject({ name: 'Editada na Outra' })
      expect(await detailOnFirst()).toMatchObject({ name: 'Editada na Outra' })
    })
  })

  it('follows the stock a checkout on another instance took', async () => {
    expect(await onFirst()).toMatchObject({ stock: 4 })
    const res = await buyer2.post('/api/orders', {
      items: [{ productId: product.id, quantity: 3 }],
      address: ADDRESS,
      paymentMethod: 'pix',
    })
    expect(res.status).toBe(201)
    await seen(async () => expect(await onFirst()).toMatchObject({ stock: 1 }))
  })

  it('follows a write no app made (SQL by hand, a script)', async () => {
    expect(await onFirst()).toMatchObject({ stock: 1 })
    await f.t.database.db.update(products).set({ stock: 9 }).where(eq(products.id, product.id))
    await seen(async () => expect(await onFirst()).toMatchObject({ stock: 9 }))
  })

  it('follows the help pages and the downloads the owner changes on another instance', async () => {
    const pages = async () =>
      (await f.visitor.get<{ pages: { slug: string }[] }>('/api/help-pages')).body.pages
    const files = async () =>
      (await f.visitor.get<{ downloads: { title: string }[] }>('/api/downloads')).body.downloads
    const pagesBefore = (await pages()).length
    const filesBefore = (await files()).length
    expect(
      (await admin2.post('/api/admin/help-pages', { ...HELP_PAGE_INPUT, slug: 'outra-instancia' }))
        .status,
    ).toBe(201)
    expect(
      (await admin2.post('/api/admin/downloads', { ...DOWNLOAD_INPUT, title: 'Da Outra' })).status,
    ).toBe(201)
    await seen(async () => {
      expect((await pages()).length).toBe(pagesBefore + 1)
      expect((await files()).map((d) => d.title)).toContain('Da Outra')
      expect((await files()).length).toBe(filesBefore + 1)
    })
    expect((await f.visitor.get('/api/help-pages/outra-instancia')).status).toBe(200)
  })

  // Registered only with DATABASE_URL (CI runs the server tests again on PostgreSQL): PGlite has
  // no such thing to test.
  if (onPostgres)
    it('keeps serving fresh data while its LISTEN is down, and listens again', async () => {
      expect(await onFirst()).toMatchObject({ stock: 9 })
      await f.t.database.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and application_name = ${listenerName(CATALOG_CHANNEL)}`)
      await vi.waitFor(() => expect(f.t.catalog.suspended).toBe(true), soon)
      await f.t.database.db.update(products).set({ stock: 7 }).where(eq(products.id, product.id))
      // Whether or not it is back already, the answer is fresh.
      expect(await onFirst()).toMatchObject({ stock: 7 })
      await vi.waitFor(() => expect(f.t.catalog.suspended).toBe(false), { timeout: 10_000 })
      expect(await onFirst()).toMatchObject({ stock: 7 })
      await f.t.database.db.update(products).set({ stock: 6 }).where(eq(products.id, product.id))
      await vi.waitFor(async () => expect(await onFirst()).toMatchObject({ stock: 6 }), soon)
    })
})

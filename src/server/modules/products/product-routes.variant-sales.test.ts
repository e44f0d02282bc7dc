import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AdminProductDetail, ProductDetail } from '#domain/product.ts'
import { takeUnits } from '#server/modules/inventory/stock-ledger-repository.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { PRODUCT_INPUT } from '#server/testing/product-fixtures.ts'

// Decisions 020 and 053: a sale of one variant changes the stock the product's cached page shows
// for that variant (and the product's), in the very next answer, and drops no cached page; a
// write from elsewhere (another instance, a script) is heard through the variants' trigger.

let f: AdminFixture
let product: AdminProductDetail
beforeAll(async () => {
  f = await adminFixture()
  const created = await f.admin.post<{ product: AdminProductDetail }>('/api/admin/products', {
    ...PRODUCT_INPUT,
    stock: 0,
  })
  const saved = await f.admin.request<{ product: AdminProductDetail }>(
    'PUT',
    `/api/admin/products/${created.body.product.id}/variants`,
    {
      version: created.body.product.version,
      options: [{ name: 'Tamanho', values: [{ value: '37 cm' }, { value: '38 cm' }] }],
      variants: [
        { values: ['37 cm'], stock: 4 },
        { values: ['38 cm'], stock: 6 },
      ],
    },
  )
  product = saved.body.product
  // On PostgreSQL the saves' notifications reach the cache a moment later and empty it: one of
  // our own comes after them, so once a page filled after it stays cached, all were heard.
  await f.t.database.db.execute(sql`SELECT pg_notify('catalog_changed', '')`)
  await vi.waitFor(
    async () => {
      await f.visitor.get(`/api/products/${product.id}`)
      await new Promise((resolve) => setTimeout(resolve, 150))
      expect(f.t.catalog.size).toBeGreaterThan(0)
    },
    { timeout: 5_000 },
  )
})
afterAll(() => f.t.close())

const shown = async () => (await f.visitor.get<ProductDetail>(`/api/products/${product.id}`)).body
const stocks = (detail: ProductDetail) => [detail.stock, ...detail.variants.map((v) => v.stock)]

describe('a sale of a variant and the cached product page', () => {
  it('shows the variant’s stock left at once, keeping the cached page', async () => {
    expect(stocks(await shown())).toEqual([10, 4, 6])
    const cached = f.t.catalog.size
    const [, large] = product.variants
    await f.placeOrder([{ productId: product.id, variantId: large!.id, quantity: 2 }])
    expect(f.t.catalog.size).toBe(cached)
    expect(stocks(await shown())).toEqual([8, 4, 4])
  })

  it('hears a variant’s stock moved from elsewhere, through its trigger', async () => {
    const [small] = product.variants
    const movement = { productId: product.id, variantId: small!.id, quantity: -3 }
    await takeUnits(f.t.database.db, { ...movement, reason: 'adjustment' })
    await vi.waitFor(async () => expect(stocks(await shown())).toEqual([5, 1, 4]), {
      timeout: 3_000,
    })
  })
})

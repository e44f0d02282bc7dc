import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminOrderDetail, AdminOrderPage } from '#domain/orders/admin-order-view.ts'
import type { ProductOptionView, ProductVariantView } from '#domain/product.ts'
import { insertProducts } from '#server/modules/products/product-repository.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { giveOption } from '#server/testing/variant-fixtures.ts'

/**
 * Decision 053: the owner's order page, its row in the list and the CSV name each line's variant
 * by its label as bought, a product's lines by their label. Maria buys the cover in two sizes and
 * a keyring without options; the owner then renames a size, which the order keeps as it was.
 */

let f: AdminFixture
let order: string

beforeAll(async () => {
  f = await adminFixture()
  const db = f.t.database.db
  const rows = await insertProducts(db, [
    { name: 'Capa de volante', priceCents: 5000, description: 'd', image: '/c.svg', stock: 0 },
    { name: 'Chaveiro', priceCents: 2000, description: 'd', image: '/k.svg', stock: 5 },
  ])
  const [capa, chaveiro] = rows.map((r) => r.id) as [string, string]
  const [small, large] = await giveOption(db, capa, 'Tamanho', [
    { value: '37 cm', stock: 4 },
    { value: '38 cm', stock: 4 },
  ])
  order = await f.placeOrder([
    { productId: capa, variantId: large!, quantity: 2 },
    { productId: chaveiro, quantity: 1 },
    { productId: capa, variantId: small!, quantity: 1 },
  ])
  await renameValue(capa, '38 cm', '38 cm (grande)')
})
afterAll(() => f.t.close())

/** The owner renames one of the product's values through the variants' save. */
async function renameValue(productId: string, from: string, to: string) {
  const path = `/api/admin/products/${productId}/variants`
  const loaded = await f.admin.get<{
    version: number
    options: ProductOptionView[]
    variants: ProductVariantView[]
  }>(path)
  const rename = (value: string) => (value === from ? to : value)
  const saved = await f.admin.request('PUT', path, {
    version: loaded.body.version,
    options: loaded.body.options.map((o) => ({
      ...o,
      values: o.values.map((v) => ({ ...v, value: rename(v.value) })),
    })),
    variants: loaded.body.variants.map((v) => ({ id: v.id, values: v.values.map(rename) })),
  })
  expect(saved.status).toBe(200)
}

const LINES = [
  { name: 'Capa de volante', variantLabel: '37 cm', quantity: 1 },
  { name: 'Capa de volante', variantLabel: '38 cm', quantity: 2 },
  { name: 'Chaveiro', variantLabel: '', quantity: 1 },
]

describe("the owner's order lines in variants", () => {
  it('GET /api/admin/orders/:id names the variant of each line, as bought', async () => {
    const res = await f.admin.get<{ order: AdminOrderDetail }>(`/api/admin/orders/${order}`)
    expect(res.status).toBe(200)
    expect(res.body.order.items).toEqual(LINES.map((line) => expect.objectContaining(line)))
  })

  it('GET /api/admin/orders lists what to pack with each variant', async () => {
    const res = await f.admin.get<AdminOrderPage>('/api/admin/orders')
    expect(res.status).toBe(200)
    expect(res.body.orders.find((o) => o.id === order)?.lines).toEqual(LINES)
  })

  it('GET /api/admin/orders/export.csv writes each line with its variant', async () => {
    const res = await f.t.app.request('/api/admin/orders/export.csv', {
      headers: { cookie: f.admin.cookie! },
    })
    expect(res.status).toBe(200)
    const [, record] = (await res.text()).split('\r\n')
    expect(record).toContain(
      ';"1 x Capa de volante — 37 cm; 2 x Capa de volante — 38 cm; 1 x Chaveiro";',
    )
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminProductListItem, CatalogPage } from '#domain/product.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { COLOURS, SIZES, variantSaveKit } from '#server/testing/variant-save-kit.ts'

// Decision 053: the owner's list shows a product's stock, the sum of its variants', and how many
// variants its options make.

let f: AdminFixture
let k: ReturnType<typeof variantSaveKit>
beforeAll(async () => {
  f = await adminFixture()
  k = variantSaveKit(f)
})
afterAll(() => f.t.close())

const listed = async () => {
  const res = await f.admin.get<CatalogPage<AdminProductListItem>>('/api/admin/products')
  expect(res.status).toBe(200)
  return new Map(res.body.items.map((p) => [p.name, p]))
}

describe('GET /api/admin/products in variants', () => {
  it('counts the variants its options make, offered or not, the removed ones left out', async () => {
    const plain = await k.create({ name: 'Chaveiro', stock: 7 })
    const inColours = await k.create({ name: 'Capa em cores', stock: 0 })
    const saved = await k.save(inColours.id, {
      version: inColours.version,
      options: [SIZES, COLOURS],
      variants: [
        { values: ['37 cm', 'Preta'], stock: 1 },
        { values: ['37 cm', 'Vermelha'], stock: 2 },
        { values: ['38 cm', 'Preta'], stock: 0 },
        { values: ['38 cm', 'Vermelha'], stock: 5, offered: false },
      ],
    })
    expect(saved.status).toBe(200)
    // A cover whose 38 cm was sold, then taken out: kept for its line, no longer counted.
    const cover = await k.coverInSizes()
    const large = cover.variants[1]!
    expect((await k.buy([{ productId: cover.id, variantId: large.id, quantity: 1 }])).status).toBe(
      201,
    )
    const removed = await k.save(cover.id, {
      version: cover.version,
      options: [{ ...SIZES, values: [SIZES.values[0]!] }],
      variants: [{ id: cover.id, values: ['37 cm'] }],
    })
    expect(removed.status).toBe(200)

    const list = await listed()
    expect(list.get('Capa em cores')).toMatchObject({
      stock: 8,
      variantCount: 4,
      variantSummary: { count: 3, anyInStock: true },
    })
    expect(list.get(cover.name)).toMatchObject({ stock: 3, variantCount: 1 })
    expect(list.get('Chaveiro')).toMatchObject({
      id: plain.id,
      stock: 7,
      variantCount: 0,
      variantSummary: { count: 1 },
    })
  })
})

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { CatalogPage, ProductDetail } from '#domain/product.ts'
import { CHECKOUT_MESSAGES } from '#domain/schemas/checkout.ts'
import { productVariants } from '#server/db/schema/variants.ts'
import { unbalancedProducts } from '#server/testing/ledger-fixtures.ts'
import { products } from '#server/db/schema/catalog.ts'
import { orders } from '#server/db/schema/orders.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { COLOURS, SIZES, variantSaveKit } from '#server/testing/variant-save-kit.ts'

// Decision 053: the owner's save of a product's options and variants, PUT .../variants.

let f: AdminFixture
let k: ReturnType<typeof variantSaveKit>
beforeAll(async () => {
  f = await adminFixture()
  k = variantSaveKit(f)
})
afterAll(() => f.t.close())
beforeEach(async () => {
  await f.t.database.db.delete(orders)
  await f.t.database.db.delete(products)
})
const db = () => f.t.database.db

describe('PUT /api/admin/products/{id}/variants', () => {
  it('gives a product options: its own row is the first combination, keeping its stock and history', async () => {
    const product = await k.coverInSizes()
    expect(product.options).toEqual([
      {
        id: expect.any(String),
        name: 'Tamanho',
        values: [
          { id: expect.any(String), value: '37 cm' },
          { id: expect.any(String), value: '38 cm' },
        ],
      },
    ])
    expect(product.variants).toEqual([
      expect.objectContaining({ id: product.id, values: ['37 cm'], label: '37 cm', stock: 3 }),
      expect.objectContaining({ label: '38 cm', stock: 2, priceCents: 9990, sku: 'CV-38' }),
    ])
    expect(product.stock).toBe(5)
    expect(product.variantSummary).toEqual({
      count: 2,
      lowestPriceCents: 8990,
      anyInStock: true,
      inOptions: true,
      priceVaries: true,
    })
    const books = await k.movements(product.id)
    expect(books.map((m) => [m.variant_id === product.id, m.quantity, m.reason])).toEqual([
      [true, 3, 'opening_balance'],
      [false, 2, 'opening_balance'],
    ])
    expect(await unbalancedProducts(db())).toEqual([])
    // The store shows them, and lists the product with its summary only.
    const shown = await f.visitor.get<ProductDetail>(`/api/products/${product.id}`)
    expect(shown.body.variants.map((v) => [v.label, v.stock, v.priceCents])).toEqual([
      ['37 cm', 3, null],
      ['38 cm', 2, 9990],
    ])
    const list = await f.visitor.get<CatalogPage>('/api/products')
    expect(list.body.items[0]).not.toHaveProperty('variants')
    expect(list.body.items[0]!.variantSummary).toEqual({
      count: 2,
      lowestPriceCents: 8990,
      anyInStock: true,
      inOptions: true,
      priceVaries: true,
    })
    const loaded = await f.admin.get<{ version: number; variants: unknown[] }>(
      `/api/admin/products/${product.id}/variants`,
    )
    expect(loaded.body).toEqual({
      version: product.version,
      options: product.options,
      variants: product.variants,
    })
  })

  it('renames values keeping the variants, applies the stock typed as a change from what the form loaded', async () => {
    const product = await k.coverInSizes()
    const [small, large] = product.variants
    // A sale of 38 cm after the form loaded: the owner's +3 lands on what is left.
    expect(
      (await k.buy([{ productId: product.id, variantId: large!.id, quantity: 1 }])).status,
    ).toBe(201)
    const [sizes] = product.options
    const res = await k.save(product.id, {
      version: product.version,
      options: [
        {
          id: sizes!.id,
          name: 'Tamanho do volante',
          values: [
            { id: sizes!.values[0]!.id, value: '37 cm (pequeno)' },
            { id: sizes!.values[1]!.id, value: '38 cm' },
          ],
        },
      ],
      variants: [
        { id: small!.id, values: ['37 CM (PEQUENO)'], stock: 3, stockLoaded: 3 },
        { id: large!.id, values: ['38 cm'], stock: 5, stockLoaded: 2, sku: 'cv-38' },
      ],
    })
    expect(res.status).toBe(200)
    expect(res.body.product.variants.map((v) => [v.id, v.label, v.stock])).toEqual([
      [small!.id, '37 cm (pequeno)', 3],
      [large!.id, '38 cm', 4],
    ])
    expect(res.body.product.version).toBe(product.version + 1)
    expect(await unbalancedProducts(db())).toEqual([])
  })

  it('removes a variant: its stock leaves by a movement; kept when an order names it, else deleted', async () => {
    const product = await k.coverInSizes()
    const large = product.variants[1]!
    expect(
      (await k.buy([{ productId: product.id, variantId: large.id, quantity: 1 }])).status,
    ).toBe(201)
    const res = await k.save(product.id, {
      version: product.version,
      options: [{ ...SIZES, values: [SIZES.values[0]!] }],
      variants: [{ id: product.id, values: ['37 cm'] }],
    })
    expect(res.status).toBe(200)
    expect(res.body.product.variants.map((v) => v.label)).toEqual(['37 cm'])
    expect(res.body.product.stock).toBe(3)
    // Sold once, so kept (out of sight, never offered, no stock), its label as bought.
    const [kept] = await db().select().from(productVariants).where(eq(productVariants.id, large.id))
    expect(kept).toMatchObject({ offered: false, stock: 0, label: '38 cm' })
    expect(kept!.removedAt).not.toBeNull()
    expect(await unbalancedProducts(db())).toEqual([])
    const refused = await k.buy([{ productId: product.id, variantId: large.id, quantity: 1 }])
    expect(refused.status).toBe(400)
  })

  it('back to no options: the one variant is the product’s own row, and carts that name none buy it', async () => {
    const product = await k.coverInSizes()
    // A cart saved before the product had options names no variant: it must choose now.
    const unchosen = await k.buy([{ productId: product.id, quantity: 1 }])
    expect(unchosen.status).toBe(400)
    expect(unchosen.body).toMatchObject({ error: { message: CHECKOUT_MESSAGES.productGone } })
    const res = await k.save(product.id, {
      version: product.version,
      options: [],
      variants: [{ values: [], stock: 4 }],
    })
    expect(res.status).toBe(200)
    expect(res.body.product.variants).toEqual([
      expect.objectContaining({ id: product.id, label: '', stock: 4 }),
    ])
    expect((await k.buy([{ productId: product.id, quantity: 1 }])).status).toBe(201)
    expect(await k.stocks(product.id)).toEqual([
      { label: '', stock: 3 },
      { label: '38 cm', stock: 0 },
    ])
    expect(await unbalancedProducts(db())).toEqual([])
  })

  it('gives one variant per combination of two options, in the owner’s order', async () => {
    const product = await k.create({ stock: 0 })
    const variants = [
      ['37 cm', 'Preta'],
      ['37 cm', 'Vermelha'],
      ['38 cm', 'Preta'],
      ['38 cm', 'Vermelha'],
    ].map((values, k) => ({ values, stock: k, offered: k !== 3 }))
    const res = await k.save(product.id, {
      version: product.version,
      options: [SIZES, COLOURS],
      variants,
    })
    expect(res.status).toBe(200)
    expect(res.body.product.variants.map((v) => [v.label, v.stock, v.offered])).toEqual([
      ['37 cm / Preta', 0, true],
      ['37 cm / Vermelha', 1, true],
      ['38 cm / Preta', 2, true],
      ['38 cm / Vermelha', 3, false],
    ])
    expect(res.body.product.variantSummary).toMatchObject({ count: 3, anyInStock: true })
  })
})

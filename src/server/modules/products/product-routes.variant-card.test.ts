import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { availability, type CatalogPage, type ProductDetail } from '#domain/product.ts'
import { products } from '#server/db/schema/catalog.ts'
import { orders } from '#server/db/schema/orders.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { productEdit } from '#server/testing/product-fixtures.ts'
import { variantSaveKit } from '#server/testing/variant-save-kit.ts'

// Decision 053: the store's card of a product in variants, its price ('A partir de', the price
// orders by products.lowest_price_cents) and its stock (its offered variants').

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

const CARS = { name: 'Modelo do carro', values: [{ value: 'Onix' }, { value: 'Gol' }] }

const page = async (query: string) => {
  const res = await f.visitor.get<CatalogPage>(`/api/products?${query}`)
  expect(res.status).toBe(200)
  return res.body
}
const order = async (sort: string) =>
  (await page(`sort=${sort}`)).items.map((p) => [p.name, p.variantSummary.lowestPriceCents])
const detail = async (id: string) =>
  (await f.visitor.get<ProductDetail>(`/api/products/${id}`)).body

/** The cover in two car models: Onix at a price of its own, Gol at the product's. */
async function coverForCars(onix: { priceCents?: number | null; offered?: boolean } = {}) {
  const product = await k.create({ name: 'Capa em variações', priceCents: 8990, stock: 0 })
  const res = await k.save(product.id, {
    version: product.version,
    options: [CARS],
    variants: [
      { values: ['Onix'], stock: 1, priceCents: 7990, ...onix },
      { values: ['Gol'], stock: 2 },
    ],
  })
  expect(res.status).toBe(200)
  return res.body.product
}

describe('the store card of a product in variants: its price', () => {
  it('sorts by its cheapest offered variant in both price orders, and pages by that price', async () => {
    await k.create({ name: 'Capa simples', priceCents: 8500 })
    await k.create({ name: 'Capa cara', priceCents: 9000 })
    await coverForCars()
    expect(await order('menor-preco')).toEqual([
      ['Capa em variações', 7990],
      ['Capa simples', 8500],
      ['Capa cara', 9000],
    ])
    expect(await order('maior-preco')).toEqual([
      ['Capa cara', 9000],
      ['Capa simples', 8500],
      ['Capa em variações', 7990],
    ])
    // A keyset page goes on after the cheapest variant's price, not the product's own 89,90.
    const first = await page('sort=menor-preco&limit=1')
    const second = await page(`sort=menor-preco&limit=1&after=${first.nextAfter}`)
    expect(second.items.map((p) => p.name)).toEqual(['Capa simples'])
    const third = await page(`sort=menor-preco&limit=1&after=${second.nextAfter}`)
    expect(third).toMatchObject({ items: [{ name: 'Capa cara' }], nextAfter: null })
  })

  it('follows the variants’ save and the product form, in the same save', async () => {
    await k.create({ name: 'Capa simples', priceCents: 8500 })
    const cover = await coverForCars()
    const [onix, gol] = cover.variants
    // Onix no longer offered: the cheapest offered is Gol, at the product's price.
    const res = await k.save(cover.id, {
      version: cover.version,
      options: cover.options,
      variants: [
        { id: onix!.id, values: ['Onix'], priceCents: 7990, offered: false },
        { id: gol!.id, values: ['Gol'] },
      ],
    })
    expect(res.status).toBe(200)
    expect(res.body.product.variantSummary.lowestPriceCents).toBe(8990)
    expect(await order('menor-preco')).toEqual([
      ['Capa simples', 8500],
      ['Capa em variações', 8990],
    ])
    // The product's price moves the variants that have none of their own.
    const loaded = res.body.product
    const edited = await f.admin.request(
      'PATCH',
      `/api/admin/products/${cover.id}`,
      productEdit(loaded, { name: 'Capa em variações', priceCents: 7000 }),
    )
    expect(edited.status).toBe(200)
    expect(await order('menor-preco')).toEqual([
      ['Capa em variações', 7000],
      ['Capa simples', 8500],
    ])
    expect((await detail(cover.id)).variantSummary.lowestPriceCents).toBe(7000)
  })
})

describe('the store card of a product in variants: its stock', () => {
  it('is out of stock when every offered variant is at 0, whatever the others hold', async () => {
    const cover = await coverForCars({ offered: false })
    const [onix, gol] = cover.variants
    // Gol sold out; Onix, not offered, still holds 1 unit on the books.
    const sold = await k.buy([{ productId: cover.id, variantId: gol!.id, quantity: 2 }])
    expect(sold.status).toBe(201)
    const [card] = (await page('')).items
    expect(card).toMatchObject({ stock: 0, variantSummary: { count: 1, anyInStock: false } })
    expect(availability(card!)).toBe('out-of-stock')
    const shown = await detail(cover.id)
    expect(shown.stock).toBe(0)
    expect(shown.variants.map((v) => [v.id, v.stock, v.offered])).toEqual([
      [onix!.id, 1, false],
      [gol!.id, 0, true],
    ])
    // The owner's list counts what the books hold.
    const owner = await f.admin.get<CatalogPage>('/api/admin/products')
    expect(owner.body.items.map((p) => p.stock)).toEqual([1])
  })

  it('shows the offered variants’ stock live in the cached answers as sales take it', async () => {
    const cover = await coverForCars({ offered: false })
    const gol = cover.variants[1]!
    expect((await page('')).items[0]!.stock).toBe(2)
    expect((await detail(cover.id)).stock).toBe(2)
    const hits = f.t.catalog.hits
    expect((await k.buy([{ productId: cover.id, variantId: gol.id, quantity: 1 }])).status).toBe(
      201,
    )
    expect((await page('')).items[0]!.stock).toBe(1)
    expect((await detail(cover.id)).stock).toBe(1)
    // Served from the cache, the stock put in: the product's 2 on the books less Onix's 1.
    expect(f.t.catalog.hits).toBe(hits + 2)
  })

  it('makes the answers again when units come back to a variant not offered', async () => {
    const cover = await coverForCars({ offered: false })
    const onix = cover.variants[0]!
    expect((await page('')).items[0]!.stock).toBe(2)
    // As a cancelled line naming Onix puts its unit back (the books move both in one statement).
    await f.t.database.db.execute(sql`with v as (
        update product_variants set stock = stock + 1 where id = ${onix.id} returning product_id)
      update products set stock = stock + 1 where id in (select product_id from v)`)
    await expect.poll(() => f.t.catalog.size).toBe(0)
    expect((await page('')).items[0]!.stock).toBe(2)
  })
})

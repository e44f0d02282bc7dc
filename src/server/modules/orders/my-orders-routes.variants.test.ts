import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OrderView } from '#domain/orders/order-view.ts'
import { productVariants } from '#server/db/schema/variants.ts'
import { insertProducts } from '#server/modules/products/product-repository.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { COLOURS, SIZES, variantSaveKit } from '#server/testing/variant-save-kit.ts'

// Decision 053: the customer's /orders names the variant of each line, as the line keeps it.

let f: AdminFixture
let orderId: string
let chaveiro: string
beforeAll(async () => {
  f = await adminFixture()
  const kit = variantSaveKit(f)
  const product = await kit.create()
  const saved = await kit.save(product.id, {
    version: product.version,
    options: [SIZES, COLOURS],
    variants: [
      { values: ['37 cm', 'Preta'], stock: 3 },
      { values: ['38 cm', 'Preta'], stock: 3 },
      { values: ['38 cm', 'Vermelha'], stock: 3, priceCents: 9990 },
    ],
  })
  const [red, black] = ['38 cm / Vermelha', '38 cm / Preta'].map(
    (label) => saved.body.product.variants.find((v) => v.label === label)!.id,
  )
  const [row] = await insertProducts(f.t.database.db, [
    { name: 'Chaveiro', priceCents: 2990, description: 'd', image: '/c.svg', stock: 5 },
  ])
  chaveiro = row!.id
  orderId = await f.placeOrder([
    { productId: product.id, variantId: red!, quantity: 2 },
    { productId: chaveiro, quantity: 1 },
    { productId: product.id, variantId: black!, quantity: 1 },
  ])
})
afterAll(() => f.t.close())

describe('GET /api/orders: the variant of each line', () => {
  it("gives each line its variant's label, '' for a product without options, by name then label", async () => {
    const res = await f.customer.get<{ orders: OrderView[] }>('/api/orders')
    expect(res.status).toBe(200)
    const order = res.body.orders.find((o) => o.id === orderId)!
    expect(
      order.items.map(({ name, variantLabel, quantity, unitPriceCents }) => ({
        name,
        variantLabel,
        quantity,
        unitPriceCents,
      })),
    ).toEqual([
      {
        name: 'Capa de Volante Costurada',
        variantLabel: '38 cm / Preta',
        quantity: 1,
        unitPriceCents: 8990,
      },
      {
        name: 'Capa de Volante Costurada',
        variantLabel: '38 cm / Vermelha',
        quantity: 2,
        unitPriceCents: 9990,
      },
      { name: 'Chaveiro', variantLabel: '', quantity: 1, unitPriceCents: 2990 },
    ])
  })

  it('keeps the label as bought when the variant is relabelled since', async () => {
    await f.t.database.db
      .update(productVariants)
      .set({ label: '38 cm / Vermelho-escuro' })
      .where(eq(productVariants.label, '38 cm / Vermelha'))
    const res = await f.customer.get<{ orders: OrderView[] }>('/api/orders')
    const labels = res.body.orders.find((o) => o.id === orderId)!.items.map((i) => i.variantLabel)
    expect(labels).toEqual(['38 cm / Preta', '38 cm / Vermelha', ''])
  })
})

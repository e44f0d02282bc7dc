import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHECKOUT_MESSAGES } from '#domain/schemas/checkout.ts'
import { rawRows } from '#server/db/raw-rows.ts'
import { orderItems } from '#server/db/schema/orders.ts'
import { productVariants } from '#server/db/schema/variants.ts'
import { insertProducts } from '#server/modules/products/product-repository.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { databaseFingerprint } from '#server/testing/security/database-fingerprint.ts'
import { unbalancedProducts } from '#server/testing/ledger-fixtures.ts'
import { brokenInvariants } from '#server/testing/ledger-invariants.ts'
import { ADDRESS } from '#server/testing/test-client.ts'
import { giveOption } from '#server/testing/variant-fixtures.ts'

// Decision 053: what is sold and counted is a variant. A cover in 37 cm and 38 cm, each with its
// own stock (and 38 cm its own price), bought, refused, cancelled and reopened per variant.

let f: AdminFixture
let cover: string
let small: string
let large: string
let other: string
beforeAll(async () => {
  f = await adminFixture()
  const [row, otherRow] = await insertProducts(f.t.database.db, [
    { name: 'Capa de Volante', priceCents: 8990, description: 'd', image: '/v.svg', stock: 0 },
    { name: 'Chaveiro', priceCents: 2990, description: 'd', image: '/c.svg', stock: 5 },
  ])
  cover = row!.id
  other = otherRow!.id
  const ids = await giveOption(f.t.database.db, cover, 'Tamanho', [
    { value: '37 cm', stock: 1 },
    { value: '38 cm', stock: 2, priceCents: 9990 },
    { value: '39 cm', stock: 4, offered: false },
  ])
  small = ids[0]!
  large = ids[1]!
})
afterAll(() => f.t.close())

const db = () => f.t.database.db
const buy = (items: { productId: string; variantId?: string; quantity: number }[]) =>
  f.customer.post<{ order: { id: string; totalCents: number } }>('/api/orders', {
    items,
    address: ADDRESS,
    paymentMethod: 'mercadopago',
  })
const stockOf = async (variantId: string) =>
  (await db().select().from(productVariants).where(eq(productVariants.id, variantId)))[0]?.stock
const setStatus = (id: string, status: string) =>
  f.admin.request('PATCH', `/api/admin/orders/${id}/status`, { status })

describe('a sale per variant', () => {
  it("takes the 38 cm's units at its own price, names it on the line and in the books", async () => {
    const res = await buy([{ productId: cover, variantId: large, quantity: 2 }])
    expect(res.status).toBe(201)
    expect(res.body.order.totalCents).toBe(2 * 9990)
    expect([await stockOf(small), await stockOf(large)]).toEqual([1, 0])
    // The product's stock is its variants' (1 + 0, and the 4 of the 39 cm, not offered).
    expect(await f.stockOf(cover)).toBe(5)
    const [line] = await db()
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, res.body.order.id))
    expect(line).toMatchObject({ variantId: large, variantLabel: '38 cm', unitPriceCents: 9990 })
    const booked = await rawRows<{ variant_id: string; quantity: number }>(
      db(),
      sql`select variant_id, quantity from stock_movements
          where order_id = ${res.body.order.id}`,
    )
    expect(booked).toEqual([{ variant_id: large, quantity: -2 }])
    expect(await unbalancedProducts(db())).toEqual([])
  })

  it('refuses a variant with no units left, though its product has some, and writes nothing', async () => {
    const before = await databaseFingerprint(db())
    const res = await buy([{ productId: cover, variantId: large, quantity: 1 }])
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ error: { message: CHECKOUT_MESSAGES.outOfStock } })
    expect(await databaseFingerprint(db())).toBe(before)
  })

  it("refuses another product's variant, one not offered, and one that does not exist, writing nothing", async () => {
    const before = await databaseFingerprint(db())
    const off = (
      await db().select().from(productVariants).where(eq(productVariants.label, '39 cm'))
    )[0]!
    for (const items of [
      [{ productId: other, variantId: small, quantity: 1 }],
      [{ productId: cover, variantId: off.id, quantity: 1 }],
      [{ productId: cover, variantId: crypto.randomUUID(), quantity: 1 }],
    ]) {
      const res = await buy(items)
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ error: { message: CHECKOUT_MESSAGES.productGone } })
    }
    expect(await databaseFingerprint(db())).toBe(before)
  })

  it("takes a product's one variant when a line names none (carts saved before variants)", async () => {
    const res = await buy([{ productId: other, quantity: 2 }])
    expect(res.status).toBe(201)
    expect(await stockOf(other)).toBe(3)
    expect(await f.stockOf(other)).toBe(3)
  })

  it('never sells a variant twice: five buyers at once for its last unit, one order', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => buy([{ productId: cover, variantId: small, quantity: 1 }])),
    )
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409])
    expect(await stockOf(small)).toBe(0)
    expect(await unbalancedProducts(db())).toEqual([])
  })

  it('puts a cancelled order back on its variant, and takes it again when reopened', async () => {
    const [row] = await db().select().from(orderItems).where(eq(orderItems.variantId, small))
    await setStatus(row!.orderId, 'cancelado')
    expect([await stockOf(small), await stockOf(large)]).toEqual([1, 0])
    expect((await setStatus(row!.orderId, 'pendente')).status).toBe(200)
    expect(await stockOf(small)).toBe(0)
    expect(await brokenInvariants(db(), new Map())).toEqual([])
  })
})

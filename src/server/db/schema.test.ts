import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from './client.ts'
import { pgErrorCode } from './pg-error.ts'
import { users } from './schema/accounts.ts'
import { products } from './schema/catalog.ts'
import { orderItems, orders } from './schema/orders.ts'
import { openTestDatabase } from '#server/testing/test-database.ts'
import { rawRows } from './raw-rows.ts'

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise
    return undefined
  } catch (error) {
    return pgErrorCode(error)
  }
}

describe('the schema', () => {
  it('refuses to delete a product that an order item references (23503)', async () => {
    const { db } = database
    const [user] = await db
      .insert(users)
      .values({ email: 'cliente@exemplo.com', name: 'Cliente', passwordHash: 'x' })
      .returning()
    const [product] = await db
      .insert(products)
      .values({
        name: 'Capa',
        priceCents: 12990,
        lowestPriceCents: 12990,
        description: 'd',
        image: '/x.svg',
        stock: 3,
      })
      .returning()
    const [order] = await db
      .insert(orders)
      .values({
        userId: user!.id,
        subtotalCents: 12990,
        totalCents: 11691,
        discountCents: 1299,
        paymentMethod: 'pix',
      })
      .returning()
    await db.insert(orderItems).values({
      orderId: order!.id,
      productId: product!.id,
      quantity: 1,
      unitPriceCents: 12990,
      productName: 'Capa',
      productImage: '/x.svg',
    })

    expect(await codeOf(db.delete(products).where(eq(products.id, product!.id)))).toBe('23503')
    expect(await db.$count(products)).toBe(1)
  })

  it('keeps stock and prices from going negative (23514)', async () => {
    const { db } = database
    const bad = { name: 'X', description: 'd', image: '/x.svg', lowestPriceCents: 100 }
    expect(await codeOf(db.insert(products).values({ ...bad, priceCents: 100, stock: -1 }))).toBe(
      '23514',
    )
    expect(await codeOf(db.insert(products).values({ ...bad, priceCents: -1, stock: 1 }))).toBe(
      '23514',
    )
  })

  it('has one account per email (23505)', async () => {
    const { db } = database
    const user = { email: 'dup@exemplo.com', name: 'A', passwordHash: 'x' }
    await db.insert(users).values(user)
    expect(await codeOf(db.insert(users).values(user))).toBe('23505')
  })

  it('has every table of the design', async () => {
    const names = (
      await rawRows<{ table_name: string }>(
        database.db,
        sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
      )
    ).map((r) => r.table_name)
    expect(names).toEqual(
      expect.arrayContaining([
        'custom_products',
        'downloads',
        'email_outbox',
        'help_pages',
        'order_items',
        'orders',
        'password_reset_tokens',
        'product_leads',
        'products',
        'sessions',
        'shipping_addresses',
        'user_addresses',
        'users',
      ]),
    )
  })
})

import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { CATALOG_CHANNEL } from '#server/catalog-cache/follow-catalog-changes.ts'
import { loadConfig } from '#server/config.ts'
import { insertProducts } from '#server/modules/products/product-repository.ts'
import { openTestDatabase } from '#server/testing/test-database.ts'
import type { Database } from './client.ts'
import type { Listening } from './pg-listener.ts'
import { products } from './schema/catalog.ts'

// Migration 0012: what every app instance hears about a product write, whoever made it.

let database: Database
let listening: Listening
const heard: string[] = []
let id: string
beforeAll(async () => {
  database = await openTestDatabase()
  listening = await database.listen(CATALOG_CHANNEL, {
    onNotify: (payload) => heard.push(payload),
    onUp: () => undefined,
    onDown: () => undefined,
  })
  const [row] = await insertProducts(database.db, [
    { name: 'Volante', priceCents: 1000, description: 'd', image: '/i.webp', stock: 5 },
  ])
  id = row!.id
})
afterAll(async () => {
  await listening.stop()
  await database.close()
})

const onPostgres = loadConfig().databaseUrl !== undefined
/** PGlite delivers at commit; PostgreSQL within a short wait. */
const expectHeard = async (payloads: string[]) => {
  const check = () => expect(heard).toEqual(payloads)
  if (onPostgres) await vi.waitFor(check, { timeout: 3000, interval: 20 })
  else check()
  heard.length = 0
}
const versionOf = async () =>
  (await database.db.select().from(products).where(eq(products.id, id)))[0]!.stockVersion

describe('products triggers', () => {
  it('tell an insert as a catalog change', async () => {
    await expectHeard([''])
  })

  it('bump stock_version on each change of stock and send the product, stock and version', async () => {
    expect(await versionOf()).toBe(0)
    await database.db.update(products).set({ stock: 3 }).where(eq(products.id, id))
    await database.db
      .update(products)
      .set({ stock: sql`${products.stock} + 4`, updatedAt: new Date() })
      .where(eq(products.id, id))
    expect(await versionOf()).toBe(2)
    await expectHeard([`stock:${id}:3:1`, `stock:${id}:7:2`])
  })

  it('send nothing when nothing the store shows changed, and a catalog change otherwise', async () => {
    await database.db
      .update(products)
      .set({ stock: 7, updatedAt: new Date() })
      .where(eq(products.id, id))
    expect(await versionOf()).toBe(2)
    await database.db
      .update(products)
      .set({ name: 'Volante Novo', stock: 6 })
      .where(eq(products.id, id))
    expect(await versionOf()).toBe(3)
    await expectHeard([''])
  })

  it('tell a delete as a catalog change', async () => {
    await database.db.delete(products).where(eq(products.id, id))
    await expectHeard([''])
  })
})

import type { Db } from '#server/db/client.ts'
import { countProducts, insertProducts } from '#server/modules/products/product-repository.ts'
import { demoProducts } from './demo-products.ts'

/** Fills an empty catalog with the demo products; a catalog with anything in it is left alone. */
export async function seedDemoCatalog(db: Db, now = new Date()): Promise<number> {
  if ((await countProducts(db)) > 0) return 0
  const rows = demoProducts.map((p, index) => ({
    ...p,
    // The first entry is the newest, an hour apart, so "newest first" shows the intended order.
    createdAt: new Date(now.getTime() - index * 3_600_000),
  }))
  return (await insertProducts(db, rows)).length
}

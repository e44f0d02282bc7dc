import { and, asc, eq, exists, not, sql } from 'drizzle-orm'
import type { DemoDataCounts } from '#domain/demo-data.ts'
import type { Db } from '#server/db/client.ts'
import { products } from '#server/db/schema/catalog.ts'
import { downloads, helpPages } from '#server/db/schema/content.ts'
import { orderItems } from '#server/db/schema/orders.ts'

/** A product an order names: orders keep their lines (order_items, NO ACTION), so it stays. */
const inSomeOrder = exists(
  sql`(select 1 from ${orderItems} where ${orderItems.productId} = ${products.id})`,
)
const demoProduct = eq(products.demo, true)

/** The demo rows the removal would delete, and the demo products it would leave. */
export async function readDemoData(db: Db) {
  const [removable, kept] = await Promise.all([countRemovable(db), keptProducts(db)])
  return { removable, kept }
}

async function countRemovable(db: Db): Promise<DemoDataCounts> {
  const [productCount, helpPageCount, downloadCount] = await Promise.all([
    db.$count(products, and(demoProduct, not(inSomeOrder))),
    db.$count(helpPages, eq(helpPages.demo, true)),
    db.$count(downloads, eq(downloads.demo, true)),
  ])
  return { products: productCount, helpPages: helpPageCount, downloads: downloadCount }
}

function keptProducts(db: Db) {
  return db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(demoProduct, inSomeOrder))
    .orderBy(asc(products.name), asc(products.id))
}

/**
 * Deletes, in one transaction, the demo help pages, the demo downloads and the demo products no
 * order names (their stock books and leads go with them, by cascade); what was deleted and the
 * demo products left. The demo products are locked first: a checkout that took one before commits
 * first and is seen, one after waits, so no order line is left without its product.
 */
export function removeDemoData(db: Db) {
  return db.transaction(async (tx) => {
    await tx.select({ id: products.id }).from(products).where(demoProduct).for('update')
    const removedProducts = await tx
      .delete(products)
      .where(and(demoProduct, not(inSomeOrder)))
      .returning({ id: products.id })
    const removedPages = await tx
      .delete(helpPages)
      .where(eq(helpPages.demo, true))
      .returning({ id: helpPages.id })
    const removedDownloads = await tx
      .delete(downloads)
      .where(eq(downloads.demo, true))
      .returning({ id: downloads.id })
    const removed: DemoDataCounts = {
      products: removedProducts.length,
      helpPages: removedPages.length,
      downloads: removedDownloads.length,
    }
    return { removed, kept: await keptProducts(tx) }
  })
}

import type { Db } from '#server/db/client.ts'
import { countDownloads, insertDownload } from '#server/modules/downloads/download-repository.ts'
import { countHelpPages, insertHelpPage } from '#server/modules/help-pages/help-page-repository.ts'
import { countProducts, insertProducts } from '#server/modules/products/product-repository.ts'
import { demoDownloads } from './demo-downloads.ts'
import { demoHelpPages } from './demo-help-pages.ts'
import { demoProducts } from './demo-products.ts'

const HOUR_MS = 3_600_000

/**
 * Fills an empty catalog with the demo products, each marked `demo` (as the help pages and
 * downloads below); a catalog with anything in it is left alone.
 */
export async function seedDemoCatalog(db: Db, now = new Date()): Promise<number> {
  if ((await countProducts(db)) > 0) return 0
  const rows = demoProducts.map((p, index) => ({
    ...p,
    demo: true,
    // The first entry is the newest, an hour apart, so "newest first" shows the intended order.
    createdAt: new Date(now.getTime() - index * HOUR_MS),
  }))
  return (await insertProducts(db, rows)).length
}

/**
 * Fills an empty help centre and an empty downloads list, each on its own: a table with anything in
 * it is left alone. How many of each were added.
 */
export async function seedDemoContent(
  db: Db,
  now = new Date(),
): Promise<{ helpPages: number; downloads: number }> {
  let helpPages = 0
  if ((await countHelpPages(db)) === 0) {
    for (const [index, page] of demoHelpPages.entries()) {
      await insertHelpPage(db, page, new Date(now.getTime() - index * HOUR_MS), { demo: true })
      helpPages++
    }
  }
  let downloads = 0
  if ((await countDownloads(db)) === 0) {
    // Appended one by one, so the list shows them in the file's order.
    for (const download of demoDownloads) {
      await insertDownload(db, download, { demo: true })
      downloads++
    }
  }
  return { helpPages, downloads }
}

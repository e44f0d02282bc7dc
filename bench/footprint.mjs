// Footprint (issue 8, item 5): server RSS at idle and under the catalog load (sampled every 100 ms
// by bench/catalog.mjs), database bytes per order (bench/checkout.mjs) and cold start of
// `npm start` (bench/cold-start.mjs). `npm run bench` takes the figures from those runs instead of
// loading the shop twice; `node bench/footprint.mjs` runs shortened versions of them.
import { measureCatalog } from './catalog.mjs'
import { measureCheckout } from './checkout.mjs'
import { measureColdStart } from './cold-start.mjs'
import { cleanupTemplates } from './fresh-database.mjs'

export const FOOTPRINT_TARGETS = { rssBytes: 250 * 2 ** 20, coldStartMs: 2000 }

/** The footprint figures out of the catalog, checkout and cold-start results. */
export function footprintFrom({ catalog, checkout, cold }) {
  const databases = catalog.databases.map((c) => {
    const orders = checkout.databases.find((o) => o.database === c.database)
    return {
      database: c.database,
      idleRss: c.sizes[0].idleRss,
      idleRssLargest: c.sizes.at(-1).idleRss,
      peakRss: Math.max(...c.sizes.map((s) => s.peakRss)),
      bytesPerOrder: orders?.bytesPerOrder ?? null,
      ordersMeasured: orders?.shop.placed ?? 0,
    }
  })
  return { databases, cold, targets: FOOTPRINT_TARGETS }
}

export async function measureFootprint() {
  const catalog = await measureCatalog({ duration: 5, sideDuration: 3 })
  const checkout = await measureCheckout({ seconds: 10, limitSeconds: 5 })
  const cold = await measureColdStart()
  return footprintFrom({ catalog, checkout, cold })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await measureFootprint(), null, 2))
  await cleanupTemplates()
}

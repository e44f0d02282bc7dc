import type { Database } from '#server/db/client.ts'
import type { Listening } from '#server/db/pg-listener.ts'
import type { CatalogCache } from './catalog-cache.ts'

/**
 * Notified at commit by the products triggers (migrations 0004 and 0012): 'stock:<id>:<stock>:<version>'
 * when only a product's stock changed, '' for any other change.
 */
export const CATALOG_CHANNEL = 'catalog_changed'

/**
 * Keeps `cache` in step with every write to products, wherever it was made: another app instance,
 * a script, SQL typed by hand. This instance's own writes also invalidate directly, so they show
 * in its very next answer, before the notification arrives.
 */
export function followCatalogChanges(
  database: Pick<Database, 'listen'>,
  cache: CatalogCache,
): Promise<Listening> {
  // Until the first LISTEN is in place a change could go unheard.
  cache.suspend()
  return database.listen(CATALOG_CHANNEL, {
    onNotify: (payload) => cache.notified(payload),
    onUp: () => cache.resume(),
    onDown: () => cache.suspend(),
  })
}

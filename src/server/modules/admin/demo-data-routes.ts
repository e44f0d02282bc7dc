import { Hono } from 'hono'
import { conflict } from '#domain/errors.ts'
import { DEMO_DATA_MESSAGES } from '#domain/demo-data.ts'
import type { CatalogCache } from '#server/catalog-cache/catalog-cache.ts'
import { invalidateAfterWrites } from '#server/catalog-cache/invalidate-after-writes.ts'
import type { Db } from '#server/db/client.ts'
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '#server/db/pg-error.ts'
import type { AppEnv } from '#server/http/app-env.ts'
import { requireAdmin } from '#server/http/guards.ts'
import { readDemoData, removeDemoData } from './demo-data-repository.ts'

const withReason = (kept: { id: string; name: string }[]) =>
  kept.map((product) => ({ ...product, reason: DEMO_DATA_MESSAGES.keptInOrders }))

/**
 * The seed's demonstration data (SEED_DEMO): what 'Remover dados de demonstração' would delete
 * (the panel shows the button while there is some), and the removal itself. Each write empties
 * the catalog cache once done.
 */
export function adminDemoDataRoutes(deps: { db: Db; catalog: Pick<CatalogCache, 'invalidate'> }) {
  const { db, catalog } = deps
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .use(invalidateAfterWrites(catalog))
    .get('/', async (c) => {
      const { removable, kept } = await readDemoData(db)
      return c.json({ removable, kept: withReason(kept) })
    })
    .delete('/', async (c) => {
      try {
        const { removed, kept } = await removeDemoData(db)
        return c.json({ removed, kept: withReason(kept) })
      } catch (error) {
        // The lock makes this unlikely; if an order line still got in, nothing was removed.
        if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) {
          throw conflict('demo-data-in-use', DEMO_DATA_MESSAGES.busy)
        }
        throw error
      }
    })
}

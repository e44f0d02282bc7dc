import type { MiddlewareHandler } from 'hono'
import type { CatalogCache } from './catalog-cache.ts'

/**
 * For the owner's routes that write what the catalog cache serves (help pages, downloads): after
 * every write, this instance's cached copies are dropped at once; the other instances hear it from
 * the table's trigger (migration 0012).
 */
export function invalidateAfterWrites(
  catalog: Pick<CatalogCache, 'invalidate'>,
): MiddlewareHandler {
  return async (c, next) => {
    await next()
    if (c.req.method !== 'GET') catalog.invalidate()
  }
}

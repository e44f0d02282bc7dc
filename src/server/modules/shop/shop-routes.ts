import { Hono } from 'hono'
import { cachedJson } from '#server/catalog-cache/cached-json.ts'
import type { CachedJson } from '#server/catalog-cache/catalog-cache.ts'
import type { ShopInfo } from './shop-info.ts'

/**
 * GET /api/shop: no-cache with an ETag (decision 037): a browser asks each time and gets a 304 until
 * the owner saves the 'Loja' tab.
 */
export function shopRoutes(deps: { shopInfo: () => CachedJson }) {
  return new Hono().get('/', (c) => cachedJson<ShopInfo>(c, deps.shopInfo()))
}

import { Hono } from 'hono'
import type { Config } from '#server/config.ts'
import { missingSettings } from '#server/config-readiness.ts'
import type { AppEnv } from '#server/http/app-env.ts'
import { requireAdmin } from '#server/http/guards.ts'
import type { ShopSettingsReader } from '#server/shop-settings/shop-settings-store.ts'

/**
 * The panel's banner: which settings a live shop lacks. Names only, never a value. The panel's
 * own settings count as they are now (a save in 'Loja' takes its line away at once).
 */
export function adminSetupRoutes(deps: { config: Config; shopSettings: ShopSettingsReader }) {
  return new Hono<AppEnv>().use(requireAdmin).get('/', (c) =>
    c.json({
      production: deps.config.production,
      missing: missingSettings(deps.config, deps.shopSettings.current()),
    }),
  )
}

import { Hono } from 'hono'
import type { Config } from '#server/config.ts'
import { missingSettings } from '#server/config-readiness.ts'
import type { AppEnv } from '#server/http/app-env.ts'
import { requireAdmin } from '#server/http/guards.ts'

/** The panel's banner: which settings a live shop lacks. Names only, never a value. */
export function adminSetupRoutes(deps: { config: Config }) {
  const setup = {
    production: deps.config.production,
    missing: missingSettings(deps.config),
  }
  return new Hono<AppEnv>().use(requireAdmin).get('/', (c) => c.json(setup))
}

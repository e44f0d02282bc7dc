import { Hono } from 'hono'
import type { Db } from '#server/db/client.ts'
import type { AppEnv } from '#server/http/app-env.ts'
import { requireAdmin } from '#server/http/guards.ts'
import { readSummary } from './summary-repository.ts'

export function adminSummaryRoutes(deps: { db: Db }) {
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get('/', async (c) => c.json(await readSummary(deps.db)))
}

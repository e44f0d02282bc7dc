import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { Db } from '#server/db/client.ts'
import { logger } from '#server/logging/logger.ts'

export function healthRoutes(deps: { db: Db }) {
  return new Hono().get('/', async (c) => {
    try {
      await deps.db.execute(sql`select 1`)
      return c.json({ status: 'ok' as const, database: 'ok' as const })
    } catch (error) {
      logger.error({ err: error }, '[health] banco de dados indisponível')
      return c.json({ status: 'error' as const, database: 'unavailable' as const }, 503)
    }
  })
}

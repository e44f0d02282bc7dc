import { lt } from 'drizzle-orm'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { deleteLeadsBefore } from '#server/modules/leads/lead-repository.ts'
import { rateLimits } from '#server/db/schema/rate-limits.ts'
import { deleteOldAccessLinks } from '#server/modules/accounts/access-link-repository.ts'
import { deleteExpiredSessions } from '#server/modules/accounts/session-repository.ts'
import { logger } from '#server/logging/logger.ts'
import type { DiskMediaStore } from '#server/media/media-store.ts'
import { cleanUpPhotos } from '#server/modules/photos/photo-cleanup.ts'

const HOUR = 60 * 60 * 1000

const DAY = 24 * HOUR

/**
 * Forgets expired sessions, old access links, old rate-limit windows and leads older than
 * LEAD_RETENTION_DAYS, and deletes abandoned photos (photo-cleanup.ts), at start and every hour.
 * Idempotent.
 */
export function startCleanup(
  db: Db,
  media: DiskMediaStore,
  config: Pick<Config, 'leadRetentionDays'>,
  log: (message: string, error: unknown) => void = (message, error) =>
    logger.error({ err: error }, message),
) {
  async function run() {
    const now = new Date()
    try {
      await deleteExpiredSessions(db, now)
      await deleteOldAccessLinks(db, now)
      await db
        .delete(rateLimits)
        .where(lt(rateLimits.windowStart, new Date(now.getTime() - 24 * HOUR)))
      await deleteLeadsBefore(db, new Date(now.getTime() - config.leadRetentionDays * DAY))
      await cleanUpPhotos(db, media, now)
    } catch (error) {
      // As { err }: the logger drops a failed query's values (decision 032).
      log('[limpeza] falhou', error)
    }
  }
  let running = run()
  const timer = setInterval(() => (running = run()), HOUR)
  timer.unref()
  return {
    /** No new round; the one under way ends before the database closes (start.ts's stop). */
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}

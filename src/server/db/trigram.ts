import { sql } from 'drizzle-orm'
import type { Db } from './client.ts'
import { rawRows } from './raw-rows.ts'

const schemas = new WeakMap<Db, Promise<string | null>>()

/**
 * The schema pg_trgm is installed in, quoted as SQL needs it (it may live outside the
 * search_path), or null where migration 0004 could not install it. Asked once per database; an
 * extension an administrator installs later is seen on the next start.
 */
export function trigramSchema(db: Db): Promise<string | null> {
  let known = schemas.get(db)
  if (!known) {
    known = rawRows<{ schema: string }>(
      db,
      sql`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`,
    ).then((rows) => rows[0]?.schema ?? null)
    // A failed look is asked again next time, not remembered.
    known.catch(() => schemas.delete(db))
    schemas.set(db, known)
  }
  return known
}

import type { SQL } from 'drizzle-orm'
import type { Db } from './client.ts'

/**
 * The rows of a raw SQL statement. pg and PGlite both answer `{ rows }`; Drizzle types
 * `db.execute` for neither driver in particular, hence the one cast, here.
 */
export async function rawRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

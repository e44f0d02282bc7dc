import { mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'

/** The database or a transaction: repositories accept either. */
export type Db = PgDatabase<PgQueryResultHKT>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  migrate(): Promise<void>
  close(): Promise<void>
}

// Resolved next to this module, so the bundled server finds the copy placed beside it at build time.
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it, embedded PGlite. */
  databaseUrl?: string | undefined
  /** PGlite data directory; undefined = in memory (tests). */
  dataDir?: string | undefined
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    // An idle connection can die (a PostgreSQL restart, a dropped test database); the pool replaces
    // it, and without a listener the error would end the process.
    pool.on('error', (error) => console.error('[db] conexão ociosa perdida:', error.message))
    const db = drizzlePg(pool)
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    }
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true })
  const client = await PGlite.create(options.dataDir)
  const db = drizzlePglite(client)
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  }
}

import { mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { setFlagsFromString } from 'node:v8'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { lockDataDir } from './data-dir-lock.ts'
import { listenPostgres, type ListenHandlers, type Listening } from './pg-listener.ts'
import { logger, outsideRequest } from '#server/logging/logger.ts'

/** The database or a transaction: repositories accept either. */
export type Db = PgDatabase<PgQueryResultHKT>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  migrate(): Promise<void>
  /**
   * Calls `onNotify` for every NOTIFY on `channel`, delivered at commit. `onDown`: notifications
   * may be missed from now on (connection lost; it reconnects by itself); `onUp`: listening again.
   * Stop it before close().
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Listening>
  close(): Promise<void>
}

// Resolved next to this module, so the bundled server finds the copy placed beside it at build time.
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

interface DatabaseOptions {
  /** PostgreSQL connection string; without it, embedded PGlite. */
  databaseUrl?: string | undefined
  /** PGlite data directory; undefined = in memory (tests). */
  dataDir?: string | undefined
  /** PGlite: start from this dump (the tests' migrated template) instead of an empty database. */
  loadDataDir?: Blob | undefined
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const connectionString = options.databaseUrl
  if (connectionString) {
    const pool = new pg.Pool({ connectionString, max: 10 })
    // An idle connection can die (a PostgreSQL restart, a dropped test database); the pool replaces
    // it, and without a listener the error would end the process.
    // Outside any request: the connection was opened by one that has long been answered.
    pool.on('error', (error) =>
      outsideRequest(() => logger.warn(`[db] conexão ociosa perdida: ${error.message}`)),
    )
    const db = drizzlePg(pool)
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      // A dedicated connection: a pooled one would be handed to queries and lose the LISTEN.
      listen: (channel, handlers) => listenPostgres({ connectionString, channel, ...handlers }),
      close: () => pool.end(),
    }
  }
  const { client, close } = await openPglite(options.dataDir, options.loadDataDir)
  const db = drizzlePglite(client)
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One process, one connection: a notification is handled before the COMMIT's promise resolves.
    async listen(channel, handlers) {
      const unlisten = await client.listen(channel, (payload) => handlers.onNotify(payload))
      handlers.onUp()
      return { stop: unlisten }
    },
    close,
  }
}

/**
 * The embedded PostgreSQL lives in the shop's own memory: its default 128 MB of shared buffers made
 * a process of 340 MB before the first request. A small shop's tables fit in far less, and the
 * operating system caches the files besides (docs/decisions/009-embedded-database-safety-and-memory.md).
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB']

/**
 * PGlite's WebAssembly is compiled by V8's baseline compiler only: the optimising tier compiled
 * the whole module again in the background and kept about 85 MB of compiler memory for good,
 * without making the shop faster (decision 019: peak RSS under the catalog load 298 -> 218 MB with
 * shared_buffers 16MB; checkout orders/s and catalog req/s unchanged within the noise).
 */
let baselineWasmOnly = false
function compileWasmWithBaselineOnly() {
  if (baselineWasmOnly) return
  setFlagsFromString('--liftoff-only')
  baselineWasmOnly = true
}

/** Resolves after the event loop has served the I/O waiting (the check phase follows the poll). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * PGlite runs each statement synchronously in this thread and hands the next queued query or
 * transaction its turn in a microtask, so a queue of checkouts ran back to back without the event
 * loop ever reading a socket: page views answered from memory waited up to seconds behind them
 * (decision 020, docs/decisions/021-pglite-takes-turns.md). Waiting one turn of the event loop before
 * each statement bounds that wait to one statement.
 */
function takeTurns(client: PGlite) {
  const query = client.query.bind(client)
  const transaction = client.transaction.bind(client)
  client.query = (async (...args: Parameters<PGlite['query']>) => {
    await nextTurn()
    return query(...args)
  }) as PGlite['query']
  client.transaction = (async (callback: Parameters<PGlite['transaction']>[0]) => {
    await nextTurn()
    return transaction((tx) => {
      const inTransaction = tx.query.bind(tx)
      tx.query = (async (...args: Parameters<typeof tx.query>) => {
        await nextTurn()
        return inTransaction(...args)
      }) as typeof tx.query
      return callback(tx)
    })
  }) as PGlite['transaction']
}

/**
 * The embedded database itself, with its data directory locked for this process (data-dir-lock.ts):
 * for openDatabase, and for the backup, which needs PGlite's own dump and load.
 */
export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob) {
  if (dataDir) await mkdir(dataDir, { recursive: true })
  const lock = dataDir ? await lockDataDir(dataDir) : undefined
  try {
    compileWasmWithBaselineOnly()
    const client = await PGlite.create({
      dataDir,
      loadDataDir,
      // pg_trgm: the GIN index behind the catalog search (migration 0004).
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
    })
    takeTurns(client)
    return {
      client,
      async close() {
        await client.close()
        await lock?.release()
      },
    }
  } catch (error) {
    await lock?.release()
    throw error
  }
}

import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { loadConfig } from '#server/config.ts'
import { openDatabase, type Database } from '#server/db/client.ts'

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, when DATABASE_URL is set,
 * a new database created on that PostgreSQL server and dropped on close.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = loadConfig().databaseUrl
  if (!serverUrl) {
    const database = await openDatabase({})
    await database.migrate()
    return database
  }
  const created = await createPostgresDatabase(serverUrl)
  const database = await openDatabase({ databaseUrl: created.url })
  await database.migrate()
  return {
    ...database,
    async close() {
      await database.close()
      await created.drop()
    },
  }
}

/**
 * A new, empty database on the PostgreSQL server of `serverUrl` (DATABASE_URL's), for a shop a
 * test starts itself: its connection string, and what drops it.
 */
export async function createPostgresDatabase(serverUrl: string) {
  const name = `vitrine_test_${randomBytes(6).toString('hex')}`
  await adminQuery(serverUrl, `create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  }
}

async function adminQuery(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

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
  const name = `vitrine_test_${randomBytes(6).toString('hex')}`
  await adminQuery(serverUrl, `create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ databaseUrl: url.toString() })
  await database.migrate()
  return {
    ...database,
    async close() {
      await database.close()
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`)
    },
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

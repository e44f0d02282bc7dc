import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { inject } from 'vitest'
import { loadConfig } from '#server/config.ts'
import { openDatabase, type Database } from '#server/db/client.ts'
import { adminQuery, databaseAt } from './test-database-template.ts'

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, when DATABASE_URL is set,
 * a new database created on that PostgreSQL server and dropped on close. Both start as a copy of
 * the template the server project's global setup migrated (test-database-template.ts).
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = loadConfig().databaseUrl
  const template = inject('testDatabaseTemplate')
  if (!serverUrl) {
    if (template?.kind === 'pglite') {
      const dump = new Blob([await readFile(template.dumpFile)])
      return openDatabase({ loadDataDir: dump })
    }
    const database = await openDatabase({})
    await database.migrate()
    return database
  }
  const copyOf = template?.kind === 'postgres' ? template.database : undefined
  const created = await createPostgresDatabase(serverUrl, copyOf)
  const database = await openDatabase({ databaseUrl: created.url })
  if (!copyOf) await database.migrate()
  return {
    ...database,
    async close() {
      await database.close()
      await created.drop()
    },
  }
}

/**
 * A new database on the PostgreSQL server of `serverUrl` (DATABASE_URL's), empty or a copy of
 * `template`, for a test's database or a shop a test starts itself: its connection string, and
 * what drops it.
 */
export async function createPostgresDatabase(serverUrl: string, template?: string) {
  const name = `vitrine_test_${randomBytes(6).toString('hex')}`
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`)
  return {
    url: databaseAt(serverUrl, name),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  }
}

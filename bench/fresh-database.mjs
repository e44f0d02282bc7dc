// A migrated shop database (demo catalog and admin included) for each benchmark that needs one.
// The shop's first start on an empty PGlite directory runs initdb in WebAssembly, which takes
// 5-25 s on 2 cores: it is done once per process and copied (a directory copy; on PostgreSQL,
// CREATE DATABASE ... TEMPLATE). cleanupTemplates() removes the originals.
import { rmSync } from 'node:fs'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createPostgresDatabase, freePort, POSTGRES_URL, startBuiltShop, stopShop } from './lib.mjs'

let pgliteTemplate = null
let postgresTemplate = null

async function migrated(target) {
  await stopShop((await startBuiltShop({ port: await freePort(), ...target })).child)
}

async function makePgliteTemplate() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-bench-template-'))
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
  await migrated({ dataDir: dir })
  return dir
}

async function makePostgresTemplate() {
  const db = await createPostgresDatabase(POSTGRES_URL, 'template')
  await migrated({ databaseUrl: db.url })
  return db
}

/** Fills `dataDir` (which must not exist yet) with a copy of the migrated PGlite database. */
export async function freshPglite(dataDir) {
  const template = await (pgliteTemplate ??= makePgliteTemplate())
  await cp(template, dataDir, { recursive: true })
  return { dataDir }
}

/** A new database on the DATABASE_URL server, a copy of the migrated one; drop() removes it. */
export async function freshPostgres(label) {
  const template = await (postgresTemplate ??= makePostgresTemplate())
  return createPostgresDatabase(POSTGRES_URL, label, { template: template.url })
}

export async function cleanupTemplates() {
  const [dir, db] = [pgliteTemplate, postgresTemplate]
  pgliteTemplate = postgresTemplate = null
  const made = async (promise) => promise?.catch(() => null)
  const [madeDir, madeDb] = [await made(dir), await made(db)]
  if (madeDir) await rm(madeDir, { recursive: true, force: true })
  if (madeDb) await madeDb.drop()
}

/**
 * `run(label, target)` on a fresh PGlite directory and, when DATABASE_URL is set, a fresh PostgreSQL
 * database; both removed afterwards (templates too). Answers the runs' results in that order.
 */
export async function onFreshDatabases(name, run, { pglite = true, postgres = true } = {}) {
  const workDir = await mkdtemp(path.join(os.tmpdir(), `vitrine-${name}-`))
  const results = []
  try {
    if (pglite) {
      const { dataDir } = await freshPglite(path.join(workDir, 'data'))
      results.push(await run('PGlite', { dataDir }))
    }
    if (postgres && POSTGRES_URL) {
      const pg = await freshPostgres(name)
      try {
        results.push(await run('PostgreSQL', { databaseUrl: pg.url }))
      } finally {
        await pg.drop()
      }
    }
  } finally {
    await rm(workDir, { recursive: true, force: true })
    await cleanupTemplates()
  }
  return results
}

import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterEach, expect, it } from 'vitest'
import { loadConfig } from './config.ts'
import { rawRows } from './db/raw-rows.ts'
import { adminPasswordNote } from './settings-report.ts'
import { startShop } from './start.ts'
import { testConfig } from './testing/test-app.ts'
import { createPostgresDatabase } from './testing/test-database.ts'

/**
 * Decision 043: after a first start with ADMIN_EMAIL=dona@oficina.test, a plain start (ADMIN_EMAIL's
 * default) made admin@vitrine.local a second admin and printed its password. Two starts on one
 * DATA_DIR (or one PostgreSQL database), through start.ts, as `npm start` runs them.
 */

const cleanUps: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp()
})

async function oneShopsStorage() {
  const dir = await mkdtemp(path.join(tmpdir(), 'vitrine-one-owner-'))
  cleanUps.push(() => rm(dir, { recursive: true, force: true }))
  const server = loadConfig().databaseUrl
  const postgres = server ? await createPostgresDatabase(server) : undefined
  if (postgres) cleanUps.push(postgres.drop)
  return (env: Record<string, string>) =>
    testConfig({
      PORT: '0',
      SEED_DEMO: 'false',
      DATA_DIR: path.join(dir, 'data'),
      MEDIA_DIR: path.join(dir, 'media'),
      DATABASE_URL: postgres?.url ?? '',
      ...env,
    })
}

/** One start, as `npm start` runs it, stopped once it serves: what it prepared and printed. */
async function startOnce(config: ReturnType<typeof testConfig>) {
  const shop = await startShop(config)
  const admins = await rawRows<{ email: string }>(
    shop.database.db,
    sql`select email from users where is_admin order by created_at`,
  )
  await shop.stop()
  return { admin: shop.admin, note: adminPasswordNote(config, shop.admin), admins }
}

it('a later start with another ADMIN_EMAIL makes no second admin and prints no password', async () => {
  const storage = await oneShopsStorage()
  const first = await startOnce(storage({ ADMIN_EMAIL: 'dona@oficina.test' }))
  expect(first.admin).toMatchObject({ email: 'dona@oficina.test', created: true })
  expect(first.note).toBe(first.admin.password)
  expect(first.note).toMatch(/^[A-Za-z0-9]{16}$/)

  // `npm start` without ADMIN_EMAIL: its default.
  const plain = storage({ ADMIN_EMAIL: 'admin@vitrine.local' })
  expect(plain.adminEmail).toBe('admin@vitrine.local')
  const second = await startOnce(plain)
  expect(second.admin).toEqual({
    email: 'dona@oficina.test',
    password: undefined,
    created: false,
    unusedAdminEmail: 'admin@vitrine.local',
  })
  expect(second.admins).toEqual([{ email: 'dona@oficina.test' }])
  expect(second.note).toBe('(a da conta; para trocar: npm run admin:password)')
  expect(second.note).not.toContain(first.admin.password!)

  // With an ADMIN_PASSWORD too: still the one owner, and no password printed.
  const third = await startOnce(
    storage({ ADMIN_EMAIL: 'outra@oficina.test', ADMIN_PASSWORD: 'senha-nova-123' }),
  )
  expect(third.admins).toEqual([{ email: 'dona@oficina.test' }])
  expect(third.note).not.toContain('senha-nova-123')
})

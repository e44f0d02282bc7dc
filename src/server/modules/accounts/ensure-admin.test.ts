import { sql } from 'drizzle-orm'
import { afterEach, beforeEach, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { rawRows } from '#server/db/raw-rows.ts'
import { StartRefused } from '#server/start-refused.ts'
import { openTestDatabase } from '#server/testing/test-database.ts'
import { ensureAdmin } from './ensure-admin.ts'
import { verifyPassword } from './password.ts'
import { findUserByEmail, insertUser } from './user-repository.ts'

let database: Database
beforeEach(async () => {
  database = await openTestDatabase()
})
afterEach(() => database.close())

const admins = async () =>
  (
    await rawRows<{ email: string }>(
      database.db,
      sql`select email from users where is_admin order by email`,
    )
  ).map((row) => row.email)

it('creates the admin once, with a generated password that works, and never shows it again', async () => {
  const first = await ensureAdmin(database.db, { email: 'dona@vitrine.test', password: undefined })
  expect(first.created).toBe(true)
  expect(first.password).toMatch(/^[A-Za-z0-9]{16}$/)

  const row = await findUserByEmail(database.db, 'dona@vitrine.test')
  expect(row?.isAdmin).toBe(true)
  expect(row?.name).toBe('dona')
  expect(row?.passwordHash).toMatch(/^\$argon2id\$/)
  expect(await verifyPassword(row!.passwordHash, first.password!)).toBe(true)
  expect(await verifyPassword(row!.passwordHash, 'outra-senha')).toBe(false)

  const again = await ensureAdmin(database.db, { email: 'dona@vitrine.test', password: undefined })
  expect(again).toEqual({ email: 'dona@vitrine.test', password: undefined, created: false })
})

it('uses ADMIN_PASSWORD when given', async () => {
  const admin = await ensureAdmin(database.db, {
    email: 'outra@vitrine.test',
    password: 'segredo-123',
  })
  const row = await findUserByEmail(database.db, 'outra@vitrine.test')
  expect(admin.password).toBe('segredo-123')
  expect(await verifyPassword(row!.passwordHash, 'segredo-123')).toBe(true)
})

it('makes no second admin when ADMIN_EMAIL names someone else: the shop has its owner (decision 043)', async () => {
  await ensureAdmin(database.db, { email: 'dona@oficina.test', password: undefined })
  for (const email of ['admin@vitrine.local', 'Outra@Oficina.test']) {
    const later = await ensureAdmin(database.db, { email, password: 'senha-nova-123' })
    expect(later).toEqual({
      email: 'dona@oficina.test',
      password: undefined,
      created: false,
      unusedAdminEmail: email,
    })
  }
  expect(await admins()).toEqual(['dona@oficina.test'])
  expect(await findUserByEmail(database.db, 'admin@vitrine.local')).toBeUndefined()
  // ADMIN_EMAIL naming the owner in other letters: the owner, as stored.
  const named = await ensureAdmin(database.db, { email: 'DONA@oficina.test', password: undefined })
  expect(named).toEqual({ email: 'dona@oficina.test', password: undefined, created: false })
})

it('refuses to start a shop with no admin whose ADMIN_EMAIL is a customer, and writes nothing', async () => {
  await insertUser(database.db, {
    email: 'dona@oficina.test',
    name: 'Cliente',
    passwordHash: 'x',
    isAdmin: false,
  })
  const start = ensureAdmin(database.db, { email: 'dona@oficina.test', password: undefined })
  await expect(start).rejects.toThrow(StartRefused)
  await expect(start).rejects.toThrow('já é a conta de um cliente')
  expect(await admins()).toEqual([])
})

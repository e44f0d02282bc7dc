import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { openTestDatabase } from '#server/testing/test-database.ts'
import { ensureAdmin } from './ensure-admin.ts'
import { verifyPassword } from './password.ts'
import { findUserByEmail } from './user-repository.ts'

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

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

import { afterAll, beforeEach, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { users } from '#server/db/schema/accounts.ts'
import { openTestDatabase } from '#server/testing/test-database.ts'
import { resetAdminPassword } from './admin-password-reset.ts'
import { findUserByEmail, insertUser } from './user-repository.ts'

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())
beforeEach(async () => {
  await database.db.delete(users)
})

const account = (email: string, isAdmin: boolean) =>
  insertUser(database.db, { email, name: email, passwordHash: 'antigo', isAdmin })
const hashOf = async (email: string) => (await findUserByEmail(database.db, email))?.passwordHash

describe('npm run admin:password', () => {
  it('finds the admin by the flag, whatever its email has become', async () => {
    await account('cliente@exemplo.com', false)
    await account('email.trocado@vitrine.test', true)
    expect(await resetAdminPassword(database.db, 'novo')).toEqual({
      done: true,
      email: 'email.trocado@vitrine.test',
    })
    expect(await hashOf('email.trocado@vitrine.test')).toBe('novo')
    expect(await hashOf('cliente@exemplo.com')).toBe('antigo')
  })

  it('asks which one with --email when there are several admins, and takes it', async () => {
    await account('dona@vitrine.test', true)
    await account('socio@vitrine.test', true)
    expect(await resetAdminPassword(database.db, 'novo')).toEqual({
      done: false,
      message:
        'Há 2 administradores (dona@vitrine.test, socio@vitrine.test): diga qual com --email <email>.',
    })
    expect(await hashOf('dona@vitrine.test')).toBe('antigo')
    const chosen = await resetAdminPassword(database.db, 'novo', ' Socio@Vitrine.test ')
    expect(chosen).toEqual({ done: true, email: 'socio@vitrine.test' })
    expect(await hashOf('socio@vitrine.test')).toBe('novo')
    expect(await hashOf('dona@vitrine.test')).toBe('antigo')
  })

  it("never sets a customer's password, and says so when no admin has that email", async () => {
    await account('dona@vitrine.test', true)
    await account('cliente@exemplo.com', false)
    const result = await resetAdminPassword(database.db, 'novo', 'cliente@exemplo.com')
    expect(result).toEqual({
      done: false,
      message:
        'Nenhuma conta de administrador com o email cliente@exemplo.com. Administradores: dona@vitrine.test.',
    })
    expect(await hashOf('cliente@exemplo.com')).toBe('antigo')
  })

  it('says to start the shop first when there is no admin account', async () => {
    expect(await resetAdminPassword(database.db, 'novo')).toEqual({
      done: false,
      message: 'Nenhuma conta de administrador. Rode npm start uma vez para criá-la.',
    })
  })
})

import { sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { rawRows } from '#server/db/raw-rows.ts'
import { addAdmin, adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { TestClient } from '#server/testing/test-client.ts'

// Decision 043: 'Usuários' makes a customer an admin and takes the role back, with an audit row;
// never from the last admin, never from oneself; a stale page's change is refused.

let f: AdminFixture
beforeEach(async () => {
  f = await adminFixture()
})
afterEach(() => f.t.close())

const role = (client: TestClient, id: string, isAdmin: unknown) =>
  client.request<{ user?: { isAdmin: boolean }; error?: { code: string; message: string } }>(
    'PUT',
    `/api/admin/users/${id}/role`,
    { isAdmin },
  )

const admins = async () =>
  (
    await rawRows<{ email: string }>(
      f.t.database.db,
      sql`select email from users where is_admin order by email`,
    )
  ).map((row) => row.email)

const audit = () =>
  rawRows<{ user_email: string; is_admin: boolean; changed_by_email: string }>(
    f.t.database.db,
    sql`select user_email, is_admin, changed_by_email from user_role_changes order by changed_at, id`,
  )

async function signedIn(email: string, password: string) {
  const client = new TestClient(f.t)
  expect((await client.post('/api/auth/login', { email, password })).status).toBe(200)
  return client
}

describe("an account's role in 'Usuários'", () => {
  it('makes a customer an admin and takes it back, each with its audit row', async () => {
    const made = await role(f.admin, f.customerId, true)
    expect(made.status).toBe(200)
    expect(made.body.user).toMatchObject({ isAdmin: true })
    expect(await admins()).toEqual(['cliente@exemplo.com', 'dona@vitrine.test'])
    // At once: the customer's own session opens the panel's routes.
    expect((await f.customer.get('/api/admin/summary')).status).toBe(200)

    const back = await role(f.admin, f.customerId, false)
    expect(back.status).toBe(200)
    expect(back.body.user).toMatchObject({ isAdmin: false })
    expect(await admins()).toEqual(['dona@vitrine.test'])
    expect((await f.customer.get('/api/admin/summary')).status).toBe(403)

    expect(await audit()).toEqual([
      { user_email: 'cliente@exemplo.com', is_admin: true, changed_by_email: 'dona@vitrine.test' },
      { user_email: 'cliente@exemplo.com', is_admin: false, changed_by_email: 'dona@vitrine.test' },
    ])
  })

  it('refuses a change from a page that no longer shows the account as it is, and writes nothing', async () => {
    expect((await role(f.admin, f.customerId, true)).status).toBe(200)
    const again = await role(f.admin, f.customerId, true)
    expect(again.status).toBe(409)
    expect(again.body.error).toEqual({
      code: 'stale',
      message:
        'Este usuário mudou de tipo em outra aba ou por outro administrador. Recarregue a lista.',
    })
    expect(await audit()).toHaveLength(1)
  })

  it('never takes the role from the last admin, nor from oneself', async () => {
    const last = await role(f.admin, await idOf('dona@vitrine.test'), false)
    expect(last.status).toBe(409)
    expect(last.body.error?.message).toBe('A loja precisa de pelo menos um administrador.')

    await addAdmin(f.t.database.db, { email: 'socia@vitrine.test', password: 'socia-123' })
    const self = await role(f.admin, await idOf('dona@vitrine.test'), false)
    expect(self.status).toBe(409)
    expect(self.body.error?.message).toBe(
      'Você não pode remover o seu próprio acesso de administrador.',
    )
    expect(await admins()).toEqual(['dona@vitrine.test', 'socia@vitrine.test'])
    expect(await audit()).toEqual([])
  })

  it('two admins taking the role from each other at once leave one admin', async () => {
    const socia = await addAdmin(f.t.database.db, {
      email: 'socia@vitrine.test',
      password: 'socia-123',
    })
    const partner = await signedIn('socia@vitrine.test', 'socia-123')
    const owner = await idOf('dona@vitrine.test')
    const answers = await Promise.all([role(f.admin, socia.id, false), role(partner, owner, false)])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 403])
    expect(await admins()).toHaveLength(1)
    expect(await audit()).toHaveLength(1)
  })

  it('answers a role that is not true or false, and an unknown account, in pt-BR', async () => {
    for (const isAdmin of ['sim', 1, null, undefined]) {
      const res = await role(f.admin, f.customerId, isAdmin)
      expect(res.status).toBe(400)
      expect(JSON.stringify(res.body)).toContain('Informe se a conta é de administrador.')
    }
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nao-e-um-id']) {
      const res = await role(f.admin, id, true)
      expect(res.status).toBe(404)
      expect(res.body.error?.message).toBe('Usuário não encontrado')
    }
    expect(await admins()).toEqual(['dona@vitrine.test'])
    expect(await audit()).toEqual([])
  })

  it('is refused to a customer and to a visitor', async () => {
    expect((await role(f.customer, f.customerId, true)).status).toBe(403)
    expect((await role(f.visitor, f.customerId, true)).status).toBe(401)
    expect(await admins()).toEqual(['dona@vitrine.test'])
  })
})

async function idOf(email: string) {
  return (
    await rawRows<{ id: string }>(f.t.database.db, sql`select id from users where email = ${email}`)
  )[0]!.id
}

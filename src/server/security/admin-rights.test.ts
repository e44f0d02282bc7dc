import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '#server/db/schema/accounts.ts'
import { addAdmin } from '#server/testing/admin-fixtures.ts'
import { ADDRESS, TestClient } from '#server/testing/test-client.ts'
import {
  A_ADDRESS,
  A_EMAIL,
  B_EMAIL,
  CUSTOMER_PASSWORD,
  OWNER_EMAIL,
  securityFixture,
  type SecurityKit,
} from '#server/testing/security/security-fixtures.ts'

/**
 * Admin rights come from the database alone: no field sent to register, checkout, the address or
 * the admin's user form makes an admin, nor does registering ADMIN_EMAIL; and a session carries
 * only what its user is now (deleted, or no longer an admin). The owner ends as the only admin.
 */

let kit: SecurityKit
beforeAll(async () => {
  kit = await securityFixture()
})
afterAll(() => kit.t.close())

const ADMIN_FIELDS = [{ isAdmin: true }, { is_admin: true }, { role: 'admin' }, { admin: true }]

describe('nobody becomes an admin through the API', () => {
  async function expectCustomer(client: TestClient, id: string) {
    const [row] = await kit.db.select().from(users).where(eq(users.id, id))
    expect(row?.isAdmin).toBe(false)
    expect((await client.get('/api/auth/session')).body).toMatchObject({
      user: { id, isAdmin: false },
    })
    expect((await client.get('/api/admin/summary')).status).toBe(403)
  }

  it.each(ADMIN_FIELDS)('ignores %o on register, checkout and the address', async (field) => {
    const registered = new TestClient(kit.t)
    const reg = await registered.post<{ user: { id: string; isAdmin: boolean } }>(
      '/api/auth/register',
      {
        email: kit.fresh.email(),
        password: 'nova-senha',
        confirmPassword: 'nova-senha',
        address: { ...ADDRESS, ...field },
        ...field,
      },
    )
    expect(reg.status).toBe(201)
    await expectCustomer(registered, reg.body.user.id)

    const checkout = new TestClient(kit.t)
    const made = await checkout.post<{ user: { id: string } }>('/api/auth/checkout', {
      email: kit.fresh.email(),
      password: 'nova-senha',
      ...field,
    })
    expect(made.status).toBe(201)
    await expectCustomer(checkout, made.body.user.id)

    const a = await kit.signIn(A_EMAIL, CUSTOMER_PASSWORD)
    const put = await a.request('PUT', '/api/account/address', { ...A_ADDRESS, ...field })
    expect(put.status).toBe(200)
    const patch = await a.request('PATCH', `/api/admin/users/${kit.ids.customer}`, {
      name: 'Ana',
      email: A_EMAIL,
      ...field,
    })
    expect(patch.status).toBe(403)
    // The route that makes an admin (decision 043) is the owner's only.
    const role = await a.request('PUT', `/api/admin/users/${kit.ids.customer}/role`, {
      isAdmin: true,
      ...field,
    })
    expect(role.status).toBe(403)
    await expectCustomer(a, kit.ids.customer)
  })

  it("is not made admin even by the admin's own user form", async () => {
    const res = await kit.call('admin', 'PATCH', `/api/admin/users/${kit.ids.other}`, {
      name: 'Bia Lima',
      email: B_EMAIL,
      ...Object.assign({}, ...ADMIN_FIELDS),
    })
    expect(res.status).toBe(200)
    await expectCustomer(await kit.signIn(B_EMAIL, CUSTOMER_PASSWORD), kit.ids.other)
  })

  it('gives no admin rights to whoever registers ADMIN_EMAIL after the owner changed theirs', async () => {
    const renamed = await kit.call('admin', 'PATCH', `/api/admin/users/${kit.ids.admin}`, {
      name: 'Dona',
      email: 'dona.nova@vitrine.test',
    })
    expect(renamed.status).toBe(200)
    try {
      for (const path of ['/api/auth/register', '/api/auth/checkout']) {
        const email = path.endsWith('register') ? OWNER_EMAIL : OWNER_EMAIL.toUpperCase()
        const intruder = new TestClient(kit.t)
        const res = await intruder.post<{ user: { id: string } }>(path, {
          email,
          password: 'intrusa-1',
          confirmPassword: 'intrusa-1',
          address: ADDRESS,
        })
        expect(res.status, path).toBe(201)
        await expectCustomer(intruder, res.body.user.id)
        await kit.db.delete(users).where(eq(users.email, OWNER_EMAIL))
      }
    } finally {
      await kit.db.delete(users).where(eq(users.email, OWNER_EMAIL))
      await kit.db.update(users).set({ email: OWNER_EMAIL }).where(eq(users.id, kit.ids.admin))
    }
  })
})

describe('a session follows its user', () => {
  it("dies with a deleted user, and an admin's own account cannot be deleted", async () => {
    const gone = new TestClient(kit.t)
    const reg = await gone.post<{ user: { id: string } }>('/api/auth/register', {
      email: kit.fresh.email(),
      password: 'nova-senha',
      confirmPassword: 'nova-senha',
      address: ADDRESS,
    })
    expect((await gone.get('/api/account/address')).status).toBe(200)
    const del = await kit.call('admin', 'DELETE', `/api/admin/users/${reg.body.user.id}`)
    expect(del.status).toBe(204)
    expect((await gone.get('/api/account/address')).status).toBe(401)
    expect((await gone.get('/api/auth/session')).body).toEqual({ user: null })

    const self = await kit.call('admin', 'DELETE', `/api/admin/users/${kit.ids.admin}`)
    expect(self.status).toBe(403)
    expect(await kit.read.user(kit.ids.admin)).toMatchObject({ isAdmin: true })
  })

  it('stops opening the admin routes the moment its user is no longer an admin', async () => {
    // Demoted in the database here; through 'Usuários' in admin-user-routes.role.test.ts.
    await addAdmin(kit.db, { email: 'socia@vitrine.test', password: 'socia-123' })
    const partner = await kit.signIn('socia@vitrine.test', 'socia-123')
    expect((await partner.get('/api/admin/summary')).status).toBe(200)
    await kit.db.update(users).set({ isAdmin: false }).where(eq(users.email, 'socia@vitrine.test'))
    expect((await partner.get('/api/admin/summary')).status).toBe(403)
    expect((await partner.get('/api/auth/session')).body).toMatchObject({
      user: { isAdmin: false },
    })
  })

  it('leaves the owner the only admin after every call above', async () => {
    expect(await kit.admins()).toEqual([OWNER_EMAIL])
  })
})

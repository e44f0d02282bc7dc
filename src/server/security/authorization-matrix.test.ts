import { isDeepStrictEqual } from 'node:util'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '#server/db/schema/accounts.ts'
import { orderItems } from '#server/db/schema/orders.ts'
import { ensureAdmin } from '#server/modules/accounts/ensure-admin.ts'
import { ADDRESS, TestClient } from '#server/testing/test-client.ts'
import { ROUTE_ACCESS } from './route-access.ts'
import {
  A_ADDRESS,
  A_EMAIL,
  A_PROJECT_NAME,
  A_STREET,
  B_EMAIL,
  CUSTOMER_PASSWORD,
  OWNER_EMAIL,
  ROLES,
  securityFixture,
  type SecurityKit,
} from './security-test-kit.ts'

let kit: SecurityKit
beforeAll(async () => {
  kit = await securityFixture()
})
afterAll(() => kit.t.close())

/** Middleware entries (`ALL /api/*`, `ALL /api/orders/*`...) and the web app's `GET /*`. */
function isCatchAll(route: { method: string; path: string }) {
  return route.path.endsWith('/*') && (route.method === 'ALL' || route.path === '/*')
}

function appRoutes(): string[] {
  const keys = kit.t.app.routes.filter((r) => !isCatchAll(r)).map((r) => `${r.method} ${r.path}`)
  return [...new Set(keys)]
}

const matches = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`).test(path.split('?')[0] ?? '')

let checked = 0

describe('authorization matrix', () => {
  it('has an entry for every route of the app, and none for a route that is gone', () => {
    const routes = appRoutes()
    const problems = [
      ...routes
        .filter((r) => !(r in ROUTE_ACCESS))
        .map((r) => `new route without an authorization entry: ${r}`),
      ...Object.keys(ROUTE_ACCESS)
        .filter((r) => !routes.includes(r))
        .map((r) => `authorization entry for a route that no longer exists: ${r}`),
    ]
    expect(problems).toEqual([])
  })

  it.each(Object.keys(ROUTE_ACCESS))('%s', async (route) => {
    const [method = '', pattern = ''] = route.split(' ')
    const entry = ROUTE_ACCESS[route]!
    const secrets = [A_STREET, A_PROJECT_NAME, A_EMAIL, kit.order]
    const problems: string[] = []
    for (const role of ROLES) {
      const call = await entry.call(kit, role)
      const expected = entry.access[role]
      const refused = expected >= 400
      if (!matches(pattern, call.path)) problems.push(`${role}: ${call.path} is not ${pattern}`)
      if (refused && method !== 'GET' && !call.state) {
        problems.push(`${role}: a refused ${method} needs a state to prove nothing changed`)
      }
      const before = await call.state?.()
      const answer = await kit.call(role, method, call.path, call.body)
      checked++
      if (answer.status !== expected) {
        problems.push(
          `${role}: ${answer.status}, expected ${expected}: ${answer.text.slice(0, 300)}`,
        )
      }
      if (refused && call.state && !isDeepStrictEqual(await call.state(), before)) {
        problems.push(`${role}: refused with ${answer.status} but the record changed`)
      }
      if (role === 'visitor' || role === 'other') {
        for (const secret of secrets.filter((s) => answer.text.includes(s))) {
          problems.push(`${role}: the answer shows customer A's ${secret}`)
        }
      }
    }
    expect(problems).toEqual([])
  })

  it('called every route of the app as each of the four roles', () => {
    const routes = appRoutes()
    // The figure for docs/reliability.md.
    console.log(
      `authorization matrix: ${routes.length} routes x ${ROLES.length} roles = ${checked}`,
    )
    expect(routes.length).toBeGreaterThanOrEqual(58)
    expect(checked).toBe(routes.length * ROLES.length)
  })
})

describe('only the owner reads an order, an address or a project', () => {
  it("shows A's order, address and project to A, and nothing of them to B or a visitor", async () => {
    await kit.fresh.project()
    const a = await kit.signIn(A_EMAIL, CUSTOMER_PASSWORD)
    const b = await kit.signIn(B_EMAIL, CUSTOMER_PASSWORD)
    const visitor = new TestClient(kit.t)

    const own = await a.get(`/api/orders/${kit.order}`)
    expect(own.status).toBe(200)
    expect(JSON.stringify(own.body)).toContain(A_STREET)
    expect(JSON.stringify((await a.get('/api/orders')).body)).toContain(kit.order)
    expect((await a.get('/api/account/address')).body).toMatchObject({
      address: { street: A_STREET },
    })
    expect(JSON.stringify((await a.get('/api/projects')).body)).toContain(A_PROJECT_NAME)

    for (const [who, client, status] of [
      ['B', b, 404],
      ['visitor', visitor, 401],
    ] as const) {
      const order = await client.get(`/api/orders/${kit.order}`)
      expect(order.status, who).toBe(status)
      const seen = [
        order,
        await client.get('/api/orders'),
        await client.get('/api/account/address'),
        await client.get('/api/projects'),
      ]
        .map((res) => JSON.stringify(res.body))
        .join('\n')
      for (const secret of [kit.order, A_STREET, A_PROJECT_NAME, A_EMAIL]) {
        expect(seen, `${who} sees ${secret}`).not.toContain(secret)
      }
    }

    // B saving an address writes B's, never A's.
    expect((await b.request('PUT', '/api/account/address', ADDRESS)).status).toBe(200)
    expect((await a.get('/api/account/address')).body).toMatchObject({
      address: { street: A_STREET },
    })
  })
})

describe('only the owner buys a project made for them', () => {
  it("refuses A's accepted project to B and the admin; once A buys it, the store never shows it", async () => {
    const project = await kit.fresh.project()
    const accept = { accepted: true }
    expect(
      (await kit.call('customer', 'POST', `/api/projects/${project}/accept`, accept)).status,
    ).toBe(200)
    const order = (role: 'customer' | 'other' | 'admin') =>
      kit.call(role, 'POST', '/api/orders', {
        items: [],
        projectIds: [project],
        address: role === 'customer' ? A_ADDRESS : ADDRESS,
        paymentMethod: 'pix',
      })
    const before = await kit.read.counts()
    for (const role of ['other', 'admin'] as const) {
      const res = await order(role)
      expect(res.status, role).toBe(400)
      expect(res.text, role).not.toContain(A_PROJECT_NAME)
    }
    expect(await kit.read.counts()).toEqual(before)
    expect(await kit.read.project(project)).toMatchObject({ termsAccepted: true })

    const bought = await order('customer')
    expect(bought.status).toBe(201)
    const orderId = (JSON.parse(bought.text) as { order: { id: string } }).order.id
    const [line] = await kit.db.select().from(orderItems).where(eq(orderItems.orderId, orderId))
    expect(line?.productName).toBe(A_PROJECT_NAME)
    expect((await kit.call('visitor', 'GET', `/api/products/${line?.productId}`)).status).toBe(404)
    const search = await kit.call('other', 'GET', '/api/products?q=Exclusivo')
    expect(search.status).toBe(200)
    expect(search.text).not.toContain(A_PROJECT_NAME)
  })
})

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
    // No route demotes an admin (the user form changes name and email only): the database does.
    await ensureAdmin(kit.db, { email: 'socia@vitrine.test', password: 'socia-123' })
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

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox } from '#server/db/schema/outbox.ts'
import { users } from '#server/db/schema/accounts.ts'
import { orders } from '#server/db/schema/orders.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { ADDRESS, TestClient } from '#server/testing/test-client.ts'
import { ensureAdmin } from './ensure-admin.ts'

let t: TestApp
let admin: TestClient
let customer: TestClient
let customerId: string
let adminId: string

beforeAll(async () => {
  t = await createTestApp()
  await ensureAdmin(t.database.db, { email: 'dona@vitrine.test', password: 'dona-123' })
  admin = new TestClient(t)
  adminId = (
    (await admin.post('/api/auth/login', { email: 'dona@vitrine.test', password: 'dona-123' }))
      .body as {
      user: { id: string }
    }
  ).user.id
  customer = new TestClient(t)
  const reg = await customer.post('/api/auth/register', {
    email: 'cliente@exemplo.com',
    password: 'cliente-1',
    confirmPassword: 'cliente-1',
    address: ADDRESS,
  })
  customerId = (reg.body as { user: { id: string } }).user.id
})
afterAll(() => t.close())

const ROUTES: [method: string, path: () => string, body?: unknown][] = [
  ['GET', () => '/api/admin/users'],
  ['GET', () => '/api/admin/summary'],
  ['PATCH', () => `/api/admin/users/${customerId}`, { name: 'X', email: 'x@exemplo.com' }],
  ['DELETE', () => `/api/admin/users/${customerId}`],
  ['POST', () => `/api/admin/users/${customerId}/reset-password`, {}],
]

describe('who may call the admin user routes', () => {
  it.each(ROUTES)('%s %s: visitor 401, customer 403', async (method, path, body) => {
    const visitor = await new TestClient(t).request(method, path(), body)
    expect(visitor.status).toBe(401)
    const asCustomer = await customer.request(method, path(), body)
    expect(asCustomer.status).toBe(403)
    expect(asCustomer.body).toEqual({
      error: { code: 'forbidden', message: 'Você não tem permissão para isso.' },
    })
  })

  it('a customer cannot read or change the address without a session', async () => {
    expect((await new TestClient(t).get('/api/account/address')).status).toBe(401)
    expect((await new TestClient(t).request('PUT', '/api/account/address', ADDRESS)).status).toBe(
      401,
    )
  })
})

describe('the admin', () => {
  it('lists users newest first, with their type', async () => {
    const res = await admin.get<{ users: { email: string; isAdmin: boolean }[] }>(
      '/api/admin/users',
    )
    expect(res.body.users.map((u) => [u.email, u.isAdmin])).toEqual([
      ['cliente@exemplo.com', false],
      ['dona@vitrine.test', true],
    ])
  })

  it('edits a name and email; a taken email is a pt-BR 409', async () => {
    const ok = await admin.request('PATCH', `/api/admin/users/${customerId}`, {
      name: ' Maria S. ',
      email: 'Maria.S@Exemplo.com',
    })
    expect(ok.body).toMatchObject({ user: { name: 'Maria S.', email: 'maria.s@exemplo.com' } })
    const taken = await admin.request('PATCH', `/api/admin/users/${customerId}`, {
      name: 'Maria',
      email: 'dona@vitrine.test',
    })
    expect(taken.status).toBe(409)
    expect(taken.body).toEqual({
      error: { code: 'email-taken', message: 'Já existe outro usuário com este email.' },
    })
    const empty = await admin.request('PATCH', `/api/admin/users/${customerId}`, {
      name: '',
      email: 'a@b.co',
    })
    expect(empty.body).toEqual({ error: { code: 'validation', message: 'Nome é obrigatório' } })
  })

  it('sends the password-reset-admin email', async () => {
    const res = await admin.post(`/api/admin/users/${customerId}/reset-password`)
    expect(res.body).toEqual({ message: 'Email de redefinição de senha enviado!' })
    const rows = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.type, 'password-reset-admin'))
    expect(rows.map((r) => r.to)).toEqual(['maria.s@exemplo.com'])
    expect(String((rows[0]?.data as { resetUrl: string }).resetUrl)).toMatch(
      /\/reset-password\?email=/,
    )
  })

  it('never deletes an admin, even asked directly', async () => {
    const res = await admin.request('DELETE', `/api/admin/users/${adminId}`)
    expect(res.status).toBe(403)
    expect(res.body).toEqual({
      error: { code: 'forbidden', message: 'Não é possível excluir um administrador.' },
    })
    expect(await t.database.db.$count(users, eq(users.id, adminId))).toBe(1)
  })

  it('deletes a customer, whose orders stay for the books', async () => {
    const [order] = await t.database.db
      .insert(orders)
      .values({ userId: customerId, subtotalCents: 1000, totalCents: 1000, paymentMethod: 'pix' })
      .returning()
    expect((await admin.request('DELETE', `/api/admin/users/${customerId}`)).status).toBe(204)
    expect(await t.database.db.$count(users, eq(users.id, customerId))).toBe(0)
    const [kept] = await t.database.db.select().from(orders).where(eq(orders.id, order!.id))
    expect(kept?.userId).toBeNull()
    expect((await customer.get('/api/auth/session')).body).toEqual({ user: null })
    const again = await admin.request('DELETE', `/api/admin/users/${customerId}`)
    expect(again.status).toBe(404)
    expect(again.body).toEqual({
      error: { code: 'user-not-found', message: 'Usuário não encontrado' },
    })
    expect((await admin.request('DELETE', '/api/admin/users/nao-e-id')).status).toBe(404)
  })

  it('reads the four summary figures', async () => {
    const res = await admin.get('/api/admin/summary')
    expect(res.body).toEqual({
      leadCount: 0,
      deliveredCount: 0,
      revenueCents: 0,
      pendingOrderCount: 1,
      toShipCount: 0,
      awaitingPaymentCount: 1,
    })
  })
})

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderItems } from '#server/db/schema/orders.ts'
import { ADDRESS, TestClient } from '#server/testing/test-client.ts'
import {
  A_ADDRESS,
  A_EMAIL,
  A_PROJECT_NAME,
  A_STREET,
  B_EMAIL,
  CUSTOMER_PASSWORD,
  securityFixture,
  type SecurityKit,
} from '#server/testing/security/security-fixtures.ts'

/**
 * Customer A's records (an order, the address, a project made for A), through the stories of the
 * routes that hold them: A sees them and buys the project; customer B and a visitor see nothing of
 * them, B and the admin cannot buy A's project, and the store never shows it once bought. The
 * matrix (authorization-matrix.test.ts) checks each route on its own.
 */

let kit: SecurityKit
beforeAll(async () => {
  kit = await securityFixture()
})
afterAll(() => kit.t.close())

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

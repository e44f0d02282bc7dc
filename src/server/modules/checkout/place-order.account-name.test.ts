import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertProducts } from '#server/modules/products/product-repository.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { ADDRESS, TestClient } from '#server/testing/test-client.ts'

// Decision 015: the name typed in checkout's address step names an account that has none.
let t: TestApp
let chaveiro: string
let esgotado: string

beforeAll(async () => {
  t = await createTestApp()
  const rows = await insertProducts(t.database.db, [
    { name: 'Chaveiro', priceCents: 4990, description: 'd', image: '/c.svg', stock: 10 },
    { name: 'Esgotado', priceCents: 4990, description: 'd', image: '/e.svg', stock: 0 },
  ])
  ;[chaveiro, esgotado] = rows.map((r) => r.id) as [string, string]
})
afterAll(() => t.close())

type Session = { user: { name: string; email: string } | null }
const nameOf = async (client: TestClient) =>
  (await client.get<Session>('/api/auth/session')).body.user?.name

async function checkoutCustomer(email: string) {
  const client = new TestClient(t)
  const res = await client.post('/api/auth/checkout', { email, password: 'compra-123' })
  expect(res.status).toBe(201)
  return client
}

const order = (client: TestClient, productId: string, name: string) =>
  client.post('/api/orders', {
    items: [{ productId, quantity: 1 }],
    address: { ...ADDRESS, name },
    paymentMethod: 'pix',
  })

describe('the account name from checkout', () => {
  it('an account named after its email takes the name typed in the address step', async () => {
    const buyer = await checkoutCustomer('ana@exemplo.com')
    expect(await nameOf(buyer)).toBe('ana@exemplo.com')
    expect((await order(buyer, chaveiro, '  Ana Souza ')).status).toBe(201)
    expect(await nameOf(buyer)).toBe('Ana Souza')
  })

  it('once named, a later order with another name on the parcel keeps the account name', async () => {
    const buyer = await checkoutCustomer('bia@exemplo.com')
    expect((await order(buyer, chaveiro, 'Bia Lima')).status).toBe(201)
    expect((await order(buyer, chaveiro, 'Carlos Lima (presente)')).status).toBe(201)
    expect(await nameOf(buyer)).toBe('Bia Lima')
  })

  it('an account with a name of its own (registered with one) keeps it', async () => {
    const client = new TestClient(t)
    const res = await client.post('/api/auth/register', {
      email: 'dani@exemplo.com',
      password: 'segredo1',
      confirmPassword: 'segredo1',
      address: { ...ADDRESS, name: 'Daniela Prado' },
    })
    expect(res.status).toBe(201)
    expect((await order(client, chaveiro, 'Outra Pessoa')).status).toBe(201)
    expect(await nameOf(client)).toBe('Daniela Prado')
  })

  it('an order that fails (out of stock) leaves the account named by its email', async () => {
    const buyer = await checkoutCustomer('edu@exemplo.com')
    expect((await order(buyer, esgotado, 'Eduardo Reis')).status).toBe(409)
    expect(await nameOf(buyer)).toBe('edu@exemplo.com')
  })
})

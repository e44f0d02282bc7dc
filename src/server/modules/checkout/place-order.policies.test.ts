import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '#server/db/schema/orders.ts'
import { ensureAdmin } from '#server/modules/accounts/ensure-admin.ts'
import { insertProducts } from '#server/modules/products/product-repository.ts'
import { emailsAboutOrder } from '#server/testing/email-fixtures.ts'
import { testMailShop } from '#server/testing/shop-settings-fixtures.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { ADDRESS, TestClient } from '#server/testing/test-client.ts'

let t: TestApp
let owner: TestClient
let buyer: TestClient
let product: string

beforeAll(async () => {
  t = await createTestApp()
  await ensureAdmin(t.database.db, { email: 'dona@vitrine.test', password: 'dona-123' })
  owner = new TestClient(t)
  await owner.post('/api/auth/login', { email: 'dona@vitrine.test', password: 'dona-123' })
  const [row] = await insertProducts(t.database.db, [
    { name: 'Chaveiro', priceCents: 4990, description: 'd', image: '/c.svg', stock: 10 },
  ])
  product = row!.id
  buyer = new TestClient(t)
  await buyer.post('/api/auth/checkout', { email: 'comprador@exemplo.com', password: 'compra-123' })
})
afterAll(() => t.close())

async function buy() {
  const res = await buyer.post<{ order: { id: string } }>('/api/orders', {
    items: [{ productId: product, quantity: 1 }],
    address: ADDRESS,
    paymentMethod: 'pix',
  })
  expect(res.status).toBe(201)
  return res.body.order.id
}

const recorded = async (id: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]?.policyVersions

describe('an order records the policies in force (issue 45)', () => {
  it('keeps the versions, shows them to the owner and links them from the e-mail', async () => {
    const first = await buy()
    expect(await recorded(first)).toEqual({ privacidade: 1, termos: 1, 'trocas-e-devolucoes': 1 })

    const saved = await owner.request('PUT', '/api/admin/policies/trocas-e-devolucoes', {
      version: 1,
      text: 'Devolução em até 7 dias do recebimento, com o frete por nossa conta.',
    })
    expect(saved.status).toBe(200)
    const second = await buy()
    expect(await recorded(second)).toEqual({ privacidade: 1, termos: 1, 'trocas-e-devolucoes': 2 })
    // The first order keeps what it accepted.
    expect(await recorded(first)).toMatchObject({ 'trocas-e-devolucoes': 1 })

    const detail = await owner.get<{ order: { policyVersions: unknown } }>(
      `/api/admin/orders/${second}`,
    )
    expect(detail.body.order.policyVersions).toEqual({
      privacidade: 1,
      termos: 1,
      'trocas-e-devolucoes': 2,
    })

    const emails = await emailsAboutOrder(t.database.db, second, testMailShop(t))
    const confirmation = emails.find((email) => email.type === 'order-confirmation')
    expect(confirmation?.text).toContain(
      `Trocas e Devoluções (versão 2):\n${t.config.publicUrl}/trocas-e-devolucoes?versao=2`,
    )
    expect(confirmation?.text).toContain(
      `Termos de Venda (versão 1):\n${t.config.publicUrl}/termos?versao=1`,
    )
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertOrder } from '#server/testing/payment-fixtures.ts'
import { seedProduct } from '#server/testing/product-fixtures.ts'
import { databaseFingerprint } from '#server/testing/security/database-fingerprint.ts'
import { registered } from '#server/testing/security/security-accounts.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { ADDRESS, type TestClient } from '#server/testing/test-client.ts'

const UNAVAILABLE = {
  error: {
    code: 'payment-method-unavailable',
    message: 'Forma de pagamento indisponível no momento.',
  },
}

interface Shop {
  t: TestApp
  customer: { client: TestClient; id: string }
  productId: string
}

/** A live shop (NODE_ENV=production) with a signed-in customer and a product in stock. */
async function liveShop(env: Record<string, string> = {}): Promise<Shop> {
  const t = await createTestApp({ NODE_ENV: 'production', ...env })
  const customer = await registered(t, 'cliente@exemplo.com', ADDRESS)
  const { id: productId } = await seedProduct(t.database.db, { stock: 5 })
  return { t, customer, productId }
}

const place = (shop: Shop, paymentMethod: 'pix' | 'mercadopago') =>
  shop.customer.client.post<Record<string, unknown>>('/api/orders', {
    items: [{ productId: shop.productId, quantity: 1 }],
    address: ADDRESS,
    paymentMethod,
  })

describe('a live shop without PIX_KEY or MP_ACCESS_TOKEN', () => {
  let shop: Shop
  beforeAll(async () => {
    shop = await liveShop()
  })
  afterAll(() => shop.t.close())

  it('tells the web app that no payment method is available', async () => {
    const res = await shop.customer.client.get('/api/shop')
    expect(res.body).toMatchObject({ paymentMethods: [] })
  })

  it.each(['pix', 'mercadopago'] as const)(
    'refuses an order paid by %s with a pt-BR 409 and writes nothing',
    async (method) => {
      const before = await databaseFingerprint(shop.t.database.db)
      const res = await place(shop, method)
      expect(res.status).toBe(409)
      expect(res.body).toEqual(UNAVAILABLE)
      expect(await databaseFingerprint(shop.t.database.db)).toBe(before)
    },
  )

  it('refuses to open a new card checkout for a card order waiting for payment', async () => {
    const orderId = await insertOrder(shop.t.database.db, { userId: shop.customer.id })
    const res = await shop.customer.client.post(`/api/orders/${orderId}/retry-payment`)
    expect(res.status).toBe(409)
    expect(res.body).toEqual(UNAVAILABLE)
  })
})

describe('a live shop with PIX_KEY only', () => {
  let shop: Shop
  beforeAll(async () => {
    shop = await liveShop({ PIX_KEY: 'pix@loja.com.br', PIX_MERCHANT_NAME: 'Loja da Ana' })
  })
  afterAll(() => shop.t.close())

  it('offers PIX only', async () => {
    const res = await shop.customer.client.get('/api/shop')
    expect(res.body).toMatchObject({ paymentMethods: ['pix'] })
  })

  it("places a PIX order whose code carries the shop's key, never the demo one", async () => {
    const res = await place(shop, 'pix')
    expect(res.status).toBe(201)
    const { pixCode } = res.body.order as { pixCode: string }
    expect(pixCode).toContain('pix@loja.com.br')
    expect(pixCode).not.toContain('demonstracao')
  })

  it('refuses card with the pt-BR 409', async () => {
    const res = await place(shop, 'mercadopago')
    expect(res.status).toBe(409)
    expect(res.body).toEqual(UNAVAILABLE)
  })
})

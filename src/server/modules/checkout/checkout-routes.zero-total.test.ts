import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHECKOUT_MESSAGES } from '#domain/schemas/checkout.ts'
import { sql } from 'drizzle-orm'
import { seedProduct } from '#server/testing/product-fixtures.ts'
import { databaseFingerprint } from '#server/testing/security/database-fingerprint.ts'
import { registered } from '#server/testing/security/security-accounts.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { ADDRESS, type TestClient } from '#server/testing/test-client.ts'

/**
 * A cart of free products only (the specification allows price 0): its static PIX code had no
 * amount field, so the payer could type any, and Mercado Pago got a zero charge (decision 041). Such
 * an order is not placed (decision 041); a free product beside a priced one sells as before.
 */

let t: TestApp
let customer: { client: TestClient; id: string }
let free: string
let priced: string

beforeAll(async () => {
  t = await createTestApp()
  customer = await registered(t, 'cliente@exemplo.com', ADDRESS)
  free = (await seedProduct(t.database.db, { name: 'Brinde', priceCents: 0, stock: 10 })).id
  priced = (await seedProduct(t.database.db, { priceCents: 2000, stock: 10 })).id
})
afterAll(() => t.close())

const place = (items: { productId: string; quantity: number }[], paymentMethod: string) =>
  customer.client.post<{
    error?: { code: string; message: string }
    order?: { id: string; totalCents: number }
  }>('/api/orders', { items, address: ADDRESS, paymentMethod })

describe('an order whose total is R$ 0,00', () => {
  it.each(['pix', 'mercadopago'])(
    'is refused in pt-BR when paid by %s, and nothing is written',
    async (method) => {
      const before = await databaseFingerprint(t.database.db)
      const res = await place([{ productId: free, quantity: 2 }], method)
      expect(res.status).toBe(400)
      expect(res.body).toEqual({
        error: { code: 'nothing-to-pay', message: CHECKOUT_MESSAGES.nothingToPay },
      })
      expect(await databaseFingerprint(t.database.db)).toBe(before)
    },
  )

  it('a free product beside a priced one is sold, the PIX code carrying the amount', async () => {
    const res = await place(
      [
        { productId: free, quantity: 1 },
        { productId: priced, quantity: 1 },
      ],
      'pix',
    )
    expect(res.status).toBe(201)
    // R$ 20,00 less 10%: field 54 is '18.00'.
    expect(res.body.order).toMatchObject({ totalCents: 1800 })
    expect(JSON.stringify(res.body)).toContain('540518.00')
  })

  it('one placed before the rule is never offered a payment again', async () => {
    // A card order, as the checkout placed it, brought down to R$ 0,00 as one placed before.
    const placed = await place([{ productId: priced, quantity: 1 }], 'mercadopago')
    const id = placed.body.order!.id
    await t.database.db.execute(
      sql`update orders set subtotal_cents = 0, total_cents = 0 where id = ${id}`,
    )
    const res = await customer.client.post<{ error: { code: string } }>(
      `/api/orders/${id}/retry-payment`,
      {},
    )
    expect(res.status).toBe(409)
    expect(res.body.error.code).toBe('nothing-to-pay')
  })
})

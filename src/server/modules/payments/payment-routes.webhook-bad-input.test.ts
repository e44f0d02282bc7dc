import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp } from '#server/app.ts'
import type { Database } from '#server/db/client.ts'
import { stockMovements } from '#server/db/schema/inventory.ts'
import { orders } from '#server/db/schema/orders.ts'
import { emailOutbox } from '#server/db/schema/outbox.ts'
import { testConfig } from '#server/testing/test-app.ts'
import { openTestDatabase } from '#server/testing/test-database.ts'
import {
  insertOrder,
  insertPixChargeOrder,
  insertProduct,
  insertUser,
  readOrder,
  stockOf,
} from '#server/testing/payment-fixtures.ts'
import type { PaymentProvider, ProviderPayment } from './providers/provider.ts'
import { signNotification } from './webhook-signature.ts'
import { captureLogs } from '#server/testing/log-capture.ts'

// Signed notifications that are real but bad news for an order: another order's payment, news
// older than what the order already knows, another amount (decision 027). Each is answered 200 (Mercado
// Pago would retry anything else) and moves the order only where design.md's rules say, once.
// webhook-delivery.test.ts has the unknown payments and the replays of a valid approval.
const SECRET = 'segredo-do-webhook'

let database: Database
let userId: string
let ownerEmail: string
/** The payments Mercado Pago's API knows, as the webhook will look them up. */
const known = new Map<string, ProviderPayment>()
let app: ReturnType<typeof buildApp>

beforeAll(async () => {
  database = await openTestDatabase()
  userId = (await insertUser(database.db)).id
  ownerEmail = (await insertUser(database.db, true)).email
  const provider: PaymentProvider = {
    createPreference: vi.fn(),
    getPayment: async (id) => known.get(id) ?? null,
  }
  app = buildApp({
    config: testConfig({ MP_WEBHOOK_SECRET: SECRET }),
    db: database.db,
    paymentProvider: provider,
  })
})
afterAll(() => database.close())

let delivery = 0
function deliver(dataId: string) {
  const requestId = `req-${++delivery}`
  return app.request(`/api/webhooks/mercadopago?data.id=${dataId}&type=payment`, {
    method: 'POST',
    headers: {
      'x-request-id': requestId,
      'x-signature': signNotification(SECRET, dataId, requestId),
    },
    body: JSON.stringify({ action: 'payment.updated', type: 'payment', data: { id: dataId } }),
  })
}

/** Mercado Pago's answer about a payment from now on. */
function report(id: string, orderId: string, status: string, amountCents?: number) {
  known.set(id, { id, status, orderId, methodId: 'pix', amountCents })
}

/** An order of 2 units of a product with 5 left: a live PIX charge `charge`, or a card order. */
async function orderOf2(charge?: string) {
  const productId = await insertProduct(database.db, 5)
  const fixture = { userId, items: [{ productId, quantity: 2 }] }
  if (!charge) return { id: await insertOrder(database.db, fixture), productId }
  const id = await insertPixChargeOrder(database.db, fixture)
  await database.db
    .update(orders)
    .set({ pixPaymentId: charge, mercadoPagoPaymentId: charge })
    .where(eq(orders.id, id))
  return { id, productId }
}

/** Everything a notification could change about one order: its row, its books, its emails. */
async function trace(orderId: string) {
  return JSON.stringify({
    order: await readOrder(database.db, orderId),
    books: await database.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.orderId, orderId))
      .orderBy(asc(stockMovements.id)),
    emails: await emailTypes(orderId),
  })
}

async function emailTypes(orderId: string) {
  const rows = await database.db
    .select({ to: emailOutbox.to, type: emailOutbox.type })
    .from(emailOutbox)
    .where(sql`${emailOutbox.data}->>'orderId' = ${orderId}`)
    .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id))
  return rows.map((row) => `${row.to === ownerEmail ? 'owner' : 'customer'}:${row.type}`)
}

describe('a signed notification that is bad news for an order', () => {
  it("another order's payment moves that order only", async () => {
    const waiting = await orderOf2('9001')
    const other = await orderOf2()
    report('9002', other.id, 'approved', 12345)
    const before = await trace(waiting.id)

    expect((await deliver('9002')).status).toBe(200)
    expect((await readOrder(database.db, other.id)).status).toBe('pago')
    expect(await trace(waiting.id)).toBe(before)
    expect(await stockOf(database.db, waiting.productId)).toBe(5)
  })

  it('a refusal (or a pending) delivered after the approval changes nothing', async () => {
    const { id, productId } = await orderOf2()
    report('9011', id, 'approved', 12345)
    expect((await deliver('9011')).status).toBe(200)
    const paid = await trace(id)
    expect(JSON.parse(paid)).toMatchObject({ order: { status: 'pago' } })

    // Mercado Pago's older news of the same payment, and of an attempt refused before it.
    report('9011', id, 'rejected', 12345)
    report('9010', id, 'rejected', 12345)
    for (const late of ['9011', '9010']) expect((await deliver(late)).status).toBe(200)
    report('9011', id, 'pending', 12345)
    expect((await deliver('9011')).status).toBe(200)

    expect(await trace(id)).toBe(paid)
    expect(await stockOf(database.db, productId)).toBe(5)
    // The approval's emails, once (decision 030: the owner's 'pronto para preparar' with it).
    expect((await emailTypes(id)).sort()).toEqual([
      'customer:payment-confirmed',
      'owner:order-paid-owner',
    ])
  })

  it('another amount, delivered three times at once: recorded, never applied, the owner told once', async () => {
    const { id, productId } = await orderOf2('9021')
    report('9022', id, 'approved', 12344)
    const logs = captureLogs()
    const answers = await Promise.all([deliver('9022'), deliver('9022'), deliver('9022')])
    expect(logs.messages('error')).toHaveLength(1) // logged once: the others found it recorded
    logs.restore()

    expect(answers.map((res) => res.status)).toEqual([200, 200, 200])
    expect(await readOrder(database.db, id)).toMatchObject({
      status: 'pendente',
      pixCharge: 'live',
      pixPaymentId: '9021',
      mercadoPagoPaymentId: '9022',
    })
    expect(await stockOf(database.db, productId)).toBe(5)
    expect(await emailTypes(id)).toEqual(['owner:payment-amount-mismatch'])
  })

  it('another amount for a cancelled order: it stays cancelled, its units on the shelf', async () => {
    const productId = await insertProduct(database.db, 7)
    const id = await insertOrder(database.db, {
      userId,
      status: 'cancelado',
      paymentStatus: 'cancelled',
      items: [{ productId, quantity: 2, unitsState: 'returned' }],
    })
    report('9031', id, 'approved', 100)
    const logs = captureLogs()
    expect((await deliver('9031')).status).toBe(200)
    const told = await trace(id)
    expect((await deliver('9031')).status).toBe(200)
    logs.restore()

    expect(await trace(id)).toBe(told)
    expect(await readOrder(database.db, id)).toMatchObject({
      status: 'cancelado',
      refundDueAt: null,
    })
    expect(await stockOf(database.db, productId)).toBe(7)
    expect(await emailTypes(id)).toEqual(['owner:payment-amount-mismatch'])
  })
})

import { and, asc, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp } from '#server/app.ts'
import type { Database } from '#server/db/client.ts'
import { products } from '#server/db/schema/catalog.ts'
import { stockMovements } from '#server/db/schema/inventory.ts'
import { orderItems, orders } from '#server/db/schema/orders.ts'
import { emailOutbox } from '#server/db/schema/outbox.ts'
import { testConfig } from '#server/testing/test-app.ts'
import { openTestDatabase } from '#server/testing/test-database.ts'
import {
  insertOrder,
  insertProduct,
  insertUser,
  readOrder,
  stockOf,
} from '#server/testing/payment-fixtures.ts'
import type { PaymentProvider, ProviderPayment } from './providers/provider.ts'
import { SIGNATURE_MAX_AGE_MS, signNotification } from './webhook-signature.ts'
import { captureLogs } from '#server/testing/log-capture.ts'

// webhook.test.ts covers the basics (valid, other secret, other payment, 6 minutes old,
// malformed, no secret configured); this file covers what an attacker or Mercado Pago's retries
// would try against the whole app.
const SECRET = 'segredo-do-webhook'
const INVALID_SIGNATURE = { error: { code: 'invalid-signature', message: 'Assinatura inválida.' } }
const NO_ORDER = '7d3b6c1e-0000-4000-8000-000000000000'

let database: Database
let userId: string
/** The payments Mercado Pago's API knows, as the webhook will look them up. */
const known = new Map<string, ProviderPayment>()
const getPayment = vi.fn(async (id: string) => known.get(id) ?? null)
let app: ReturnType<typeof buildApp>

beforeAll(async () => {
  database = await openTestDatabase()
  userId = (await insertUser(database.db)).id
  const provider: PaymentProvider = { createPreference: vi.fn(), getPayment }
  app = buildApp({
    config: testConfig({ MP_WEBHOOK_SECRET: SECRET }),
    db: database.db,
    paymentProvider: provider,
  })
})
afterAll(() => database.close())
afterEach(() => {
  getPayment.mockClear()
  vi.restoreAllMocks()
})

const nowSeconds = () => Math.floor(Date.now() / 1000)

/** Mercado Pago's delivery: the id in the query and the body, signed over id, request id and ts. */
function deliver(dataId: string, headers: Record<string, string | undefined>) {
  const sent: Record<string, string> = { 'content-type': 'application/json' }
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) sent[name] = value
  return app.request(`/api/webhooks/mercadopago?data.id=${dataId}&type=payment`, {
    method: 'POST',
    headers: sent,
    body: JSON.stringify({ action: 'payment.updated', type: 'payment', data: { id: dataId } }),
  })
}

const signed = (dataId: string, requestId = 'req-1', ts = nowSeconds(), secret = SECRET) => ({
  'x-request-id': requestId,
  'x-signature': signNotification(secret, dataId, requestId, ts),
})

/** Every row a notification could touch, in a stable order. */
async function fingerprint() {
  const db = database.db
  return JSON.stringify({
    orders: await db.select().from(orders).orderBy(asc(orders.id)),
    items: await db.select().from(orderItems).orderBy(asc(orderItems.id)),
    products: await db.select().from(products).orderBy(asc(products.id)),
    emails: await db.select().from(emailOutbox).orderBy(asc(emailOutbox.id)),
  })
}

/** An unpaid card order of 2 units of a product with 5 left, and its payment at Mercado Pago. */
async function pendingOrder(paymentId: string, status: string) {
  const productId = await insertProduct(database.db, 5)
  const orderId = await insertOrder(database.db, {
    userId,
    items: [{ productId, quantity: 2 }],
  })
  known.set(paymentId, { id: paymentId, status, orderId })
  return { orderId, productId }
}

describe('a notification that is not what Mercado Pago signed is refused with 401', () => {
  const tamper = (header: string) => {
    const last = header.at(-1) === '0' ? '1' : '0'
    return header.slice(0, -1) + last
  }

  it.each<[string, (id: string) => Record<string, string | undefined>]>([
    [
      'one changed digit of v1',
      (id) => {
        const headers = signed(id)
        return { ...headers, 'x-signature': tamper(headers['x-signature']) }
      },
    ],
    [
      'signed for another request id',
      (id) => ({ ...signed(id, 'req-outro'), 'x-request-id': 'req-1' }),
    ],
    [
      'signed with the request id, delivered without it',
      (id) => ({ ...signed(id), 'x-request-id': undefined }),
    ],
    ['signed for another payment', (id) => signed(`${id}0`)],
    ['signed with another secret', (id) => signed(id, 'req-1', nowSeconds(), 'outro-segredo')],
    ['no x-signature header', () => ({ 'x-request-id': 'req-1' })],
    ['an empty x-signature header', () => ({ 'x-request-id': 'req-1', 'x-signature': '' })],
    [
      'v1 without ts',
      (id) => ({
        'x-request-id': 'req-1',
        'x-signature': signed(id)['x-signature'].replace(/^ts=\d+,/, ''),
      }),
    ],
  ])('%s', async (_, headersFor) => {
    await pendingOrder('501', 'approved')
    const before = await fingerprint()
    const res = await deliver('501', headersFor('501'))
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual(INVALID_SIGNATURE)
    expect(getPayment).not.toHaveBeenCalled()
    expect(await fingerprint()).toBe(before)
  })
})

describe('a replayed notification is refused with 401 and changes nothing', () => {
  const margin = 60 // seconds past SIGNATURE_MAX_AGE_MS
  const maxAge = SIGNATURE_MAX_AGE_MS / 1000

  it.each<[string, () => Record<string, string>]>([
    ['signed an hour ago', () => signed('601', 'req-1', nowSeconds() - 3600)],
    [
      'signed just past the allowed age',
      () => signed('601', 'req-1', nowSeconds() - maxAge - margin),
    ],
    [
      'dated in the future beyond the allowed age',
      () => signed('601', 'req-1', nowSeconds() + maxAge + margin),
    ],
    [
      'an old delivery in milliseconds',
      () => signed('601', 'req-1', Date.now() - 2 * SIGNATURE_MAX_AGE_MS),
    ],
    [
      'an old signature with its ts moved to now (v1 no longer matches)',
      () => {
        const old = signed('601', 'req-1', nowSeconds() - 3600)['x-signature']
        return {
          'x-request-id': 'req-1',
          'x-signature': old.replace(/^ts=\d+/, () => `ts=${nowSeconds()}`),
        }
      },
    ],
  ])('%s', async (_, headers) => {
    await pendingOrder('601', 'approved')
    const before = await fingerprint()
    const res = await deliver('601', headers())
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual(INVALID_SIGNATURE)
    expect(getPayment).not.toHaveBeenCalled()
    expect(await fingerprint()).toBe(before)
  })

  it('accepts the same delivery signed within the allowed age', async () => {
    const { orderId } = await pendingOrder('602', 'approved')
    const res = await deliver('602', signed('602', 'req-1', nowSeconds() - maxAge + margin))
    expect(res.status).toBe(200)
    expect((await readOrder(database.db, orderId)).status).toBe('pago')
  })
})

describe('the same valid notification delivered 5 times changes the order once', () => {
  it('approved: every delivery gets 200, the order is paid once, nothing else moves', async () => {
    const { orderId, productId } = await pendingOrder('701', 'approved')
    const emailsBefore = await database.db.select().from(emailOutbox)
    const headers = signed('701', 'req-701')

    const first = await deliver('701', headers)
    expect(first.status).toBe(200)
    const afterFirst = await readOrder(database.db, orderId)
    expect(afterFirst).toMatchObject({
      status: 'pago',
      paymentStatus: 'approved',
      mercadoPagoPaymentId: '701',
    })
    const snapshot = await fingerprint()
    // The first delivery told the customer, once (decision 016), and queued nothing else.
    const known = new Set(emailsBefore.map((e) => e.id))
    const queued = (await database.db.select().from(emailOutbox)).filter((e) => !known.has(e.id))
    expect(queued.map((e) => [e.type, e.data.orderId])).toEqual([['payment-confirmed', orderId]])

    for (let i = 2; i <= 5; i++) {
      const res = await deliver('701', headers)
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ received: true })
    }
    expect(await readOrder(database.db, orderId)).toEqual(afterFirst) // updated_at included
    expect(await fingerprint()).toBe(snapshot) // emails included
    expect(await stockOf(database.db, productId)).toBe(5)
    // Each delivery asked Mercado Pago; only the first found anything to do.
    expect(getPayment).toHaveBeenCalledTimes(5)
  })

  it('cancelled, 5 deliveries at once: the 2 units go back on the shelf exactly once', async () => {
    const { orderId, productId } = await pendingOrder('702', 'cancelled')
    const headers = signed('702', 'req-702')

    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver('702', headers)))
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])

    const order = await readOrder(database.db, orderId)
    expect(order).toMatchObject({ status: 'cancelado', paymentStatus: 'cancelled' })
    const returns = await database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, orderId), eq(stockMovements.reason, 'cancel')))
    expect(returns.map((m) => m.quantity)).toEqual([2])
    expect(await stockOf(database.db, productId)).toBe(7)

    const snapshot = await fingerprint()
    const late = await deliver('702', headers)
    expect(late.status).toBe(200)
    expect(await fingerprint()).toBe(snapshot)
  })
})

describe('a valid notification that matches no order', () => {
  it.each([
    ['a payment of an order that does not exist', '801', 'pedido não encontrado'],
    ['a payment Mercado Pago does not know', '802', 'pagamento desconhecido'],
  ])('%s: answered 200, logged, and nothing changes', async (_, paymentId, reason) => {
    known.set('801', { id: '801', status: 'approved', orderId: NO_ORDER })
    await pendingOrder('803', 'approved') // an unrelated order that must stay as it is
    const logs = captureLogs()
    const before = await fingerprint()

    const res = await deliver(paymentId, signed(paymentId))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ received: true })
    expect(getPayment).toHaveBeenCalledWith(paymentId)
    expect(await fingerprint()).toBe(before)
    logs.restore()
    expect(logs.messages('warn')).toContain(
      `[pagamentos] notificação do pagamento ${paymentId} ignorada: ${reason}`,
    )
  })
})

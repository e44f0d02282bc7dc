import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { testConfig } from '#server/testing/test-app.ts'
import { openTestDatabase } from '#server/testing/test-database.ts'
import {
  insertOrder,
  insertUser,
  paymentTestApp,
  readOrder,
} from '#server/testing/payment-fixtures.ts'
import type { PaymentProvider, ProviderPayment } from './providers/provider.ts'
import { signNotification } from './webhook-signature.ts'

const SECRET = 'segredo-do-webhook'
const INVALID_SIGNATURE = { error: { code: 'invalid-signature', message: 'Assinatura inválida.' } }

let database: Database
let userId: string
beforeAll(async () => {
  database = await openTestDatabase()
  userId = (await insertUser(database.db)).id
})
afterAll(() => database.close())

/** Mercado Pago's API as the webhook sees it: the payments it knows. */
function fakeProvider(known: ProviderPayment[]) {
  const getPayment = vi.fn(async (id: string) => known.find((p) => p.id === id) ?? null)
  const provider: PaymentProvider = { createPreference: vi.fn(), getPayment }
  return { provider, getPayment }
}

function setup(
  known: ProviderPayment[],
  env: Record<string, string> = { MP_WEBHOOK_SECRET: SECRET },
) {
  const { provider, getPayment } = fakeProvider(known)
  const app = paymentTestApp({ db: database.db, config: testConfig(env), provider })
  return { app, getPayment }
}

function notify(
  app: ReturnType<typeof setup>['app'],
  dataId: string,
  headers: Record<string, string> = {},
) {
  return app.request(`/api/webhooks/mercadopago?data.id=${dataId}&type=payment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-id': 'req-1', ...headers },
    body: JSON.stringify({ action: 'payment.updated', type: 'payment', data: { id: dataId } }),
  })
}

describe('POST /api/webhooks/mercadopago', () => {
  it('accepts a valid signature and moves the order to pago', async () => {
    const orderId = await insertOrder(database.db, { userId })
    const { app, getPayment } = setup([{ id: '123', status: 'approved', orderId }])
    const res = await notify(app, '123', {
      'x-signature': signNotification(SECRET, '123', 'req-1'),
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ received: true })
    expect(getPayment).toHaveBeenCalledWith('123')
    expect(await readOrder(database.db, orderId)).toMatchObject({
      status: 'pago',
      paymentStatus: 'approved',
      mercadoPagoPaymentId: '123',
    })
  })

  it('accepts a timestamp in milliseconds and a notification with the id only in the body', async () => {
    const orderId = await insertOrder(database.db, { userId })
    const { app } = setup([{ id: '124', status: 'pending', orderId }])
    const res = await app.request('/api/webhooks/mercadopago', {
      method: 'POST',
      headers: {
        'x-request-id': 'req-2',
        'x-signature': signNotification(SECRET, '124', 'req-2', Date.now()),
      },
      body: JSON.stringify({ type: 'payment', data: { id: 124 } }),
    })
    expect(res.status).toBe(200)
    expect((await readOrder(database.db, orderId)).status).toBe('processando')
  })

  it.each([
    ['a wrong signature', signNotification('outro-segredo', '125', 'req-1')],
    ['a signature for another payment', signNotification(SECRET, '999', 'req-1')],
    [
      'a stale signature (6 minutes old)',
      signNotification(SECRET, '125', 'req-1', Math.floor(Date.now() / 1000) - 360),
    ],
    ['a malformed signature', 'ts=abc,v1=zz'],
  ])('refuses %s with 401 and changes nothing', async (_, signature) => {
    const orderId = await insertOrder(database.db, { userId })
    const { app, getPayment } = setup([{ id: '125', status: 'approved', orderId }])
    const res = await notify(app, '125', { 'x-signature': signature })
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual(INVALID_SIGNATURE)
    expect(getPayment).not.toHaveBeenCalled()
    expect((await readOrder(database.db, orderId)).status).toBe('processando')
  })

  it('refuses a notification without x-signature when a secret is configured', async () => {
    const { app } = setup([])
    expect((await notify(app, '126')).status).toBe(401)
  })

  // Without MP_WEBHOOK_SECRET (local or offline runs, where Mercado Pago cannot sign anything)
  // the notification is taken, and the status still comes from the provider, not from the body.
  it('accepts an unsigned notification when no secret is configured', async () => {
    const orderId = await insertOrder(database.db, { userId })
    const { app } = setup([{ id: '127', status: 'approved', orderId }], {})
    const res = await notify(app, '127')
    expect(res.status).toBe(200)
    expect((await readOrder(database.db, orderId)).status).toBe('pago')
  })

  it('answers 200 for a payment Mercado Pago does not know, or of an unknown order', async () => {
    const { app } = setup(
      [{ id: '129', status: 'approved', orderId: '00000000-0000-4000-8000-000000000000' }],
      {},
    )
    for (const id of ['128', '129']) {
      const res = await notify(app, id)
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ received: true })
    }
  })

  it('ignores other topics and the legacy IPN form with 200', async () => {
    const { app, getPayment } = setup([], {})
    for (const query of ['type=merchant_order&data.id=55', 'topic=payment&id=55']) {
      const res = await app.request(`/api/webhooks/mercadopago?${query}`, { method: 'POST' })
      expect(res.status).toBe(200)
    }
    expect(getPayment).not.toHaveBeenCalled()
  })

  it.each([
    ['a body that is not JSON', '?type=payment&data.id=1', '{'],
    ['a payment without id', '?type=payment', '{}'],
    ['no type at all', '', '{}'],
    ['two different ids', '?type=payment&data.id=1', '{"data":{"id":"2"}}'],
    ["an id that cannot be Mercado Pago's", '?type=payment&data.id=..%2F1', ''],
  ])('answers 400 in pt-BR to %s', async (_, query, body) => {
    const { app } = setup([], {})
    const res = await app.request(`/api/webhooks/mercadopago${query}`, { method: 'POST', body })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: { code: 'invalid-notification', message: 'Notificação inválida.' },
    })
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertProducts } from '#server/modules/products/product-repository.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import {
  MP_TEST_ENV,
  preferenceFake,
  useMercadoPagoFake,
} from '#server/testing/mercado-pago-fake.ts'
import { readOrder } from '#server/testing/payment-fixtures.ts'
import { expireCardOrders } from './card-expiry.ts'
import { createPaymentProvider } from '#server/modules/payments/providers/provider-factory.ts'
import { captureLogs } from '#server/testing/log-capture.ts'

// The owner cancels a card order whose preference still takes payments: Mercado Pago is asked at
// once to end it (PUT /checkout/preferences/{id}, expires and expiration_date_to now), so the
// customer cannot pay it; when Mercado Pago cannot be reached, the job asks again each round.
const preferences = preferenceFake(useMercadoPagoFake())

let f: AdminFixture
let productId: string
beforeAll(async () => {
  f = await adminFixture(MP_TEST_ENV)
  const [product] = await insertProducts(f.t.database.db, [
    { name: 'Tapete', priceCents: 10000, description: 'd', image: '/t.svg', stock: 10 },
  ])
  productId = product!.id
})
afterAll(() => f.t.close())

const db = () => f.t.database.db
const deps = () => ({
  db: db(),
  config: f.t.config,
  shopSettings: f.t.shopSettings,
  provider: createPaymentProvider(f.t.config),
  catalog: f.t.catalog,
})
const later = (date: Date, ms: number) => new Date(date.getTime() + ms)

async function placeCard() {
  preferences.acceptPreferences()
  return readOrder(db(), await f.placeOrder([{ productId, quantity: 1 }], 'mercadopago'))
}

const cancel = (id: string) =>
  f.admin.request('PATCH', `/api/admin/orders/${id}/status`, { status: 'cancelado' })

describe("the owner's cancel ends the card preference", () => {
  it('at once: the PUT is sent and the end recorded', async () => {
    const order = await placeCard()
    preferences.expiryAnswers('accept')
    const before = Date.now()
    expect((await cancel(order.id)).status).toBe(200)
    expect(preferences.updated.map((u) => u.id)).toEqual([order.mercadoPagoPreferenceId])
    const { body } = preferences.updated[0]!
    expect(body.expires).toBe(true)
    const end = Date.parse(String(body.expiration_date_to))
    expect(end).toBeGreaterThanOrEqual(before - 1000)
    expect(end).toBeLessThanOrEqual(Date.now())
    const row = await readOrder(db(), order.id)
    expect(row.status).toBe('cancelado')
    expect(row.preferenceExpiredAt).not.toBeNull()
    // Nothing left for the job: no second PUT (the fake would refuse an unplanned one).
    expect(await expireCardOrders(deps(), later(new Date(), 1000))).toEqual({
      cancelled: 0,
      preferencesEnded: 0,
    })
  })

  it('with Mercado Pago down, the job asks again each round until it accepts', async () => {
    const logs = captureLogs()
    const order = await placeCard()
    preferences.expiryAnswers('outage')
    expect((await cancel(order.id)).status).toBe(200)
    expect(await readOrder(db(), order.id)).toMatchObject({
      status: 'cancelado',
      preferenceExpiredAt: null,
    })
    expect(logs.messages('warn').join(' ')).toContain('nova tentativa na próxima reconciliação')

    const interval = f.t.config.paymentSyncSeconds * 1000
    const first = later(new Date(), 1000)
    preferences.expiryAnswers('outage')
    expect(await expireCardOrders(deps(), first)).toEqual({ cancelled: 0, preferencesEnded: 0 })
    expect((await readOrder(db(), order.id)).preferenceExpiredAt).toBeNull()
    // Within the same interval (another instance), nobody asks again.
    expect((await expireCardOrders(deps(), later(first, 1000))).preferencesEnded).toBe(0)

    preferences.expiryAnswers('accept')
    const second = later(first, interval + 1000)
    expect(await expireCardOrders(deps(), second)).toEqual({ cancelled: 0, preferencesEnded: 1 })
    expect(preferences.updated.at(-1)?.id).toBe(order.mercadoPagoPreferenceId)
    expect((await readOrder(db(), order.id)).preferenceExpiredAt).toEqual(second)
    // Accepted: later rounds leave it alone.
    expect((await expireCardOrders(deps(), later(second, interval * 2))).preferencesEnded).toBe(0)
    logs.restore()
  })

  it('deleting the order ends its preference too', async () => {
    const order = await placeCard()
    preferences.expiryAnswers('accept')
    expect((await f.admin.request('DELETE', `/api/admin/orders/${order.id}`)).status).toBe(204)
    expect(preferences.updated.at(-1)?.id).toBe(order.mercadoPagoPreferenceId)
  })
})

import type { SessionUser } from '#domain/account.ts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '#server/db/schema/orders.ts'
import type { Database } from '#server/db/client.ts'
import { testConfig } from '#server/testing/test-app.ts'
import { openTestDatabase } from '#server/testing/test-database.ts'
import {
  insertOrder,
  insertUser,
  paymentTestApp,
  readOrder,
} from '#server/testing/payment-fixtures.ts'
import { createPaymentProvider } from './provider-factory.ts'
import { SimulatedPaymentProvider } from './simulated-provider.ts'
import { captureLogs } from '#server/testing/log-capture.ts'

let database: Database
let owner: SessionUser
const session: { user: SessionUser | null } = { user: null }
beforeAll(async () => {
  database = await openTestDatabase()
  owner = await insertUser(database.db)
})
afterAll(() => database.close())

const config = testConfig()
const app = () =>
  paymentTestApp({ db: database.db, config, provider: createPaymentProvider(config) }, session)

/** A card order as checkout leaves it, with the checkout the simulated provider opened. */
async function cardOrder() {
  const orderId = await insertOrder(database.db, { userId: owner.id, totalCents: 123450 })
  const checkout = await createPaymentProvider(config).createPreference({
    orderId,
    payerEmail: owner.email,
    items: [{ id: 'p1', title: 'Capa de volante', quantity: 1, unitPriceCents: 123450 }],
    opensAt: new Date(),
    expiresAt: new Date(Date.now() + 60 * 60_000),
  })
  session.user = owner
  return { orderId, checkout }
}

const post = (url: string) => app().request(url, { method: 'POST' })

describe('the simulated provider', () => {
  it('opens a checkout on this server, named after the order', async () => {
    const { orderId, checkout } = await cardOrder()
    expect(checkout).toEqual({
      provider: 'simulated',
      preferenceId: `sim-${orderId}`,
      checkoutUrl: `/api/payments/simulated/sim-${orderId}`,
      publicKey: null,
    })
  })

  it('shows a pt-BR page with the short id, the total and the two buttons, and no script', async () => {
    const { orderId, checkout } = await cardOrder()
    const res = await app().request(checkout.checkoutUrl)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    const html = await res.text()
    expect(html).toContain('Pagamento simulado')
    expect(html).toContain(`#${orderId.slice(0, 8)}`)
    expect(html).toContain('R$\u00a01.234,50')
    expect(html).toContain('nenhum dinheiro real é')
    expect(html).toContain(`action="${checkout.checkoutUrl}/approve"`)
    expect(html).toContain(`action="${checkout.checkoutUrl}/reject"`)
    expect(html).toContain('Aprovar pagamento')
    expect(html).toContain('Recusar pagamento')
    expect(html).not.toContain('<script')
  })

  it("approves: 303 to the checkout's 'Pagamento Confirmado!' and the order is pago", async () => {
    const { orderId, checkout } = await cardOrder()
    const res = await post(`${checkout.checkoutUrl}/approve`)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/checkout?status=approved')
    expect(await readOrder(database.db, orderId)).toMatchObject({
      status: 'pago',
      paymentStatus: 'approved',
      mercadoPagoPaymentId: `sim-pay-${orderId}-1-approved`,
    })
    const page = await (await app().request(checkout.checkoutUrl)).text()
    expect(page).toContain('Este pedido não está aguardando pagamento.')
    expect(page).not.toContain('Aprovar pagamento')
  })

  it('refuses: payment_status rejected, the order still payable, and a retry can pay it', async () => {
    const { orderId, checkout } = await cardOrder()
    const res = await post(`${checkout.checkoutUrl}/reject`)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/orders')
    expect(await readOrder(database.db, orderId)).toMatchObject({
      status: 'processando',
      paymentStatus: 'rejected',
    })
    await post(`${checkout.checkoutUrl}/approve`)
    expect(await readOrder(database.db, orderId)).toMatchObject({
      status: 'pago',
      mercadoPagoPaymentId: `sim-pay-${orderId}-2-approved`,
    })
  })

  it('answers getPayment from the id alone, so any app instance can', async () => {
    const { orderId, checkout } = await cardOrder()
    await post(`${checkout.checkoutUrl}/approve`)
    const { mercadoPagoPaymentId } = await readOrder(database.db, orderId)
    const fresh = createPaymentProvider(config)
    expect(await fresh.getPayment(mercadoPagoPaymentId ?? '')).toEqual({
      id: mercadoPagoPaymentId,
      status: 'approved',
      orderId,
    })
    expect(await fresh.getPayment('123456')).toBeNull()
  })

  it('refunds an approved payment at once, moving nothing (no amount), the same refund each time', async () => {
    const { orderId, checkout } = await cardOrder()
    await post(`${checkout.checkoutUrl}/approve`)
    const paymentId = (await readOrder(database.db, orderId)).mercadoPagoPaymentId ?? ''
    const provider = createPaymentProvider(config)
    const refund = { id: `sim-refund-${paymentId}`, status: 'approved', amountCents: null }
    expect(await provider.refundPayment!(paymentId, 'key-1')).toEqual(refund)
    expect(await provider.refundPayment!(paymentId, 'key-1')).toEqual(refund)
    await expect(provider.refundPayment!('', 'key-2')).rejects.toMatchObject({ reason: 'refused' })
  })

  it("hides another customer's order (404) and asks a visitor to sign in (401)", async () => {
    const { orderId, checkout } = await cardOrder()
    session.user = await insertUser(database.db)
    expect((await app().request(checkout.checkoutUrl)).status).toBe(404)
    expect((await post(`${checkout.checkoutUrl}/approve`)).status).toBe(404)
    session.user = null
    expect((await app().request(checkout.checkoutUrl)).status).toBe(401)
    expect((await readOrder(database.db, orderId)).status).toBe('processando')
  })

  it('does not exist when Mercado Pago is configured', async () => {
    const { checkout } = await cardOrder()
    const mpConfig = testConfig({ MP_ACCESS_TOKEN: 'TEST-token' })
    const mp = paymentTestApp(
      { db: database.db, config: mpConfig, provider: createPaymentProvider(mpConfig) },
      session,
    )
    expect((await mp.request(checkout.checkoutUrl)).status).toBe(404)
    expect((await mp.request(`${checkout.checkoutUrl}/approve`, { method: 'POST' })).status).toBe(
      404,
    )
  })

  // Decision 014: a live shop takes no payment that moves no money, even if handed a simulated provider.
  it.each([
    ['its own provider', () => createPaymentProvider(testConfig({ NODE_ENV: 'production' }))],
    ['a simulated provider passed in', () => new SimulatedPaymentProvider()],
  ])('does not exist in a live shop, with %s: 404 and the order unchanged', async (_, provider) => {
    const { orderId, checkout } = await cardOrder()
    const live = testConfig({ NODE_ENV: 'production' })
    const liveApp = paymentTestApp({ db: database.db, config: live, provider: provider() }, session)
    const before = await readOrder(database.db, orderId)
    for (const [method, path] of [
      ['GET', checkout.checkoutUrl],
      ['POST', `${checkout.checkoutUrl}/approve`],
      ['POST', `${checkout.checkoutUrl}/reject`],
    ] as const) {
      const res = await liveApp.request(path, { method })
      expect(res.status, `${method} ${path}`).toBe(404)
      expect(await res.json()).toEqual({
        error: { code: 'route-not-found', message: 'Rota não encontrada.' },
      })
    }
    expect(await readOrder(database.db, orderId)).toEqual(before)
  })

  it('cannot pay a PIX order: those are paid at the bank, and the owner confirms them', async () => {
    const { orderId, checkout } = await cardOrder()
    await database.db
      .update(orders)
      .set({ paymentMethod: 'pix', status: 'pendente' })
      .where(eq(orders.id, orderId))
    expect((await app().request(checkout.checkoutUrl)).status).toBe(404)
    expect((await post(`${checkout.checkoutUrl}/approve`)).status).toBe(404)
    expect(await readOrder(database.db, orderId)).toMatchObject({
      status: 'pendente',
      paymentStatus: 'pendente',
      mercadoPagoPaymentId: null,
    })
  })

  it('ignores a webhook naming a simulated payment: its id alone would mark any order paid', async () => {
    const { orderId } = await cardOrder()
    session.user = null
    const logs = captureLogs()
    const res = await app().request('/api/webhooks/mercadopago', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'payment', data: { id: `sim-pay-${orderId}-1-approved` } }),
    })
    expect(res.status).toBe(200)
    expect(logs.messages('warn')).toContainEqual(
      expect.stringContaining('pagamentos simulados não chegam por webhook'),
    )
    logs.restore()
    expect((await readOrder(database.db, orderId)).status).toBe('processando')
  })
})

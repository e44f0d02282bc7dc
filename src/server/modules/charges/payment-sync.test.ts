import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PIX_EXPIRY_GRACE_MS } from '#domain/orders/pix-charge.ts'
import { orders } from '#server/db/schema/orders.ts'
import { insertProducts } from '#server/modules/products/product-repository.ts'
import { emailsAboutOrder } from '#server/testing/email-fixtures.ts'
import { testMailShop } from '#server/testing/shop-settings-fixtures.ts'
import { insertOrder, insertUser, readOrder, stockOf } from '#server/testing/payment-fixtures.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { ADDRESS, TestClient } from '#server/testing/test-client.ts'
import { applyPaymentStatus } from '#server/modules/payments/apply-payment.ts'
import { orderMailSettings } from '#server/modules/order-lifecycle/order-notifications.ts'
import { syncPayments } from './payment-sync.ts'
import type {
  PaymentProvider,
  ProviderPayment,
} from '#server/modules/payments/providers/provider.ts'
import { SimulatedPaymentProvider } from '#server/modules/payments/providers/simulated-provider.ts'
import { captureLogs } from '#server/testing/log-capture.ts'

// The reconciliation job on the simulated provider, whose charges expire on a clock the test
// moves, and on stand-ins for Mercado Pago's answers (a lost webhook, an outage).
const MINUTE = 60_000
let clock = new Date()
const simulated = new SimulatedPaymentProvider(undefined, () => clock)
/** What "Mercado Pago" answers about a payment id; throws while it is down. */
const answers = new Map<string, ProviderPayment | 'down'>()
const provider: PaymentProvider = {
  createPreference: (req) => simulated.createPreference(req),
  createPixCharge: (req) => simulated.createPixCharge(req),
  async getPayment(id) {
    const answer = answers.get(id)
    if (answer === 'down') throw new Error('Mercado Pago fora do ar')
    return answer ?? simulated.getPayment(id)
  },
}

let t: TestApp
let customer: TestClient
let productId: string
const deps = () => ({
  db: t.database.db,
  config: t.config,
  shopSettings: t.shopSettings,
  provider,
  catalog: t.catalog,
})

beforeAll(async () => {
  t = await createTestApp({}, { paymentProvider: provider })
  const [product] = await insertProducts(t.database.db, [
    { name: 'Capa de Volante', priceCents: 10000, description: 'd', image: '/v.svg', stock: 100 },
  ])
  productId = product!.id
  customer = new TestClient(t)
  await customer.post('/api/auth/checkout', { email: 'bia@exemplo.com', password: 'bia-12345' })
})
afterAll(() => t.close())

/** A PIX order of 2 units, placed now on the test's clock; its id, payment id and expiry. */
async function placePix() {
  clock = new Date()
  const res = await customer.post<{ order: { id: string; pix: { expiresAt: string } } }>(
    '/api/orders',
    { items: [{ productId, quantity: 2 }], address: ADDRESS, paymentMethod: 'pix' },
  )
  expect(res.status).toBe(201)
  const row = await readOrder(t.database.db, res.body.order.id)
  return { id: row.id, paymentId: row.pixPaymentId!, expiresAt: row.pixExpiresAt! }
}

const later = (date: Date, ms: number) => new Date(date.getTime() + ms)
const kinds = async (id: string) =>
  (await emailsAboutOrder(t.database.db, id, testMailShop(t)))
    .filter((m) => m.to === 'bia@exemplo.com')
    .map((m) => m.type)

describe('the reconciliation job', () => {
  it('cancels an unpaid charge the provider reports expired: units back, the customer told once', async () => {
    const stock = await stockOf(t.database.db, productId)
    const order = await placePix()
    expect(await stockOf(t.database.db, productId)).toBe(stock! - 2)
    // Still payable: asked, nothing changes.
    expect(await syncPayments(deps(), clock)).toMatchObject({ checked: 1, changed: 0, expired: 0 })
    expect((await readOrder(t.database.db, order.id)).status).toBe('pendente')

    clock = later(order.expiresAt, 1000)
    expect(await syncPayments(deps(), clock)).toMatchObject({ checked: 1, changed: 1 })
    expect(await readOrder(t.database.db, order.id)).toMatchObject({
      status: 'cancelado',
      paymentStatus: 'cancelled',
    })
    expect(await stockOf(t.database.db, productId)).toBe(stock)
    expect(await kinds(order.id)).toEqual(['order-confirmation', 'cancelled'])
    // Nothing payable any more: no code, no retry.
    const view = await customer.get<{ order: { pix: unknown; pixStatus: string } }>(
      `/api/orders/${order.id}`,
    )
    expect(view.body.order.pix).toBeNull()
    expect((await customer.post(`/api/orders/${order.id}/retry-payment`)).status).toBe(409)
    // Later rounds find nothing to do.
    expect(await syncPayments(deps(), later(clock, 10 * MINUTE))).toMatchObject({ checked: 0 })
    expect(await kinds(order.id)).toEqual(['order-confirmation', 'cancelled'])

    // Money that arrives later follows the reopening rule: the order reopens while stock allows.
    const late = { id: order.paymentId, status: 'approved', methodId: 'pix' }
    expect(await applyPaymentStatus(t.database.db, order.id, late, orderMailSettings(t))).toBe(
      'changed',
    )
    expect((await readOrder(t.database.db, order.id)).status).toBe('pago')
    expect(await stockOf(t.database.db, productId)).toBe(stock! - 2)
  })

  it('confirms a payment whose webhook was lost, once, for its exact amount only', async () => {
    const paid = await placePix()
    const short = await placePix()
    const total = (await readOrder(t.database.db, paid.id)).totalCents
    answers.set(paid.paymentId, {
      id: paid.paymentId,
      status: 'approved',
      orderId: paid.id,
      amountCents: total,
      methodId: 'pix',
    })
    answers.set(short.paymentId, {
      id: short.paymentId,
      status: 'approved',
      orderId: short.id,
      amountCents: total - 1,
      methodId: 'pix',
    })
    const logs = captureLogs()
    await syncPayments(deps(), later(clock, 1000))
    logs.restore()
    expect((await readOrder(t.database.db, paid.id)).status).toBe('pago')
    expect(await kinds(paid.id)).toEqual(['order-confirmation', 'payment-confirmed'])
    // Another amount is never applied: still waiting, and the customer hears nothing.
    expect((await readOrder(t.database.db, short.id)).status).toBe('pendente')
    expect(await kinds(short.id)).toEqual(['order-confirmation'])
  })

  it('with the provider down, waits the grace period after the expiry, then cancels by itself', async () => {
    const logs = captureLogs()
    const order = await placePix()
    answers.set(order.paymentId, 'down')
    const justAfter = later(order.expiresAt, PIX_EXPIRY_GRACE_MS - MINUTE)
    expect(await syncPayments(deps(), justAfter)).toMatchObject({ expired: 0 })
    expect((await readOrder(t.database.db, order.id)).status).toBe('pendente')
    const afterGrace = later(order.expiresAt, PIX_EXPIRY_GRACE_MS + MINUTE)
    // (The other test's order, waiting on a payment of another amount, expires with it.)
    expect((await syncPayments(deps(), afterGrace)).expired).toBeGreaterThanOrEqual(1)
    expect(await readOrder(t.database.db, order.id)).toMatchObject({
      status: 'cancelado',
      pixCharge: 'expired',
    })
    expect(await kinds(order.id)).toEqual(['order-confirmation', 'cancelled'])
    expect(logs.messages('info').join(' ')).toContain('o PIX expirou sem pagamento')
    logs.restore()
  })

  it('two instances at once: each order asked about and cancelled once, one email', async () => {
    const order = await placePix()
    clock = later(order.expiresAt, 1000)
    await Promise.all([syncPayments(deps(), clock), syncPayments(deps(), clock)])
    expect((await readOrder(t.database.db, order.id)).status).toBe('cancelado')
    expect(await kinds(order.id)).toEqual(['order-confirmation', 'cancelled'])
  })

  it('makes again a charge a dead request left half-made, with the same attempt', async () => {
    const order = await placePix()
    await t.database.db
      .update(orders)
      .set({ pixCharge: 'creating', updatedAt: later(clock, -2 * MINUTE) })
      .where(eq(orders.id, order.id))
    await syncPayments(deps(), clock)
    const row = await readOrder(t.database.db, order.id)
    expect(row).toMatchObject({ pixCharge: 'live', pixAttempt: 1, status: 'pendente' })
    expect(row.pixPaymentId).toMatch(new RegExp(`^sim-pix-${order.id}-1-`))
  })

  it("asks about a card payment still under review, so a lost webhook never leaves it 'processando'", async () => {
    const buyer = await insertUser(t.database.db)
    const order = await insertOrder(t.database.db, {
      userId: buyer.id,
      status: 'processando',
      paymentStatus: 'in_process',
      mercadoPagoPaymentId: '8880001',
      totalCents: 12345,
    })
    answers.set('8880001', {
      id: '8880001',
      status: 'approved',
      orderId: order,
      amountCents: 12345,
      methodId: 'visa',
    })
    await syncPayments(deps(), later(new Date(), 10 * MINUTE))
    expect(await readOrder(t.database.db, order)).toMatchObject({
      status: 'pago',
      paymentStatus: 'approved',
    })
  })
})

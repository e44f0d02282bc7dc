import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatBRL } from '#domain/money.ts'
import type { OrderStatus } from '#domain/orders/order-status.ts'
import { loadConfig } from '#server/config.ts'
import { orders } from '#server/db/schema/orders.ts'
import { orderNotifications } from '#server/db/schema/order-history.ts'
import { insertProducts } from '#server/modules/products/product-repository.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { registerBuyer } from '#server/testing/admin-order-fixtures.ts'
import { emailsAboutOrder } from '#server/testing/email-fixtures.ts'
import { testMailShop } from '#server/testing/shop-settings-fixtures.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { TestClient } from '#server/testing/test-client.ts'
import { notifyOrderMoved, orderMailSettings } from './order-notifications.ts'

// Two app instances on one database, as two servers behind a load balancer (the pattern of
// follow-catalog-changes.test.ts): on PostgreSQL their requests run at once on separate
// connections; on PGlite they take turns on its one connection.
const SETTINGS = { SHOP_WHATSAPP: '(11) 99999-0000' }
let f: AdminFixture
let second: TestApp
let admin2: TestClient
let volante: string
beforeAll(async () => {
  f = await adminFixture(SETTINGS)
  second = await createTestApp(SETTINGS, { database: f.t.database })
  admin2 = new TestClient(second)
  await admin2.post('/api/auth/login', { email: 'dona@vitrine.test', password: 'dona-123' })
  const [product] = await insertProducts(f.t.database.db, [
    { name: 'Capa de Volante', priceCents: 18990, description: 'd', image: '/v.svg', stock: 1000 },
  ])
  volante = product!.id
})
afterAll(async () => {
  await second.close()
  await f.t.close()
})

const onPostgres = loadConfig().databaseUrl !== undefined

const setStatus = async (admin: TestClient, id: string, status: OrderStatus) => {
  const res = await admin.request('PATCH', `/api/admin/orders/${id}/status`, { status })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
}

/** What the customer received about the order since it was placed (the confirmation aside). */
async function stepEmails(id: string) {
  const emails = await emailsAboutOrder(f.t.database.db, id, testMailShop(f.t))
  return emails.filter((e) => e.to === 'cliente@exemplo.com' && e.type !== 'order-confirmation')
}
const kinds = async (id: string) => (await stepEmails(id)).map((e) => e.type).sort()

async function totalOf(id: string) {
  const [order] = await f.t.database.db.select().from(orders).where(eq(orders.id, id))
  return formatBRL(order!.totalCents)
}

describe("the customer's email at each step", () => {
  it('goes once per kind, the first time the order reaches the step, however the owner toggles', async () => {
    const id = await f.placeOrder([{ productId: volante, quantity: 2 }])
    const path: [OrderStatus, string[]][] = [
      ['pago', ['payment-confirmed']],
      ['enviado', ['payment-confirmed', 'shipped']],
      ['pago', ['payment-confirmed', 'shipped']],
      ['pendente', ['payment-confirmed', 'shipped']],
      ['pago', ['payment-confirmed', 'shipped']],
      ['enviado', ['payment-confirmed', 'shipped']],
      ['entregue', ['delivered', 'payment-confirmed', 'shipped']],
      ['enviado', ['delivered', 'payment-confirmed', 'shipped']],
      ['entregue', ['delivered', 'payment-confirmed', 'shipped']],
      ['cancelado', ['cancelled', 'delivered', 'payment-confirmed', 'shipped']],
      ['pago', ['cancelled', 'delivered', 'payment-confirmed', 'shipped']],
      ['cancelado', ['cancelled', 'delivered', 'payment-confirmed', 'shipped']],
    ]
    for (const [status, expected] of path) {
      await setStatus(f.admin, id, status)
      expect(await kinds(id), `after ${status}`).toEqual(expected)
    }

    const emails = await stepEmails(id)
    const of = (type: string) => emails.find((e) => e.type === type)!
    const total = await totalOf(id)
    expect(of('payment-confirmed').subject).toContain('Pagamento confirmado')
    expect(of('payment-confirmed').text).toContain(`Olá, Maria da Silva!`)
    expect(of('payment-confirmed').text).toContain(`Recebemos o pagamento de ${total}`)
    expect(of('payment-confirmed').text).toContain('- 2 x Capa de Volante')
    // 'Enviado' marked without a code: the code is promised for later.
    expect(of('shipped').text).toContain('O código de rastreio chega em outro email')
    // Marked 'Entregue' by the owner: no assumption.
    expect(of('delivered').text).toContain('foi entregue')
    expect(of('delivered').text).not.toContain('deve ter chegado')
    // A PIX order the owner had marked paid: the shop returns the money, by PIX.
    expect(of('cancelled').text).toContain(`vamos devolver o valor de ${total} por PIX`)
    expect(of('cancelled').html).toContain('href="https://wa.me/5511999990000?text=')
  })

  it('a step passed without stopping is never mailed afterwards', async () => {
    const id = await f.placeOrder([{ productId: volante, quantity: 1 }])
    await setStatus(f.admin, id, 'enviado')
    expect(await kinds(id)).toEqual(['shipped'])
    // Shipped is past paid: stepping back to 'pago' sends no 'Pagamento confirmado' now.
    await setStatus(f.admin, id, 'pago')
    expect(await kinds(id)).toEqual(['shipped'])
  })

  it('an unpaid PIX order cancelled: nothing charged, and whom to talk to if the PIX was made', async () => {
    const id = await f.placeOrder([{ productId: volante, quantity: 1 }])
    await setStatus(f.admin, id, 'cancelado')
    const [email] = await stepEmails(id)
    expect(email!.subject).toMatch(/^Pedido #[0-9a-f]{8} cancelado - Vitrine Teste$/)
    expect(email!.text).toContain('Nenhum valor foi cobrado por este pedido.')
    expect(email!.text).toContain(`Se você já fez o PIX de ${await totalOf(id)}, fale conosco`)
    expect(email!.text).toContain('Falar com a loja no WhatsApp:\nhttps://wa.me/5511999990000')
  })

  it('an order whose account was deleted gets no email (the owner still hears it was paid), and its steps still count as passed', async () => {
    const buyer = await registerBuyer(f.t, 'apagada@exemplo.com', 'Conta Apagada')
    const id = await buyer.placeOrder([{ productId: volante, quantity: 1 }])
    const deleted = await f.admin.request('DELETE', `/api/admin/users/${buyer.id}`)
    expect(deleted.status).toBe(204)
    await setStatus(f.admin, id, 'pago')
    const emails = await emailsAboutOrder(f.t.database.db, id, testMailShop(f.t))
    expect(emails.map((e) => e.type).sort()).toEqual([
      'new-order',
      'order-confirmation',
      'order-paid-owner',
    ])
    const marked = await f.t.database.db
      .select({ kind: orderNotifications.kind })
      .from(orderNotifications)
      .where(eq(orderNotifications.orderId, id))
    expect(marked).toEqual([{ kind: 'payment-confirmed' }])
  })
})

describe('two app instances on one database', () => {
  it('both moving the same order, at once and back and forth: one email per kind', async () => {
    const id = await f.placeOrder([{ productId: volante, quantity: 1 }])
    const both = (status: OrderStatus) =>
      Promise.all([setStatus(f.admin, id, status), setStatus(admin2, id, status)])
    await both('pago')
    await both('enviado')
    for (let round = 0; round < 3; round++) {
      await Promise.all([setStatus(f.admin, id, 'pago'), setStatus(admin2, id, 'enviado')])
      await Promise.all([setStatus(f.admin, id, 'entregue'), setStatus(admin2, id, 'pago')])
    }
    await both('entregue')
    await both('cancelado')
    expect(await kinds(id)).toEqual(['cancelled', 'delivered', 'payment-confirmed', 'shipped'])
  })

  it('the primary key decides, even between transactions that hold no lock on the order', async () => {
    const id = await f.placeOrder([{ productId: volante, quantity: 1 }])
    // On PostgreSQL both transactions are open before either marks the step, so the second's
    // insert waits for the first to commit and then inserts nothing. PGlite runs them in turn.
    let arrived = 0
    let release = () => {}
    const together = new Promise<void>((resolve) => (release = resolve))
    const meet = async () => {
      if (!onPostgres) return
      if (++arrived === 2) release()
      await together
    }
    const move = { orderId: id, fromStatus: 'pendente', toStatus: 'pago', actor: 'owner' } as const
    const tell = (t: TestApp) =>
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`)
        await meet()
        await notifyOrderMoved(tx, move, orderMailSettings(t))
      })
    await Promise.all([tell(f.t), tell(second)])
    expect(await kinds(id)).toEqual(['payment-confirmed'])
  })
})

import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { formatDate } from '#domain/dates.ts'
import { AFTER_SALE_MESSAGES } from '#domain/orders/withdrawal-messages.ts'
import type { AdminOrderPage } from '#domain/orders/admin-order-view.ts'
import { ADDRESS, TestClient } from '#server/testing/test-client.ts'
import { useWithdrawalShop } from '#server/testing/withdrawal-fixtures.ts'

// 'Desistir da compra' (decision 039) through POST /api/orders/:id/withdrawal, the window read from the
// app's clock (moved by the test) against the order's real shipping and delivery dates.
const shop = useWithdrawalShop()

async function shipped() {
  const id = await shop.order('pago')
  const res = await shop.f.admin.request('PUT', `/api/admin/orders/${id}/tracking`, {
    trackingCode: 'BR123456789BR',
  })
  expect(res.status).toBe(200)
  return id
}

/** 'A enviar' as the panel's card counts it and as its list holds it. */
async function toShip() {
  const summary = await shop.f.admin.get<{ toShipCount: number }>('/api/admin/summary')
  const list = await shop.f.admin.get<AdminOrderPage>('/api/admin/orders?status=a-enviar')
  return {
    card: summary.body.toShipCount,
    count: list.body.counts['a-enviar'],
    ids: list.body.orders.map((o) => o.id),
  }
}

describe('the withdrawal window', () => {
  it('before shipping it is a cancellation request: acknowledged at once, the owners told', async () => {
    shop.clock.days = 0
    const id = await shop.order('pago')
    const before = (
      await shop.f.customer.get<{ order: { withdrawal: unknown } }>(`/api/orders/${id}`)
    ).body.order.withdrawal
    expect(before).toEqual({ state: 'available', mode: 'cancel', until: null })
    const toShipBefore = await toShip()
    expect(toShipBefore.ids).toContain(id)

    const res = await shop.withdraw(id, { reason: '  Comprei o modelo errado  ' })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.order.withdrawal).toMatchObject({ state: 'requested', mode: 'cancel' })
    expect(res.body.order.withdrawalReason).toBe('Comprei o modelo errado')
    const emails = await shop.emails(id)
    expect(emails).toContainEqual({ type: 'withdrawal-received', to: 'cliente@exemplo.com' })
    expect(emails).toContainEqual({ type: 'withdrawal-requested-owner', to: 'dona@vitrine.test' })

    const detail = await shop.adminOrder(id)
    expect(detail.withdrawal).toMatchObject({ mode: 'cancel', reason: 'Comprei o modelo errado' })
    expect(detail.withdrawalRequested).toBe(true)
    const list = await shop.f.admin.get<AdminOrderPage>('/api/admin/orders?status=desistencia')
    expect(list.body.orders.map((o) => o.id)).toContain(id)
    expect(list.body.counts.desistencia).toBe(list.body.orders.length)
    // Decision 046: no longer a parcel to send, in the panel's card and in 'A enviar'.
    const toShipAfter = await toShip()
    expect(toShipAfter.ids).not.toContain(id)
    expect(toShipAfter.card).toBe(toShipBefore.card - 1)
    expect(toShipAfter.count).toBe(toShipAfter.ids.length)
    // Its status is still 'pago' (the refund cancels it): under that plain filter it stays.
    const paid = await shop.f.admin.get<AdminOrderPage>('/api/admin/orders?status=pago')
    expect(paid.body.orders.map((o) => o.id)).toContain(id)
  })

  it('after shipping: 7 days from the shipping date + 10, to Brasília midnight; refused after', async () => {
    const open = await shipped()
    const late = await shipped()
    shop.clock.days = 17
    const view = (
      await shop.f.customer.get<{ order: { withdrawal: { until: string } } }>(`/api/orders/${open}`)
    ).body.order.withdrawal
    expect(view).toMatchObject({ state: 'available', mode: 'return' })
    expect((await shop.withdraw(open)).status).toBe(200)

    shop.clock.days = 18
    const refused = await shop.withdraw(late, { reason: 'tarde demais' })
    expect(refused.status).toBe(409)
    expect(refused.body.error).toEqual({
      code: 'withdrawal-closed',
      message: `O prazo de 7 dias para desistir desta compra terminou em ${formatDate(view.until)}.`,
    })
    expect((await shop.adminOrder(late)).withdrawal).toBeNull()
    shop.clock.days = 0
  })

  it("the owner's 'entregue' counts when it ends later, never earlier; the 30-day job's never", async () => {
    // Shipped 25 days ago, delivered (by the owner) 3 days ago: open until 7 days after delivery.
    const delivered = await shipped()
    await shop.f.admin.request('PATCH', `/api/admin/orders/${delivered}/status`, {
      status: 'entregue',
    })
    await shop.age(delivered, 25)
    await shop.db.execute(
      sql`update order_status_changes set created_at = now() - interval '3 days'
          where order_id = ${delivered} and to_status = 'entregue'`,
    )
    expect((await shop.withdraw(delivered)).status).toBe(200)

    // Shipped 20 days ago and marked 'entregue' by the 30-day job (not the owner): closed.
    const assumed = await shipped()
    await shop.age(assumed, 20)
    await shop.db.execute(sql`update orders set status = 'entregue' where id = ${assumed}`)
    await shop.db.execute(
      sql`insert into order_status_changes (order_id, from_status, to_status, actor)
          values (${assumed}, 'enviado', 'entregue', 'job')`,
    )
    const res = await shop.withdraw(assumed)
    expect(res.status).toBe(409)
    expect(res.body.error?.code).toBe('withdrawal-closed')
  })
})

describe('bad input', () => {
  it('twice, or twice at once: one request, one set of e-mails', async () => {
    const id = await shop.order('pago')
    const answers = await Promise.all([shop.withdraw(id), shop.withdraw(id)])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    const again = await shop.withdraw(id)
    expect(again.status).toBe(409)
    expect(again.body.error).toEqual({
      code: 'withdrawal-requested',
      message: 'A desistência deste pedido já foi solicitada.',
    })
    const received = (await shop.emails(id)).filter((e) => e.type === 'withdrawal-received')
    expect(received).toHaveLength(1)
  })

  it("someone else's order, a malformed id, a cancelled order, a reason too long: refused, nothing written", async () => {
    const id = await shop.order('pago')
    const other = new TestClient(shop.f.t)
    await other.post('/api/auth/register', {
      email: 'outra@exemplo.com',
      password: 'outra-123',
      confirmPassword: 'outra-123',
      address: ADDRESS,
    })
    expect((await other.post(`/api/orders/${id}/withdrawal`, {})).status).toBe(404)
    expect((await shop.withdraw('nao-e-um-id')).status).toBe(404)
    expect((await shop.f.visitor.post(`/api/orders/${id}/withdrawal`, {})).status).toBe(401)
    const long = await shop.withdraw(id, { reason: 'x'.repeat(1001) })
    expect(long.status).toBe(400)
    expect(long.body.error?.message).toBe('O motivo pode ter até 1.000 caracteres.')
    expect((await shop.withdraw(id, { reason: 42 })).status).toBe(400)
    expect((await shop.adminOrder(id)).withdrawal).toBeNull()

    const cancelled = await shop.order('cancelado')
    const res = await shop.withdraw(cancelled)
    expect(res.status).toBe(409)
    expect(res.body.error?.code).toBe('order-cancelled')
    expect(await shop.emails(cancelled)).not.toContainEqual(
      expect.objectContaining({ type: 'withdrawal-received' }),
    )
  })
})

describe("custom work and 'Produção iniciada'", () => {
  it('can be withdrawn until the owner starts making it; then the customer is told why', async () => {
    const open = await shop.customWorkOrder()
    expect((await shop.withdraw(open)).status).toBe(200)

    const started = await shop.customWorkOrder()
    const mark = () =>
      shop.f.admin.request('POST', `/api/admin/orders/${started}/production-started`)
    const first = await mark()
    expect(first.status).toBe(200)
    expect((await shop.adminOrder(started)).productionStartedAt).toEqual(expect.any(String))
    // Decision 046: the customer hears that the piece is being made and the button ends here.
    expect(await shop.emails(started)).toContainEqual({
      type: 'production-started',
      to: 'cliente@exemplo.com',
    })
    expect((await mark()).status).toBe(409)
    const told = (await shop.emails(started)).filter((e) => e.type === 'production-started')
    expect(told).toHaveLength(1)

    const mine = await shop.f.customer.get<{
      order: { withdrawal: { state: string; at: string }; productionStartedAt: string }
    }>(`/api/orders/${started}`)
    expect(mine.body.order.withdrawal.state).toBe('production-started')
    expect(mine.body.order.productionStartedAt).toBe(mine.body.order.withdrawal.at)
    const res = await shop.withdraw(started)
    expect(res.status).toBe(409)
    expect(res.body.error).toEqual({
      code: 'production-started',
      message: `A produção da sua peça sob encomenda começou em ${formatDate(mine.body.order.productionStartedAt)}: a desistência pelo site não é mais possível. Fale com a loja pelo WhatsApp.`,
    })
  })

  it("'Produção iniciada' on a piece the customer withdrew from: refused, nothing written", async () => {
    const withdrawn = await shop.customWorkOrder()
    expect((await shop.withdraw(withdrawn)).status).toBe(200)
    const res = await shop.f.admin.request(
      'POST',
      `/api/admin/orders/${withdrawn}/production-started`,
    )
    expect(res.status).toBe(409)
    expect((res.body as { error: { message: string } }).error.message).toBe(
      AFTER_SALE_MESSAGES.productionWithdrawn,
    )
    expect((await shop.adminOrder(withdrawn)).productionStartedAt).toBeNull()
    expect(await shop.emails(withdrawn)).not.toContainEqual(
      expect.objectContaining({ type: 'production-started' }),
    )
  })

  it("'Produção iniciada' on an order without custom work, or cancelled: refused", async () => {
    const plain = await shop.order('pago')
    const res = await shop.f.admin.request('POST', `/api/admin/orders/${plain}/production-started`)
    expect(res.status).toBe(409)
    expect((res.body as { error: { code: string } }).error.code).toBe('production-not-custom')
    const cancelled = await shop.order('cancelado')
    const again = await shop.f.admin.request(
      'POST',
      `/api/admin/orders/${cancelled}/production-started`,
    )
    expect(again.status).toBe(409)
    expect((await shop.adminOrder(plain)).productionStartedAt).toBeNull()
  })
})

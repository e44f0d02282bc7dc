import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OrderStatus } from '#domain/orders/order-status.ts'
import { insertProducts } from '#server/modules/products/product-repository.ts'
import { applyPaymentStatus } from '#server/modules/payments/apply-payment.ts'
import { orderMailSettings } from '#server/modules/order-lifecycle/order-notifications.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { emailsAboutOrder } from '#server/testing/email-fixtures.ts'
import { testMailShop } from '#server/testing/shop-settings-fixtures.ts'
import { insertUser } from '#server/testing/payment-fixtures.ts'

// Decision 030: every admin account hears once that an order became paid and is ready to pack, by
// the mechanism of the customer's step emails (order_notifications' row for 'payment-confirmed').
let f: AdminFixture
let productId: string
let secondAdmin: string
beforeAll(async () => {
  f = await adminFixture()
  const [product] = await insertProducts(f.t.database.db, [
    { name: 'Capa de Volante', priceCents: 18990, description: 'd', image: '/v.svg', stock: 100 },
  ])
  productId = product!.id
  secondAdmin = (await insertUser(f.t.database.db, true)).email
})
afterAll(() => f.t.close())

const SUBJECT = /^Pagamento confirmado — pedido #[0-9a-f]{8} pronto para preparar$/

async function ownerEmails(id: string) {
  const emails = await emailsAboutOrder(f.t.database.db, id, testMailShop(f.t))
  return emails.filter((e) => e.type === 'order-paid-owner')
}

const setStatus = async (id: string, status: OrderStatus) => {
  const res = await f.admin.request('PATCH', `/api/admin/orders/${id}/status`, { status })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
}

const approve = (id: string, paymentId: string) =>
  applyPaymentStatus(
    f.t.database.db,
    id,
    { id: paymentId, status: 'approved', methodId: 'pix' },
    orderMailSettings(f.t),
  )

describe("the owner's 'Pagamento confirmado — pronto para preparar'", () => {
  it('goes to every admin account once when the PIX payment is confirmed, however often', async () => {
    const id = await f.placeOrder([{ productId, quantity: 1 }])
    expect(await ownerEmails(id)).toEqual([])
    expect(await approve(id, 'pix-1')).toBe('changed')
    await approve(id, 'pix-1')
    const emails = await ownerEmails(id)
    expect(emails.map((e) => e.to).sort()).toEqual(['dona@vitrine.test', secondAdmin].sort())
    for (const email of emails) {
      expect(email.subject).toMatch(SUBJECT)
      expect(email.text).toContain('1 x Capa de Volante')
      expect(email.text).toContain(`/admin/pedidos/${id}`)
    }
    // The owner toggling it afterwards sends nothing more.
    await setStatus(id, 'pendente')
    await setStatus(id, 'pago')
    expect(await ownerEmails(id)).toHaveLength(2)
  })

  it('goes once when the owner marks the order paid by hand, however they toggle', async () => {
    const id = await f.placeOrder([{ productId, quantity: 1 }])
    await setStatus(id, 'pago')
    await setStatus(id, 'pendente')
    await setStatus(id, 'pago')
    const emails = await ownerEmails(id)
    expect(emails).toHaveLength(2)
    expect(emails[0]!.subject).toMatch(SUBJECT)
  })

  it('does not go for an order shipped without being marked paid first', async () => {
    const id = await f.placeOrder([{ productId, quantity: 1 }])
    await setStatus(id, 'enviado')
    await setStatus(id, 'pago')
    expect(await ownerEmails(id)).toEqual([])
  })

  it("'Novo pedido' says the order is waiting for its payment", async () => {
    const id = await f.placeOrder([{ productId, quantity: 1 }])
    const emails = await emailsAboutOrder(f.t.database.db, id, testMailShop(f.t))
    const newOrder = emails.filter((e) => e.type === 'new-order')
    expect(newOrder).toHaveLength(2)
    expect(newOrder[0]!.subject).toMatch(/ - Aguardando pagamento$/)
    expect(newOrder[0]!.text).toContain('Pagamento: Aguardando pagamento')
  })
})

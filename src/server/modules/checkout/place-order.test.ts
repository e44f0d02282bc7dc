import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '#server/db/schema/catalog.ts'
import { emailOutbox } from '#server/db/schema/outbox.ts'
import { renderStoredEmail } from '#server/mail/templates.ts'
import { orderItems, orders, shippingAddresses } from '#server/db/schema/orders.ts'
import { ensureAdmin } from '#server/modules/accounts/ensure-admin.ts'
import { insertProducts } from '#server/modules/products/product-repository.ts'
import { emailsAboutOrder } from '#server/testing/email-fixtures.ts'
import { testMailShop } from '#server/testing/shop-settings-fixtures.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { ADDRESS, TestClient } from '#server/testing/test-client.ts'

let t: TestApp
let buyer: TestClient
let volante: string
let chaveiro: string
let sobMedida: string

beforeAll(async () => {
  t = await createTestApp()
  // The owner's account, to which 'novo pedido' goes.
  await ensureAdmin(t.database.db, { email: 'dona@vitrine.test', password: 'dona-123' })
  const rows = await insertProducts(t.database.db, [
    { name: 'Capa de Volante', priceCents: 18990, description: 'd', image: '/v.svg', stock: 3 },
    { name: 'Chaveiro', priceCents: 4990, description: 'd', image: '/c.svg', stock: 10 },
    {
      name: 'Tapete Sob Medida',
      priceCents: 25000,
      description: 'd',
      image: '/t.svg',
      stock: 0,
      isCustomOrder: true,
    },
  ])
  ;[volante, chaveiro, sobMedida] = rows.map((r) => r.id) as [string, string, string]
  buyer = new TestClient(t)
  await buyer.post('/api/auth/checkout', { email: 'comprador@exemplo.com', password: 'compra-123' })
})
afterAll(() => t.close())

const stockOf = async (id: string) =>
  (await t.database.db.select().from(products).where(eq(products.id, id)))[0]?.stock
const countOrders = () => t.database.db.$count(orders)

type Placed = { order: { id: string; status: string; totalCents: number; pixCode: string | null } }

describe('POST /api/orders', () => {
  it('prices from the database (PIX 10% off), takes stock, writes order, items and address', async () => {
    const res = await buyer.post<Placed>('/api/orders', {
      items: [
        { productId: volante, quantity: 2, unitPriceCents: 1 }, // a price from the browser is ignored
        { productId: chaveiro, quantity: 1 },
      ],
      address: ADDRESS,
      paymentMethod: 'pix',
      totalCents: 100,
    })
    expect(res.status).toBe(201)
    // (2 x 189,90 + 49,90) x 0.9 = 386,73
    expect(res.body.order).toMatchObject({ status: 'pendente', totalCents: 38673 })
    expect(res.body.order.pixCode).toMatch(/^000201.*5406386\.73.*6304[0-9A-F]{4}$/)
    expect(await stockOf(volante)).toBe(1)
    expect(await stockOf(chaveiro)).toBe(9)

    const id = res.body.order.id
    const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, id))
    expect(items.map((i) => [i.productName, i.quantity, i.unitPriceCents]).sort()).toEqual([
      ['Capa de Volante', 2, 18990],
      ['Chaveiro', 1, 4990],
    ])
    const [address] = await t.database.db
      .select()
      .from(shippingAddresses)
      .where(eq(shippingAddresses.orderId, id))
    expect(address).toMatchObject({
      name: 'Maria da Silva',
      whatsapp: '11987654321',
      cep: '01310100',
    })
    const saved = await buyer.get('/api/account/address')
    expect(saved.body).toMatchObject({ address: { street: 'Avenida Paulista' } })
    const emails = await t.database.db.select().from(emailOutbox)
    expect(emails.map((e) => [e.type, e.to]).sort()).toEqual([
      ['new-order', 'dona@vitrine.test'],
      ['order-confirmation', 'comprador@exemplo.com'],
      ['welcome', 'comprador@exemplo.com'],
    ])
    // The owner's notice: what to pack, where to send it, and the order in the panel.
    const notice = emails.find((e) => e.type === 'new-order')!
    const { text } = renderStoredEmail(notice.type, notice.data, testMailShop(t))
    expect(text).toContain('Itens:\n\n- ')
    expect(text).toContain('- 2 x Capa de Volante')
    expect(text).toContain('- 1 x Chaveiro')
    expect(text).toContain(
      'Endereço de entrega:\nMaria da Silva\nAvenida Paulista, 1000 - Apto 12\nBela Vista\nSão Paulo/SP\nCEP 01310-100',
    )
    expect(text).toContain(`Ver pedido no painel:\nhttp://localhost:3000/admin/pedidos/${id}`)
  })

  it("a PIX order's confirmation carries its Copia e Cola code and the amount; a card's has none", async () => {
    const confirmationOf = async (paymentMethod: 'pix' | 'mercadopago') => {
      const res = await buyer.post<Placed>('/api/orders', {
        // Made to order: the stock the other tests count is left alone.
        items: [{ productId: sobMedida, quantity: 1 }],
        address: ADDRESS,
        paymentMethod,
      })
      const [email] = (
        await emailsAboutOrder(t.database.db, res.body.order.id, testMailShop(t))
      ).filter((e) => e.type === 'order-confirmation')
      return { order: res.body.order, text: email!.text }
    }
    const pix = await confirmationOf('pix')
    expect(pix.text).toContain('Valor a pagar: R$\u00a0225,00') // 250,00 - 10%
    expect(pix.text).toContain(`Código PIX Copia e Cola:\n\n${pix.order.pixCode}\n\n`)
    expect(pix.text).toContain('escolha PIX Copia e Cola e cole o código')
    const card = await confirmationOf('mercadopago')
    expect(card.text).not.toContain('Copia e Cola')
  })

  it('starts a card order as processando at the full price; made-to-order is never stock-limited', async () => {
    const res = await buyer.post<Placed>('/api/orders', {
      items: [{ productId: sobMedida, quantity: 2 }],
      address: ADDRESS,
      paymentMethod: 'mercadopago',
    })
    expect(res.status).toBe(201)
    expect(res.body.order).toMatchObject({
      status: 'processando',
      totalCents: 50000,
      pixCode: null,
    })
    expect(await stockOf(sobMedida)).toBe(0)
  })

  it('answers 409 "Quantidade indisponível em estoque!" and writes nothing when stock runs short', async () => {
    const before = await countOrders()
    const res = await buyer.post('/api/orders', {
      items: [
        { productId: chaveiro, quantity: 1 },
        { productId: volante, quantity: 2 }, // only 1 left
      ],
      address: ADDRESS,
      paymentMethod: 'pix',
    })
    expect(res.status).toBe(409)
    expect(res.body).toEqual({
      error: { code: 'out-of-stock', message: 'Quantidade indisponível em estoque!' },
    })
    expect(await countOrders()).toBe(before)
    expect(await stockOf(chaveiro)).toBe(9) // the line that fitted was given back with the rollback
  })

  it.each([
    [{ items: [] }, 'Seu carrinho está vazio'],
    [
      { items: [{ productId: 'x', quantity: 1 }] },
      'Um produto do seu carrinho não está mais disponível. Atualize o carrinho.',
    ],
    [
      { items: [{ productId: '00000000-0000-4000-8000-000000000000', quantity: 1 }] },
      'Um produto do seu carrinho não está mais disponível. Atualize o carrinho.',
    ],
    [{ quantity: 0 }, 'Quantidade inválida.'],
    [{ quantity: -1 }, 'Quantidade inválida.'],
    [{ quantity: 1.5 }, 'Quantidade inválida.'],
    [{ address: { ...ADDRESS, whatsapp: '(20) 98765-4321' } }, 'DDD inválido'],
    [{ paymentMethod: 'boleto' }, 'Escolha a forma de pagamento.'],
  ])('answers 400 for %o and writes nothing', async (change, message) => {
    const before = await countOrders()
    const { quantity, ...rest } = change as { quantity?: number }
    const res = await buyer.post('/api/orders', {
      items: [{ productId: chaveiro, quantity: quantity ?? 1 }],
      address: ADDRESS,
      paymentMethod: 'pix',
      ...rest,
    })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error: { message } })
    expect(await countOrders()).toBe(before)
  })

  it('is for signed-in customers only', async () => {
    const res = await new TestClient(t).post('/api/orders', {
      items: [{ productId: chaveiro, quantity: 1 }],
      address: ADDRESS,
      paymentMethod: 'pix',
    })
    expect(res.status).toBe(401)
  })
})

describe('50 customers checking out at once', () => {
  it('sell exactly the 10 in stock, never more', async () => {
    const [limited] = await insertProducts(t.database.db, [
      { name: 'Edição Limitada', priceCents: 9990, description: 'd', image: '/e.svg', stock: 10 },
    ])
    const before = await countOrders()
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        buyer.post('/api/orders', {
          items: [{ productId: limited!.id, quantity: 1 }],
          address: ADDRESS,
          paymentMethod: 'pix',
        }),
      ),
    )
    const statuses = results.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(10)
    expect(statuses.filter((s) => s === 409)).toHaveLength(40)
    expect((await countOrders()) - before).toBe(10)
    expect(await stockOf(limited!.id)).toBe(0)
  })
})

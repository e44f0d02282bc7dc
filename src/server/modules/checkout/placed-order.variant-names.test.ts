import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { insertProducts } from '#server/modules/products/product-repository.ts'
import { SimulatedPaymentProvider } from '#server/modules/payments/providers/simulated-provider.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { emailsAboutOrder } from '#server/testing/email-fixtures.ts'
import { testMailShop } from '#server/testing/shop-settings-fixtures.ts'
import { COLOURS, SIZES, variantSaveKit } from '#server/testing/variant-save-kit.ts'

// Decision 053: the order's e-mails and its Mercado Pago items name each line's variant, as the
// line keeps it: 'Capa de Volante Costurada — 38 cm / Vermelha'.

const RED = 'Capa de Volante Costurada — 38 cm / Vermelha'
const BLACK = 'Capa de Volante Costurada — 38 cm / Preta'

let f: AdminFixture
let cover: string
let red: string
let black: string
let chaveiro: string
beforeAll(async () => {
  f = await adminFixture()
  const kit = variantSaveKit(f)
  const product = await kit.create()
  const saved = await kit.save(product.id, {
    version: product.version,
    options: [SIZES, COLOURS],
    variants: [
      { values: ['38 cm', 'Preta'], stock: 10 },
      { values: ['38 cm', 'Vermelha'], stock: 10, priceCents: 9990 },
    ],
  })
  expect(saved.status).toBe(200)
  cover = product.id
  const [plain] = await insertProducts(f.t.database.db, [
    { name: 'Chaveiro', priceCents: 2990, description: 'd', image: '/c.svg', stock: 5 },
  ])
  chaveiro = plain!.id
  ;[red, black] = ['38 cm / Vermelha', '38 cm / Preta'].map(
    (label) => saved.body.product.variants.find((v) => v.label === label)!.id,
  ) as [string, string]
})
afterAll(() => f.t.close())

const emails = (orderId: string) => emailsAboutOrder(f.t.database.db, orderId, testMailShop(f.t))

describe("the order's e-mails name the variant", () => {
  it("in the customer's confirmation and the owners' 'Novo pedido'", async () => {
    const id = await f.placeOrder([
      { productId: cover, variantId: red, quantity: 2 },
      { productId: cover, variantId: black, quantity: 1 },
    ])
    const sent = await emails(id)
    const confirmation = sent.find((e) => e.type === 'order-confirmation')!
    expect(confirmation.text).toContain(`2 x ${RED} - R$\u00a0199,80`)
    expect(confirmation.text).toContain(`1 x ${BLACK} - R$\u00a089,90`)
    expect(confirmation.html).toContain('Capa de Volante Costurada — 38 cm / Vermelha')
    const owners = sent.find((e) => e.type === 'new-order')!
    expect(owners.text).toContain(`- 2 x ${RED}`)
    expect(owners.text).toContain(`- 1 x ${BLACK}`)
  })

  it("in 'Pagamento confirmado', the customer's and the owners'", async () => {
    const id = await f.placeOrder([{ productId: cover, variantId: red, quantity: 1 }])
    const moved = await f.admin.request('PATCH', `/api/admin/orders/${id}/status`, {
      status: 'pago',
    })
    expect(moved.status).toBe(200)
    const sent = await emails(id)
    for (const type of ['payment-confirmed', 'order-paid-owner']) {
      expect(sent.find((e) => e.type === type)?.text).toContain(`1 x ${RED}`)
    }
  })
})

describe("the card checkout's items name the variant", () => {
  it('titles each Mercado Pago item with its variant, a product without options by its name', async () => {
    const createPreference = vi.spyOn(SimulatedPaymentProvider.prototype, 'createPreference')
    try {
      const items = [
        { productId: cover, variantId: black, quantity: 3 },
        { productId: chaveiro, quantity: 1 },
      ]
      await f.placeOrder(items, 'mercadopago')
      expect(createPreference).toHaveBeenCalledTimes(1)
      const [request] = createPreference.mock.calls[0]!
      const titled = request.items.map((i) => [i.title, i.quantity, i.unitPriceCents] as const)
      expect(titled.sort()).toEqual([
        [BLACK, 3, 8990],
        ['Chaveiro', 1, 2990],
      ])
    } finally {
      createPreference.mockRestore()
    }
  })
})

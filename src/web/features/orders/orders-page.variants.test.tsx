import { screen, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { CUSTOMER, renderApp, stubApi } from '#web/testing/render.tsx'
import { makeOrder, ordersHandler } from '#web/testing/orders-fixtures.ts'

// Decision 053: each line names the variant bought, as the order keeps it.

describe('orders page: the variants bought', () => {
  it("names each line 'product — variant', a product without options by its name", async () => {
    const line = { productId: 'p-capa', image: '/v.svg', unitPriceCents: 18990 }
    const order = makeOrder({
      id: 'cccc3333-0000-4000-8000-000000000003',
      items: [
        { ...line, name: 'Capa de Volante', variantLabel: '38 cm / Preta', quantity: 1 },
        { ...line, name: 'Capa de Volante', variantLabel: '38 cm / Vermelha', quantity: 2 },
        { ...line, productId: 'p-t', name: 'Tapete', variantLabel: '', quantity: 1 },
      ],
    })
    stubApi({ user: CUSTOMER, handler: ordersHandler([order]) })
    renderApp('/orders')

    const block = within(await screen.findByRole('article', { name: 'Pedido #cccc3333' }))
    const names = [
      'Capa de Volante — 38 cm / Preta',
      'Capa de Volante — 38 cm / Vermelha',
      'Tapete',
    ]
    expect(block.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(names)
    for (const name of names) expect(block.getByText(name)).toBeVisible()
    expect(block.getByText('2 x R$ 189,90')).toBeVisible()
  })
})

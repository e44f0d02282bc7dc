import { screen, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { renderApp } from '#web/testing/render.tsx'
import { makeOrderDetail, stubOrdersApi } from '#web/testing/admin/orders-fixtures.ts'

// Decision 053: a line names the variant bought, as its label was then; two variants of one
// product are two lines.
const capa = {
  productId: 'p-capa',
  name: 'Capa de Volante',
  image: '/images/capa.jpg',
  unitPriceCents: 5000,
  madeToOrder: false,
  termsAcceptance: null,
}
const order = makeOrderDetail({
  items: [
    { ...capa, variantLabel: '38 cm / Vermelha', quantity: 2, lineTotalCents: 10000 },
    { ...capa, variantLabel: '37 cm / Preta', quantity: 1, lineTotalCents: 5000 },
    {
      ...capa,
      productId: 'p-chaveiro',
      name: 'Chaveiro',
      variantLabel: '',
      quantity: 1,
      lineTotalCents: 5000,
    },
  ],
})

describe('order detail (/admin/pedidos/:id) in variants', () => {
  it("names each line's variant after its product; a product without options by its name", async () => {
    stubOrdersApi({ orders: [order] })
    renderApp(`/admin/pedidos/${order.id}`)
    await screen.findByRole('heading', { level: 1, name: `Pedido #${order.shortId}` })

    const items = within(screen.getByRole('region', { name: 'Itens' })).getAllByRole('listitem')
    expect(items.map((item) => within(item).getAllByRole('paragraph')[0]?.textContent)).toEqual([
      'Capa de Volante — 38 cm / Vermelha',
      'Capa de Volante — 37 cm / Preta',
      'Chaveiro',
    ])
    expect(within(items[0]!).getByText('2 × R$ 50,00')).toBeInTheDocument()
    expect(within(items[1]!).getByText('1 × R$ 50,00')).toBeInTheDocument()
  })
})

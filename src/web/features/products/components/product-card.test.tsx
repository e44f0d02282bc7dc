import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { useCartStore } from '#web/lib/cart-store.ts'
import { shopQueryOptions } from '#web/lib/shop-info.ts'
import { json, makeProduct, renderApp, SHOP, stubApi } from '#web/testing/render.tsx'

const volante = makeProduct({ name: 'Capa de Volante em Couro', priceCents: 18990, stock: 4 })
const manopla = makeProduct({ name: 'Manopla de Câmbio', priceCents: 9900, stock: 0 })
const tapete = makeProduct({
  name: 'Tapete Personalizado',
  priceCents: 25000,
  stock: 0,
  isCustomOrder: true,
})

/** The store with its three cards, once GET /api/shop has answered (with or without PIX). */
async function openStore({ pix = true } = {}) {
  stubApi({
    pages: [{ items: [volante, manopla, tapete], nextOffset: null }],
    handler: ({ url }) =>
      pix || url.pathname !== '/api/shop'
        ? undefined
        : json({ ...SHOP, paymentMethods: ['mercadopago'] }),
  })
  const view = renderApp('/')
  await screen.findByRole('article', { name: 'Capa de Volante em Couro' })
  const { queryKey } = shopQueryOptions()
  await waitFor(() => expect(view.queryClient.getQueryState(queryKey)?.status).toBe('success'))
  return view
}

const card = (name: string) => within(screen.getByRole('article', { name }))

describe('product card: the PIX price', () => {
  it('shows one unit paid by PIX under the price (10% off, rounded half up)', async () => {
    await openStore()

    const buyable = card('Capa de Volante em Couro')
    expect(buyable.getByText(/^R\$\s189,90$/)).toBeInTheDocument()
    expect(buyable.getByText('R$ 170,91 no PIX').textContent).toBe('ou R$\u00a0170,91 no PIX')
    // Out of stock, the price shows, and so does its PIX price.
    expect(card('Manopla de Câmbio').getByText('R$ 89,10 no PIX')).toBeInTheDocument()
  })

  it('shows none for a made-to-order product, whose price is not shown', async () => {
    await openStore()

    expect(screen.getByRole('article', { name: 'Tapete Personalizado' })).not.toHaveTextContent(
      'PIX',
    )
  })

  it('shows none when the shop does not take PIX', async () => {
    await openStore({ pix: false })

    expect(card('Capa de Volante em Couro').getByText(/^R\$\s189,90$/)).toBeInTheDocument()
    for (const article of screen.getAllByRole('article')) {
      expect(article).not.toHaveTextContent('PIX')
    }
  })
})

describe('product card: "Adicionar ao Carrinho"', () => {
  it('still adds one unit at a time', async () => {
    const { user } = await openStore()
    const add = card('Capa de Volante em Couro').getByRole('button', {
      name: 'Adicionar ao Carrinho',
    })

    await user.click(add)
    await user.click(add)

    expect(useCartStore.getState().items.map((line) => line.quantity)).toEqual([2])
  })
})

describe('product card: a product in options (decision 053)', () => {
  const summary = { count: 6, anyInStock: true, inOptions: true }
  const capa = makeProduct({
    name: 'Capa Trançada',
    priceCents: 18990,
    stock: 9,
    variantSummary: { ...summary, lowestPriceCents: 17990, priceVaries: true },
  })
  const chaveiro = makeProduct({
    name: 'Chaveiro em Cores',
    priceCents: 4990,
    stock: 3,
    variantSummary: { ...summary, lowestPriceCents: 4990, priceVaries: false },
  })

  it("leads to its page with 'Escolher opções', from its lowest price, the sum of its stock", async () => {
    stubApi({ pages: [{ items: [capa, chaveiro], nextOffset: null }] })
    renderApp('/')
    const trançada = within(await screen.findByRole('article', { name: 'Capa Trançada' }))
    expect(trançada.getByText('A partir de R$ 179,90')).toBeInTheDocument()
    expect(trançada.getByText('9 em estoque')).toBeInTheDocument()
    expect(trançada.getByRole('link', { name: 'Escolher opções' })).toHaveAttribute(
      'href',
      `/product/${capa.id}`,
    )
    expect(trançada.queryByRole('button', { name: 'Adicionar ao Carrinho' })).toBeNull()
    // One price for all: no 'A partir de'.
    expect(card('Chaveiro em Cores').getByText('R$ 49,90')).toBeInTheDocument()
    expect(card('Chaveiro em Cores').queryByText(/A partir de/)).toBeNull()
  })
})

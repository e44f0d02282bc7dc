import { screen, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import {
  makeProduct,
  renderApp,
  requestedPaths,
  serverError,
  stubApi,
} from '#web/testing/render.tsx'

const LONG_DESCRIPTION =
  'Capa de volante costurada à mão em couro legítimo, com acabamento reforçado e ajuste firme para ' +
  'volantes de 36 a 39 cm de diâmetro.'

const volante = makeProduct({
  name: 'Capa de Volante em Couro',
  description: LONG_DESCRIPTION,
  priceCents: 18990,
  stock: 2,
})
const tapete = makeProduct({
  name: 'Tapete Personalizado',
  description: 'Tapete bordado com o seu nome.',
  priceCents: 25000,
  stock: 0,
  isCustomOrder: true,
})
const manopla = makeProduct({ name: 'Manopla de Câmbio', priceCents: 9900, stock: 0 })

async function findCard(name: string) {
  return screen.findByRole('article', { name })
}

describe('store page (/)', () => {
  it('shows one card per product with its preview, stock line and price', async () => {
    stubApi({ pages: [{ items: [volante, tapete, manopla], nextOffset: null }] })
    renderApp('/')

    const card = await findCard('Capa de Volante em Couro')
    expect(screen.getAllByRole('article')).toHaveLength(3)
    expect(
      screen.getByRole('heading', { name: 'Acessórios feitos à mão para o seu carro' }),
    ).toBeInTheDocument()
    const inCard = within(card)
    expect(inCard.getByRole('heading', { name: 'Capa de Volante em Couro' })).toBeInTheDocument()
    expect(Array.from(LONG_DESCRIPTION.slice(0, 100))).toHaveLength(100)
    expect(inCard.getByText(`${LONG_DESCRIPTION.slice(0, 100)}…`)).toBeInTheDocument()
    expect(inCard.getByText('2 em estoque')).toBeInTheDocument()
    // Intl's non-breaking space keeps 'R$' and the amount on one line.
    expect(inCard.getByText(/^R\$\s189,90$/).textContent).toBe('R$\u00a0189,90')
    expect(inCard.getByRole('link', { name: 'Ver Detalhes' })).toHaveAttribute(
      'href',
      `/product/${volante.id}`,
    )

    // A preview that was not cut gets no ellipsis.
    const outOfStock = within(screen.getByRole('article', { name: 'Manopla de Câmbio' }))
    expect(outOfStock.getByText(manopla.description)).toBeInTheDocument()
    expect(outOfStock.getByText('Fora de estoque')).toBeInTheDocument()
    expect(outOfStock.getByText(/R\$\s99,00/)).toBeInTheDocument()
    expect(outOfStock.getByRole('button', { name: 'Avise-me' })).toBeInTheDocument()
    expect(outOfStock.queryByRole('button', { name: 'Adicionar ao Carrinho' })).toBeNull()
  })

  it('shows a made-to-order product without a price and with "Interessado"', async () => {
    stubApi({ pages: [{ items: [tapete], nextOffset: null }] })
    renderApp('/')

    const card = await findCard('Tapete Personalizado')
    expect(within(card).getByText('Produto sob encomenda')).toBeInTheDocument()
    expect(card).not.toHaveTextContent('R$')
    expect(within(card).getByRole('button', { name: 'Interessado' })).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: 'Adicionar ao Carrinho' })).toBeNull()
  })

  it('opens the product page from "Ver Detalhes"', async () => {
    stubApi({ pages: [{ items: [volante], nextOffset: null }] })
    const { router, user } = renderApp('/')

    const card = await findCard('Capa de Volante em Couro')
    await user.click(within(card).getByRole('link', { name: 'Ver Detalhes' }))

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Capa de Volante em Couro' }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(`/product/${volante.id}`)
  })

  it('adds to the cart with a toast and counts it on the cart link, up to the stock', async () => {
    stubApi({ pages: [{ items: [volante], nextOffset: null }] })
    const { user } = renderApp('/')

    const card = await findCard('Capa de Volante em Couro')
    const cartLink = screen.getByRole('link', { name: /^Carrinho/ })
    expect(cartLink).toHaveAccessibleName('Carrinho')
    const add = within(card).getByRole('button', { name: 'Adicionar ao Carrinho' })

    await user.click(add)
    expect(await screen.findByText('Produto adicionado ao carrinho!')).toBeInTheDocument()
    expect(cartLink).toHaveAccessibleName('Carrinho, 1 item')

    await user.click(add)
    expect(cartLink).toHaveAccessibleName('Carrinho, 2 itens')

    await user.click(add)
    expect(
      await screen.findByText('Quantidade máxima disponível em estoque atingida!'),
    ).toBeInTheDocument()
    expect(cartLink).toHaveAccessibleName('Carrinho, 2 itens')
  })

  it('offers to try again when the catalog fails to load', async () => {
    let failing = true
    stubApi({
      pages: [{ items: [volante], nextOffset: null }],
      handler: ({ url }) =>
        failing && url.pathname === '/api/products' ? serverError() : undefined,
    })
    const { user } = renderApp('/')

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Erro ao carregar produtos')
    expect(screen.queryByRole('article')).toBeNull()

    failing = false
    await user.click(within(alert).getByRole('button', { name: 'Tentar Novamente' }))

    expect(await findCard('Capa de Volante em Couro')).toBeInTheDocument()
    expect(screen.queryByText('Erro ao carregar produtos')).toBeNull()
  })

  it('loads the next page with "Carregar mais produtos"', async () => {
    const fetchMock = stubApi({
      pages: [
        { items: [volante, manopla], nextOffset: 2 },
        { items: [tapete], nextOffset: null },
      ],
    })
    const { user } = renderApp('/')

    await findCard('Capa de Volante em Couro')
    expect(screen.getAllByRole('article')).toHaveLength(2)

    await user.click(screen.getByRole('button', { name: 'Carregar mais produtos' }))

    expect(await findCard('Tapete Personalizado')).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(3)
    expect(requestedPaths(fetchMock)).toContain('/api/products?after=2')
    expect(screen.queryByRole('button', { name: 'Carregar mais produtos' })).toBeNull()
  })

  it('fetches the first picture ahead of the rest, and those below the first row when near', async () => {
    const products = Array.from({ length: 6 }, (_, i) => makeProduct({ name: `Produto ${i + 1}` }))
    stubApi({ pages: [{ items: products, nextOffset: null }] })
    renderApp('/')

    await findCard('Produto 6')
    // The pictures are decorative (alt=""): the card's heading names the product.
    const pictures = screen.getAllByRole('article').map((card) => card.querySelector('img'))
    expect(
      pictures.map((img) => [img?.getAttribute('loading'), img?.getAttribute('fetchpriority')]),
    ).toEqual([
      ['eager', 'high'],
      ['eager', null],
      ['eager', null],
      ['eager', null],
      ['lazy', null],
      ['lazy', null],
    ])
    // Sized before the file arrives, so nothing below it moves.
    expect(pictures[0]).toHaveAttribute('width', '800')
    expect(pictures[0]).toHaveAttribute('height', '800')
  })

  it('has no "Carregar mais produtos" when there is no next page', async () => {
    stubApi({ pages: [{ items: [volante], nextOffset: null }] })
    renderApp('/')

    await findCard('Capa de Volante em Couro')
    expect(screen.queryByRole('button', { name: 'Carregar mais produtos' })).toBeNull()
  })
})

import { screen, waitFor } from '@testing-library/preact'
import { describe, expect, it, vi } from 'vitest'
import { shopQueryOptions } from '#web/lib/shop-info.ts'
import { json, makeProduct, renderApp, serverError, SHOP, stubApi } from '#web/testing/render.tsx'

const DESCRIPTION =
  'Capa de volante costurada à mão em couro legítimo, com acabamento reforçado e ajuste firme para ' +
  'volantes de 36 a 39 cm de diâmetro.'

const volante = makeProduct({
  name: 'Capa de Volante em Couro',
  description: DESCRIPTION,
  priceCents: 18990,
  stock: 3,
  category: 'Volantes',
})
const manopla = makeProduct({ name: 'Manopla de Câmbio', priceCents: 9900, stock: 0 })
const tapete = makeProduct({
  name: 'Tapete Personalizado',
  priceCents: 25000,
  stock: 0,
  isCustomOrder: true,
})

function open(productId: string, { pix = true } = {}) {
  stubApi({
    pages: [{ items: [volante, manopla, tapete], nextOffset: null }],
    handler: ({ url }) =>
      pix || url.pathname !== '/api/shop'
        ? undefined
        : json({ ...SHOP, paymentMethods: ['mercadopago'] }),
  })
  return renderApp(`/product/${productId}`)
}

async function findTitle(name: string) {
  return screen.findByRole('heading', { level: 1, name })
}

/** Until GET /api/shop has answered, no PIX price could show anyway. */
async function shopAnswered({ queryClient }: ReturnType<typeof renderApp>) {
  const { queryKey } = shopQueryOptions()
  await waitFor(() => expect(queryClient.getQueryState(queryKey)?.status).toBe('success'))
}

describe('product page (/product/:id)', () => {
  it('shows the name, price, stock line and the whole description', async () => {
    open(volante.id)

    expect(await findTitle('Capa de Volante em Couro')).toBeInTheDocument()
    expect(screen.getByText(/^R\$\s189,90$/).textContent).toBe('R$\u00a0189,90')
    expect(screen.getByText('3 em estoque')).toBeInTheDocument()
    expect(screen.getByText(DESCRIPTION)).toBeInTheDocument()
    expect(screen.getByText('Volantes')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Capa de Volante em Couro' })).toBeInTheDocument()
  })

  it('shows the price of one unit paid by PIX under the price', async () => {
    open(volante.id)

    await findTitle('Capa de Volante em Couro')
    expect(await screen.findByText('R$ 170,91 no PIX')).toBeInTheDocument()
    // A screen reader reads it after the price as an alternative.
    expect(screen.getByText('R$ 170,91 no PIX')).toHaveTextContent('ou R$ 170,91 no PIX')
  })

  it('shows no PIX price for a shop without PIX', async () => {
    const view = open(volante.id, { pix: false })

    await findTitle('Capa de Volante em Couro')
    await shopAnswered(view)
    expect(screen.getByText(/^R\$\s189,90$/)).toBeInTheDocument()
    expect(screen.getByRole('main')).not.toHaveTextContent('PIX')
  })

  it('fetches the picture, the largest paint, ahead of everything else and in a square box', async () => {
    open(volante.id)

    const picture = await screen.findByRole('img', { name: 'Capa de Volante em Couro' })
    expect(picture).toHaveAttribute('loading', 'eager')
    expect(picture).toHaveAttribute('fetchpriority', 'high')
    expect(picture).toHaveAttribute('width', '800')
    expect(picture).toHaveAttribute('height', '800')
  })

  it('turns "Adicionar ao Carrinho" into a "Finalizar Compra" link to /checkout', async () => {
    const { user, router } = open(volante.id)
    await findTitle('Capa de Volante em Couro')
    expect(screen.queryByRole('link', { name: 'Finalizar Compra' })).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Adicionar ao Carrinho' }))

    expect(await screen.findByText('Produto adicionado ao carrinho!')).toBeInTheDocument()
    const checkout = screen.getByRole('link', { name: 'Finalizar Compra' })
    expect(checkout).toHaveAttribute('href', '/checkout')
    expect(screen.queryByRole('button', { name: 'Adicionar ao Carrinho' })).toBeNull()
    expect(screen.getByRole('link', { name: /^Carrinho/ })).toHaveAccessibleName('Carrinho, 1 item')

    await user.click(checkout)
    expect(await screen.findByRole('heading', { name: 'Finalizar Compra' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/checkout')
  })

  it('offers "Avise por WhatsApp" when out of stock', async () => {
    open(manopla.id)

    await findTitle('Manopla de Câmbio')
    expect(screen.getByText('Fora de estoque')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Avise por WhatsApp' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Adicionar ao Carrinho' })).toBeNull()
    expect(screen.queryByRole('spinbutton', { name: 'Quantidade' })).toBeNull()
    expect(await screen.findByText('R$ 89,10 no PIX')).toBeInTheDocument()
  })

  it('shows a made-to-order product without a price and with "Interessado"', async () => {
    const view = open(tapete.id)

    await findTitle('Tapete Personalizado')
    await shopAnswered(view)
    expect(screen.getByText('Produto sob encomenda')).toBeInTheDocument()
    expect(screen.getByRole('main')).not.toHaveTextContent('R$')
    expect(screen.getByRole('main')).not.toHaveTextContent('PIX')
    expect(screen.getByRole('button', { name: 'Interessado' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Adicionar ao Carrinho' })).toBeNull()
    expect(screen.queryByRole('spinbutton', { name: 'Quantidade' })).toBeNull()
  })

  it('answers an unknown product with "Produto não encontrado" and the way back', async () => {
    const { user, router } = open('00000000-0000-4000-8000-00000000ffff')

    expect(await findTitle('Produto não encontrado')).toBeInTheDocument()
    const back = screen.getByRole('link', { name: 'Voltar para a loja' })
    expect(back).toHaveAttribute('href', '/')

    await user.click(back)
    expect(
      await screen.findByRole('heading', { name: 'Acessórios feitos à mão para o seu carro' }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
  })

  it('shows the error fallback when the server fails, and "Tentar Novamente" recovers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let failing = true
    stubApi({
      pages: [{ items: [volante], nextOffset: null }],
      handler: ({ url }) =>
        failing && url.pathname.startsWith('/api/products/') ? serverError() : undefined,
    })
    const { user } = renderApp(`/product/${volante.id}`)

    expect(
      await screen.findByRole('heading', { name: 'Oops! Algo deu errado' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeInTheDocument()

    failing = false
    await user.click(screen.getByRole('button', { name: 'Tentar Novamente' }))

    expect(await findTitle('Capa de Volante em Couro')).toBeInTheDocument()
  })
})

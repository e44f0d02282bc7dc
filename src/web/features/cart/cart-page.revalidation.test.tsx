import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import type { Product } from '#domain/product.ts'
import { useCartStore } from '#web/lib/cart-store.ts'
import { renderApp, stubApi, type ApiHandler } from '#web/testing/render.tsx'
import { answer, manopla, seedCart, tapete, volante } from '#web/testing/cart-fixtures.ts'

function open(server: Product[], handler?: ApiHandler) {
  const fetchMock = stubApi({ pages: [{ items: server, nextOffset: null }], handler })
  return { ...renderApp('/cart'), fetchMock }
}

const total = () =>
  within(screen.getByRole('region', { name: 'Resumo do Pedido' }))
    .getByText('Total')
    .closest('div')
const line = (name: string) => within(screen.getByRole('heading', { name }).closest('li')!)
const checkoutLink = () => screen.queryByRole('link', { name: 'Finalizar Compra' })

describe('cart page: checked against the server when it opens', () => {
  it('shows a spinner until the server answers', async () => {
    seedCart([[tapete, 1]])
    // Made before the page asks: the request starts in an effect, after the spinner shows.
    let reply: (response: Response) => void = () => {}
    const held = new Promise<Response>((resolve) => (reply = resolve))
    open([tapete], ({ url }) => (url.pathname.startsWith('/api/products/') ? held : undefined))

    const spinner = await screen.findByText('Conferindo preços e estoque...')
    expect(spinner.closest('[role="status"]')).not.toBeNull()
    expect(screen.queryByRole('heading', { name: 'Tapete de Couro' })).toBeNull()

    reply(Response.json(answer(tapete)))
    expect(await screen.findByRole('heading', { name: 'Tapete de Couro' })).toBeInTheDocument()
  })

  it('shows a new price with a notice and charges it, in the page and in the store', async () => {
    seedCart([[tapete, 2]])
    open([{ ...tapete, priceCents: 9990 }])

    const notice = await screen.findByText(/O preço mudou/)
    expect(notice.textContent).toBe('O preço mudou de R$\u00a089,90 para R$\u00a099,90')
    expect(line('Tapete de Couro').getByText(/^Preço unitário: R\$\s99,90$/)).toBeInTheDocument()
    expect(total()).toHaveTextContent(/R\$\s199,80/)
    // The store follows in an effect, a frame after the page shows the new price.
    await waitFor(() => expect(useCartStore.getState().items[0]?.product.priceCents).toBe(9990))
    expect(useCartStore.getState().total).toBe(19980)
    expect(checkoutLink()).toBeInTheDocument()
  })

  it('shows a deleted product as unavailable, outside the total, and holds checkout', async () => {
    seedCart([
      [tapete, 1],
      [manopla, 2],
    ])
    const { user } = open([tapete])

    const gone = await screen.findByText('Produto indisponível')
    const manoplaLine = line('Manopla de Câmbio')
    expect(gone.closest('li')).toBe(manoplaLine.getByRole('heading').closest('li'))
    expect(manoplaLine.getAllByRole('button')).toHaveLength(1)
    expect(manoplaLine.getByRole('button', { name: 'Remover Manopla de Câmbio' })).toBeVisible()
    expect(total()).toHaveTextContent(/R\$\s89,90/)
    expect(checkoutLink()).toBeNull()
    expect(screen.getByRole('button', { name: 'Finalizar Compra' })).toBeDisabled()

    await user.click(screen.getByRole('button', { name: 'Remover Manopla de Câmbio' }))
    expect(checkoutLink()).toHaveAttribute('href', '/checkout')
  })

  it('lowers the quantity to a stock that dropped, with the stock message', async () => {
    seedCart([[manopla, 4]])
    open([{ ...manopla, stock: 3 }])

    expect(await screen.findByText(/^Quantidade indisponível em estoque!/)).toBeInTheDocument()
    const quantity = screen.getByRole('status', { name: 'Quantidade de Manopla de Câmbio' })
    expect(quantity).toHaveTextContent('3')
    expect(total()).toHaveTextContent(/R\$\s135,00/)
    await waitFor(() => expect(useCartStore.getState().items[0]?.quantity).toBe(3))
  })

  it('marks a sold-out product unavailable', async () => {
    seedCart([
      [volante, 1],
      [tapete, 1],
    ])
    open([{ ...volante, stock: 0 }, tapete])

    expect(await screen.findByText('Produto indisponível')).toBeInTheDocument()
    expect(line('Capa de Volante').queryByRole('button', { name: /Aumentar/ })).toBeNull()
    expect(total()).toHaveTextContent(/R\$\s89,90/)
    expect(screen.getByRole('button', { name: 'Finalizar Compra' })).toBeDisabled()
  })

  it('warns when prices cannot be confirmed, keeps checkout open and tries again', async () => {
    seedCart([[tapete, 1]])
    let offline = true
    const { user } = open([{ ...tapete, priceCents: 9990 }], ({ url }) => {
      if (offline && url.pathname.startsWith('/api/products/')) throw new TypeError('Failed')
      return undefined
    })

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Não foi possível confirmar os preços')
    expect(total()).toHaveTextContent(/R\$\s89,90/)
    expect(checkoutLink()).toBeInTheDocument()

    offline = false
    await user.click(within(alert).getByRole('button', { name: 'Tentar Novamente' }))

    expect(await screen.findByText(/O preço mudou/)).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(total()).toHaveTextContent(/R\$\s99,90/)
  })
})

import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { useCartStore } from '#web/lib/cart-store.ts'
import { renderApp, stubApi } from '#web/testing/render.tsx'
import { seedCart, tapete, volante } from '#web/testing/cart-fixtures.ts'

function open() {
  stubApi({ pages: [{ items: [tapete, volante], nextOffset: null }] })
  return renderApp('/cart')
}

const summary = () => screen.getByRole('region', { name: 'Resumo do Pedido' })
const row = (label: string) => within(summary()).getByText(label).closest('div')
const line = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!

async function findLines() {
  return screen.findByRole('region', { name: 'Produtos Regulares' })
}

describe('cart page (/cart)', () => {
  it('shows the empty state with a way back to the store', async () => {
    open()

    expect(await screen.findByText('Seu carrinho está vazio')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Carrinho de Compras' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Continuar Comprando' })).toHaveAttribute('href', '/')
    expect(screen.queryByRole('link', { name: 'Finalizar Compra' })).toBeNull()
    // A visitor who came from the project email is shown where their project is.
    expect(screen.getByRole('link', { name: 'Entre na sua conta' })).toHaveAttribute(
      'href',
      '/login?redirectTo=%2Fcart',
    )
  })

  it('lists each line with unit price, quantity and line total, and sums the summary', async () => {
    seedCart([
      [tapete, 2],
      [volante, 1],
    ])
    open()

    await findLines()
    const first = within(line('Tapete de Couro'))
    expect(first.getByText(/^Preço unitário: R\$\s89,90$/)).toBeInTheDocument()
    expect(first.getByRole('status', { name: 'Quantidade de Tapete de Couro' })).toHaveTextContent(
      '2',
    )
    expect(first.getByText(/^R\$\s179,80$/)).toBeInTheDocument()
    expect(row('Produtos Regulares')).toHaveTextContent(/R\$\s329,80/)
    expect(row('Frete')).toHaveTextContent('FreteGrátis')
    // The exact text, non-breaking space after R$ included.
    expect(row('Total')?.textContent).toBe('TotalR$\u00a0329,80')
  })

  it("lays every line out alike: the quantity and 'Total do item' share one row under the name", async () => {
    seedCart([
      [tapete, 1],
      [volante, 2],
    ])
    open()
    await findLines()

    const rows = ['Tapete de Couro', 'Capa de Volante'].map((name) => {
      const item = line(name)
      const row = within(item).getByText('Total do item').closest('p')!.parentElement!
      expect(row.parentElement).toBe(item)
      expect(row).toContainElement(
        within(item).getByRole('button', { name: `Diminuir quantidade de ${name}` }),
      )
      expect(row).not.toContainElement(within(item).getByRole('heading', { level: 3 }))
      return row
    })
    expect(rows[0]!.className).toBe(rows[1]!.className)
  })

  it("shows the store's stock message on '+' at the stock and keeps the quantity", async () => {
    seedCart([[volante, 2]])
    const { user } = open()
    await findLines()

    await user.click(screen.getByRole('button', { name: 'Aumentar quantidade de Capa de Volante' }))

    expect(await screen.findByText('Quantidade indisponível em estoque!')).toBeInTheDocument()
    expect(screen.getByRole('status', { name: 'Quantidade de Capa de Volante' })).toHaveTextContent(
      '2',
    )
    expect(useCartStore.getState().items[0]?.quantity).toBe(2)
  })

  it("raises and lowers the quantity; '-' is disabled at 1", async () => {
    seedCart([[tapete, 1]])
    const { user } = open()
    await findLines()
    const decrease = screen.getByRole('button', { name: 'Diminuir quantidade de Tapete de Couro' })
    expect(decrease).toBeDisabled()

    await user.click(screen.getByRole('button', { name: 'Aumentar quantidade de Tapete de Couro' }))
    expect(row('Total')).toHaveTextContent(/R\$\s179,80/)
    expect(decrease).toBeEnabled()

    await user.click(decrease)
    expect(row('Total')).toHaveTextContent(/R\$\s89,90/)
    expect(decrease).toBeDisabled()
    expect(useCartStore.getState().items[0]?.quantity).toBe(1)
  })

  it('removes a line, and shows the empty state after the last one', async () => {
    seedCart([
      [tapete, 1],
      [volante, 1],
    ])
    const { user } = open()
    await findLines()

    await user.click(screen.getByRole('button', { name: 'Remover Tapete de Couro' }))
    expect(screen.queryByRole('heading', { name: 'Tapete de Couro' })).toBeNull()
    expect(row('Total')).toHaveTextContent(/R\$\s150,00/)
    expect(screen.getByRole('heading', { name: 'Produtos Regulares' })).toHaveFocus()

    await user.click(screen.getByRole('button', { name: 'Remover Capa de Volante' }))
    expect(screen.getByText('Seu carrinho está vazio')).toBeInTheDocument()
    expect(useCartStore.getState()).toMatchObject({ items: [], total: 0 })
  })

  it("'Finalizar Compra' goes to /checkout", async () => {
    seedCart([[tapete, 1]])
    const { user, router } = open()
    await findLines()

    await user.click(screen.getByRole('link', { name: 'Finalizar Compra' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'))
  })
})

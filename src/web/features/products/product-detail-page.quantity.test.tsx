import { screen } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { useCartStore } from '#web/lib/cart-store.ts'
import { seedCart } from '#web/testing/cart-fixtures.ts'
import { makeProduct, renderApp, stubApi } from '#web/testing/render.tsx'

// Decision 023: the quantity selector of the product page ('Quantidade', '−', '+').

const volante = makeProduct({ name: 'Capa de Volante em Couro', priceCents: 18990, stock: 3 })

async function open() {
  stubApi({ pages: [{ items: [volante], nextOffset: null }] })
  const view = renderApp(`/product/${volante.id}`)
  await screen.findByRole('heading', { level: 1, name: 'Capa de Volante em Couro' })
  return view
}

describe('product page: how many to buy', () => {
  const quantity = () => screen.getByRole('spinbutton', { name: 'Quantidade' })
  const minus = () => screen.getByRole('button', { name: 'Diminuir quantidade' })
  const plus = () => screen.getByRole('button', { name: 'Aumentar quantidade' })
  const cartLines = () =>
    useCartStore.getState().items.map((line) => [line.product.id, line.quantity])

  it('starts at 1 and goes from 1 to the stock with the buttons', async () => {
    const { user } = await open()

    expect(quantity()).toHaveValue(1)
    expect(minus()).toBeDisabled()
    await user.click(plus())
    await user.click(plus())
    expect(quantity()).toHaveValue(3)
    expect(quantity()).toHaveAttribute('max', '3')
    expect(plus()).toBeDisabled()
    expect(minus()).toBeEnabled()
    await user.click(minus())
    expect(quantity()).toHaveValue(2)
  })

  it('adds the chosen quantity in one go, then offers "Finalizar Compra" instead', async () => {
    const { user } = await open()

    await user.click(plus())
    await user.click(screen.getByRole('button', { name: 'Adicionar ao Carrinho' }))

    expect(await screen.findByText('Produto adicionado ao carrinho!')).toBeInTheDocument()
    expect(screen.getAllByText('Produto adicionado ao carrinho!')).toHaveLength(1)
    expect(cartLines()).toEqual([[volante.id, 2]])
    expect(screen.getByRole('link', { name: /^Carrinho/ })).toHaveAccessibleName(
      'Carrinho, 2 itens',
    )
    expect(screen.getByRole('link', { name: 'Finalizar Compra' })).toHaveAttribute(
      'href',
      '/checkout',
    )
    expect(screen.queryByRole('spinbutton', { name: 'Quantidade' })).toBeNull()
  })

  it('puts a typed number past the stock back at the stock, saying so', async () => {
    const { user } = await open()

    await user.clear(quantity())
    await user.type(quantity(), '9')

    expect(quantity()).toHaveValue(3)
    expect(quantity()).toHaveAccessibleDescription('Máximo disponível: 3.')
    await user.click(screen.getByRole('button', { name: 'Adicionar ao Carrinho' }))
    expect(cartLines()).toEqual([[volante.id, 3]])
  })

  it.each(['0', '-2'])('puts %s back at 1, saying so', async (typed) => {
    const { user } = await open()

    await user.clear(quantity())
    await user.type(quantity(), typed)

    expect(quantity()).toHaveValue(1)
    expect(quantity()).toHaveAccessibleDescription('A quantidade mínima é 1.')
  })

  it.each([
    ['an empty field', ''],
    ['a fraction', '1.5'],
  ])('adds nothing from %s and says what to type', async (_, typed) => {
    const { user } = await open()

    await user.clear(quantity())
    if (typed) await user.type(quantity(), typed)
    expect(quantity()).toBeInvalid()
    expect(quantity()).toHaveAccessibleDescription('Informe um número inteiro de 1 a 3.')

    await user.click(screen.getByRole('button', { name: 'Adicionar ao Carrinho' }))
    expect(cartLines()).toEqual([])
    expect(screen.queryByText('Produto adicionado ao carrinho!')).toBeNull()
    expect(quantity()).toHaveFocus()

    // '+' starts again from 1.
    await user.click(plus())
    expect(quantity()).toHaveValue(1)
    expect(quantity()).toBeValid()
    expect(quantity()).not.toHaveAttribute('aria-describedby')
  })

  it('is not offered once this browser’s cart holds the product', async () => {
    seedCart([[volante, 1]])
    await open()

    expect(await screen.findByRole('link', { name: 'Finalizar Compra' })).toBeInTheDocument()
    expect(screen.queryByRole('spinbutton', { name: 'Quantidade' })).toBeNull()
  })
})

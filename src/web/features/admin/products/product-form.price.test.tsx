import { screen, waitFor } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { PRODUCT_FORM_MESSAGES as M } from '#domain/schemas/product-form.ts'
import type { renderApp } from '#web/testing/render.tsx'
import { openProducts, PRODUCTS } from '#web/testing/admin/products-fixtures.ts'

// Decision 029: the price is typed as Brazilians write money, and shown as the store will show it.

type User = ReturnType<typeof renderApp>['user']

const price = () => screen.getByRole('textbox', { name: 'Preço (R$)' })
const input = (label: string) => screen.getByLabelText(label)
const addButton = () => screen.getByRole('button', { name: 'Adicionar Produto' })

async function fill(user: User, typed: string) {
  await user.type(input('Nome'), 'Manopla de Câmbio')
  await user.type(price(), typed)
  await user.type(input('Categoria'), 'Câmbio')
  await user.type(input('Estoque'), '7')
  await user.type(input('URL da Imagem'), 'https://example.com/manopla.jpg')
  await user.type(input('Descrição'), 'Manopla em alumínio.')
}

describe('admin Produtos form: the price in reais', () => {
  it.each([
    ['39,90', 3990, 'R$\u00a039,90'],
    ['1.234,56', 123456, 'R$\u00a01.234,56'],
    ['R$ 480', 48000, 'R$\u00a0480,00'],
  ])('reads %j as %i centavos and shows "Na loja: %s"', async (typed, cents, shown) => {
    const { user, sent } = await openProducts()
    await user.type(price(), typed)
    expect(price()).toHaveAccessibleDescription(`Na loja: ${shown}`)
    await user.clear(price())
    await fill(user, typed)

    await user.click(addButton())

    expect(await screen.findByText('Produto adicionado com sucesso!')).toBeInTheDocument()
    expect(sent(`POST ${PRODUCTS}`)).toMatchObject([{ priceCents: cents }])
  })

  it.each([
    ['1.234', M.priceAmbiguous],
    ['39,999', M.priceDecimals],
    [',90', M.priceUnreadable],
    ['-5', M.pricePositive],
    ['1234567890123', M.priceTooLarge],
  ])('refuses %j with %j on the field, and sends nothing', async (typed, message) => {
    const { user, calls } = await openProducts()
    await fill(user, typed)
    expect(screen.queryByText(/^Na loja:/)).toBeNull()

    await user.click(addButton())

    await waitFor(() => expect(price()).toHaveAccessibleDescription(message))
    expect(price()).toHaveAttribute('aria-invalid', 'true')
    expect(price()).toHaveDisplayValue(typed)
    expect(calls(`POST ${PRODUCTS}`)).toHaveLength(0)
  })

  it('tells the owner to use a comma for 1.234, in exactly these words', async () => {
    const { user } = await openProducts()
    await fill(user, '1.234')

    await user.click(addButton())

    expect(
      await screen.findByText('Use vírgula para os centavos: 1.234,00 ou 1,23'),
    ).toBeInTheDocument()
  })
})

import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { PRODUCT_FORM_MESSAGES as M, stockBelowZeroMessage } from '#domain/schemas/product-form.ts'
import { capa, openProducts, PRODUCTS } from '#web/testing/admin/products-fixtures.ts'

const input = (label: string) => screen.getByLabelText(label)
const button = (name: string) => screen.getByRole('button', { name })
const formSection = () =>
  within(screen.getByRole('heading', { name: 'Editar Produto' }).closest('section') as HTMLElement)
const stockCell = () =>
  within(screen.getByRole('rowheader', { name: /^Capa/ }).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .at(3)

async function editCapa() {
  const api = await openProducts()
  await api.user.click(await screen.findByRole('button', { name: 'Editar Capa de Volante' }))
  return api
}

describe('admin Produtos form: saves that meet a change made meanwhile', () => {
  it('keeps a sale made while the form was open: the stock is sent as loaded', async () => {
    const { user, sent, sell } = await editCapa()
    sell(capa.id, 3)
    await user.clear(input('Preço (R$)'))
    await user.type(input('Preço (R$)'), '199.90')

    await user.click(button('Salvar Alterações'))

    expect(await screen.findByText('Produto atualizado com sucesso!')).toBeInTheDocument()
    expect(sent(`PATCH ${PRODUCTS}/${capa.id}`)).toMatchObject([
      { stock: 5, stockLoaded: 5, version: 1 },
    ])
    await waitFor(() => expect(stockCell()).toHaveTextContent('2'))
  })

  it("refuses a save over another admin's, keeps what was typed, and reloads on request", async () => {
    const { user, sent, editElsewhere } = await editCapa()
    editElsewhere(capa.id, { name: 'Capa de Volante Premium' })
    await user.clear(input('Preço (R$)'))
    await user.type(input('Preço (R$)'), '199.90')

    await user.click(button('Salvar Alterações'))

    expect(await formSection().findByRole('alert')).toHaveTextContent(M.changedWhileEditing)
    expect(input('Nome')).toHaveValue('Capa de Volante')
    expect(input('Preço (R$)')).toHaveDisplayValue('199,90')

    await user.click(button('Recarregar produto'))

    await waitFor(() => expect(input('Nome')).toHaveValue('Capa de Volante Premium'))
    expect(input('Preço (R$)')).toHaveDisplayValue('189,90')
    expect(screen.queryByRole('button', { name: 'Recarregar produto' })).toBeNull()
    expect(formSection().queryByRole('alert')).toBeNull()
    await user.click(button('Salvar Alterações'))

    expect(await screen.findByText('Produto atualizado com sucesso!')).toBeInTheDocument()
    expect(sent(`PATCH ${PRODUCTS}/${capa.id}`).at(-1)).toMatchObject({
      name: 'Capa de Volante Premium',
      version: 2,
    })
  })

  it('refuses lowering the stock below what sales left, and reloads the stock left', async () => {
    const { user, sell } = await editCapa()
    sell(capa.id, 4)
    await user.clear(input('Estoque'))
    await user.type(input('Estoque'), '0')

    await user.click(button('Salvar Alterações'))

    const message = stockBelowZeroMessage('Capa de Volante', 1)
    expect(await formSection().findByRole('alert')).toHaveTextContent(message)
    expect(input('Estoque')).toHaveValue(0)

    await user.click(button('Recarregar produto'))

    await waitFor(() => expect(input('Estoque')).toHaveValue(1))
    expect(screen.queryByLabelText('Motivo da alteração de estoque')).toBeNull()
  })

  it('tells when the product was deleted meanwhile', async () => {
    const { user, editElsewhere, deleteElsewhere } = await editCapa()
    editElsewhere(capa.id, {})
    await user.click(button('Salvar Alterações'))
    await formSection().findByRole('alert')
    deleteElsewhere(capa.id)

    await user.click(button('Recarregar produto'))

    await waitFor(() => expect(formSection().getByRole('alert')).toHaveTextContent(M.notFound))
  })
})

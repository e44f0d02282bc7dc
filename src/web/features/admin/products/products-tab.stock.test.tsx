import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import type { StockMovementView } from '#domain/product.ts'
import { capa, openProducts, PRODUCTS } from '#web/testing/admin/products-fixtures.ts'

const input = (label: string) => screen.getByLabelText(label)
const button = (name: string) => screen.getByRole('button', { name })
const REASON = 'Motivo da alteração de estoque'
const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent)

const movement = (overrides: Partial<StockMovementView>): StockMovementView => ({
  id: 'm-1',
  quantity: 5,
  reason: 'opening_balance',
  orderId: null,
  orderShortId: null,
  adminName: null,
  variantLabel: '',
  createdAt: '2026-03-01T13:00:00.000Z',
  ...overrides,
})

/** Newest first, as the server sends them. */
const MOVEMENTS = [
  movement({
    id: 'm-3',
    quantity: -3,
    reason: 'sale',
    orderId: 'aaaaaaaa-0000-4000-8000-000000000001',
    orderShortId: 'aaaaaaaa',
    createdAt: '2026-03-10T15:00:00.000Z',
  }),
  movement({
    id: 'm-2',
    quantity: 4,
    reason: 'restock',
    adminName: 'Chefe',
    createdAt: '2026-03-05T18:30:00.000Z',
  }),
  movement({ id: 'm-1' }),
]

async function editCapa(options: Parameters<typeof openProducts>[0] = {}) {
  const api = await openProducts(options)
  await api.user.click(await screen.findByRole('button', { name: 'Editar Capa de Volante' }))
  return api
}

describe('admin Produtos form: why the stock changed', () => {
  it('asks why only once the stock number changes; a rise is a restock by default', async () => {
    const { user, sent } = await editCapa()
    expect(screen.queryByLabelText(REASON)).toBeNull()

    await user.clear(input('Estoque'))
    await user.type(input('Estoque'), '9')

    expect(input(REASON)).toHaveDisplayValue('Reposição')
    expect(options(input(REASON))).toEqual(['Reposição', 'Ajuste (devolução, perda, contagem)'])
    await user.click(button('Salvar Alterações'))

    expect(await screen.findByText('Produto atualizado com sucesso!')).toBeInTheDocument()
    expect(sent(`PATCH ${PRODUCTS}/${capa.id}`)).toMatchObject([
      { stock: 9, stockLoaded: 5, version: 1, stockReason: 'restock' },
    ])

    await user.click(button('Editar Capa de Volante'))
    const section = screen.getByRole('region', { name: 'Movimentações de estoque' })
    expect(await within(section).findByRole('listitem')).toHaveTextContent(/Reposição\+4Admin$/)
  })

  it('sends an adjustment when the owner picks it for a rise', async () => {
    const { user, sent } = await editCapa()

    await user.clear(input('Estoque'))
    await user.type(input('Estoque'), '6')
    await user.selectOptions(input(REASON), 'Ajuste (devolução, perda, contagem)')
    await user.click(button('Salvar Alterações'))

    await screen.findByText('Produto atualizado com sucesso!')
    expect(sent(`PATCH ${PRODUCTS}/${capa.id}`)).toMatchObject([{ stockReason: 'adjustment' }])
  })

  it('offers only an adjustment when the stock goes down', async () => {
    const { user, sent } = await editCapa()

    await user.clear(input('Estoque'))
    await user.type(input('Estoque'), '2')

    expect(options(input(REASON))).toEqual(['Ajuste (devolução, perda, contagem)'])
    await user.click(button('Salvar Alterações'))

    await screen.findByText('Produto atualizado com sucesso!')
    expect(sent(`PATCH ${PRODUCTS}/${capa.id}`)).toMatchObject([
      { stock: 2, stockLoaded: 5, stockReason: 'adjustment' },
    ])
  })

  it('sends no reason when the stock is left as loaded, and asks none for a new product', async () => {
    const { user, sent } = await editCapa()
    await user.click(button('Salvar Alterações'))
    await screen.findByText('Produto atualizado com sucesso!')
    expect(sent(`PATCH ${PRODUCTS}/${capa.id}`)[0]).not.toHaveProperty('stockReason')

    await user.type(input('Estoque'), '3')
    expect(screen.getByRole('heading', { name: 'Adicionar Produto' })).toBeInTheDocument()
    expect(screen.queryByLabelText(REASON)).toBeNull()
  })
})

describe('admin Produtos form: Movimentações de estoque', () => {
  it('lists the movements newest first: when, why, how many, order or admin', async () => {
    await editCapa({ movements: { [capa.id]: MOVEMENTS } })

    const section = screen.getByRole('region', { name: 'Movimentações de estoque' })
    const items = await within(section).findAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      '10/03/2026, 12:00Venda−3#aaaaaaaa',
      '05/03/2026, 15:30Reposição+4Chefe',
      '01/03/2026, 10:00Saldo inicial+5',
    ])
  })

  it('says when there is none, and is not shown for a new product', async () => {
    const { user } = await openProducts()
    expect(screen.queryByRole('heading', { name: 'Movimentações de estoque' })).toBeNull()

    await user.click(await screen.findByRole('button', { name: 'Editar Capa de Volante' }))

    expect(await screen.findByText('Nenhuma movimentação registrada.')).toBeInTheDocument()
  })

  it('asks for the movements again after a save', async () => {
    const { user, calls } = await editCapa({ movements: { [capa.id]: MOVEMENTS } })
    await screen.findAllByRole('listitem')
    const route = `GET ${PRODUCTS}/${capa.id}/movements` as const
    expect(calls(route)).toHaveLength(1)

    await user.click(button('Salvar Alterações'))

    await screen.findByText('Produto atualizado com sucesso!')
    await waitFor(() => expect(calls(route)).toHaveLength(2))
  })
})

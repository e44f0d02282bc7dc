import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { renderApp, serverError } from '#web/testing/render.tsx'
import { makeOrder, stubOrdersApi } from '#web/testing/admin/orders-fixtures.ts'

const order = makeOrder()
const route = `DELETE /api/admin/orders/${order.id}` as const

async function openOrders(options: Parameters<typeof stubOrdersApi>[0] = { orders: [order] }) {
  const api = stubOrdersApi(options)
  const view = renderApp('/admin?tab=pedidos')
  return { ...view, ...api }
}

describe('admin Pedidos tab: delete', () => {
  it('asks first; Cancelar keeps the order, Excluir deletes it', async () => {
    const { user, calls } = await openOrders()
    const deleteButton = await screen.findByRole('button', { name: 'Excluir' })

    await user.click(deleteButton)
    let dialog = screen.getByRole('dialog', { name: 'Excluir pedido' })
    expect(dialog).toHaveAccessibleDescription(/#aaaaaaaa de Maria da Silva/)
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(calls(route)).toHaveLength(0)

    await user.click(deleteButton)
    dialog = screen.getByRole('dialog', { name: 'Excluir pedido' })
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }))

    expect(await screen.findByText('Pedido excluído com sucesso!')).toBeInTheDocument()
    expect(calls(route)).toHaveLength(1)
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: '#aaaaaaaa' })).toBeNull())
    expect(screen.getByText('Nenhum pedido encontrado.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it.each([
    ['a pending order: nothing about money', makeOrder(), /Esta ação não pode ser desfeita\.$/],
    [
      'a paid order: deleting gives nothing back',
      makeOrder({ status: 'pago', paymentStatus: 'approved', totalCents: 18990 }),
      /Este pedido foi pago \(R\$\s189,90\): excluí-lo não devolve o dinheiro ao cliente\. Para desfazer a venda, reembolse antes de excluir\.$/,
    ],
    [
      'a refunded order: its refund record goes too',
      makeOrder({ status: 'cancelado', refunded: true, totalCents: 18990 }),
      /O valor de R\$\s189,90 já foi devolvido ao cliente: excluir apaga também o registro do reembolso\.$/,
    ],
  ])('puts the money in the question (decision 046): %s', async (_, shown, asked) => {
    const { user } = await openOrders({ orders: [shown] })
    await user.click(await screen.findByRole('button', { name: 'Excluir' }))
    expect(screen.getByRole('dialog', { name: 'Excluir pedido' })).toHaveAccessibleDescription(
      asked,
    )
  })

  it('tells when the order could not be deleted', async () => {
    const { user } = await openOrders({ orders: [order], answers: { [route]: serverError } })

    await user.click(await screen.findByRole('button', { name: 'Excluir' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir' }))

    expect(await screen.findByText('Erro ao excluir pedido. Tente novamente.')).toBeInTheDocument()
    expect(screen.getByRole('rowheader', { name: '#aaaaaaaa' })).toBeInTheDocument()
  })

  it('shows a load error in the tab when the list cannot be read', async () => {
    await openOrders({ answers: { 'GET /api/admin/orders': serverError } })

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erro ao carregar dados. Tente novamente.',
    )
    expect(screen.getByRole('heading', { name: 'Pedidos' })).toBeInTheDocument()
  })
})

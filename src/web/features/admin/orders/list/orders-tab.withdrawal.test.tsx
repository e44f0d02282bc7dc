import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { renderApp } from '#web/testing/render.tsx'
import { makeOrder, stubOrdersApi } from '#web/testing/admin/orders-fixtures.ts'

const maria = makeOrder()
const joao = makeOrder({
  id: 'bbbbbbbb-0000-4000-8000-000000000002',
  customerName: 'João Souza',
  status: 'pago',
  withdrawalRequested: true,
  createdAt: '2026-03-11T10:00:00.000Z',
})
/** Withdrew, and the owner already cancelled it: nothing waits on it. */
const ana = makeOrder({
  id: 'cccccccc-0000-4000-8000-000000000003',
  customerName: 'Ana Lima',
  status: 'cancelado',
  withdrawalRequested: true,
  refunded: true,
  createdAt: '2026-03-09T10:00:00.000Z',
})

async function openOrders(path = '/admin?tab=pedidos') {
  const api = stubOrdersApi({ orders: [maria, joao, ana] })
  const view = renderApp(path)
  await screen.findByRole('table', { name: 'Pedidos' })
  return { ...view, ...api }
}

const row = (shortId: string) =>
  within(screen.getByRole('rowheader', { name: `#${shortId}` }).closest('tr') as HTMLElement)
const shownIds = () =>
  screen.getAllByRole('rowheader').map((cell) => cell.textContent?.replace('#', ''))
const filter = (name: string) =>
  within(screen.getByRole('group', { name: 'Filtrar por status' })).getByRole('button', { name })

describe('admin Pedidos tab: withdrawals (decision 039)', () => {
  it("marks the orders whose customer withdrew 'Desistência solicitada'", async () => {
    await openOrders()

    expect(row('bbbbbbbb').getByText('Desistência solicitada')).toBeVisible()
    expect(row('cccccccc').getByText('Desistência solicitada')).toBeVisible()
    expect(row('aaaaaaaa').queryByText('Desistência solicitada')).toBeNull()
  })

  it("leaves a paid order the customer withdrew from out of 'A enviar'; a refunded one says so", async () => {
    const { user } = await openOrders()
    expect(row('cccccccc').getByText('Reembolsado')).toBeVisible()
    expect(row('bbbbbbbb').queryByText('Reembolsado')).toBeNull()

    // João's is 'pago' but withdrawn: not a parcel to send (decision 046).
    await user.click(filter('A enviar (0)'))
    expect(await screen.findByText('Nenhum pedido encontrado.')).toBeVisible()
    expect(filter('Pago (1)')).toBeVisible()
  })

  it('filters the withdrawals waiting for the owner, their count on the button', async () => {
    const { user, router, listQueries } = await openOrders()

    await user.click(filter('Desistência solicitada (1)'))

    await waitFor(() => expect(shownIds()).toEqual(['bbbbbbbb']))
    expect(router.state.location.search).toBe('?tab=pedidos&status=desistencia')
    expect(listQueries().at(-1)).toEqual({ status: 'desistencia' })
    expect(filter('Desistência solicitada (1)')).toHaveAttribute('aria-pressed', 'true')
  })

  it('reads the filter from the address, as after a reload', async () => {
    const { listQueries } = await openOrders('/admin?tab=pedidos&status=desistencia')

    expect(listQueries()[0]).toEqual({ status: 'desistencia' })
    await waitFor(() => expect(shownIds()).toEqual(['bbbbbbbb']))
    expect(filter('Desistência solicitada (1)')).toHaveAttribute('aria-pressed', 'true')
  })
})

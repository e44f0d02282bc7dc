import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { renderApp } from '#web/testing/render.tsx'
import { makeOrder, makeOrders, stubOrdersApi } from '#web/testing/admin/orders-fixtures.ts'

const maria = makeOrder()
const joao = makeOrder({
  id: 'bbbbbbbb-0000-4000-8000-000000000002',
  customerName: 'João Souza',
  customerEmail: 'joao@example.com',
  status: 'pago',
  createdAt: '2026-03-11T10:00:00.000Z',
})
const ana = makeOrder({
  id: 'cccccccc-0000-4000-8000-000000000003',
  customerName: 'Ana Lima',
  customerEmail: 'ana@example.com',
  status: 'pago',
  createdAt: '2026-03-09T10:00:00.000Z',
})

async function openOrders(path: string, options: Parameters<typeof stubOrdersApi>[0]) {
  const api = stubOrdersApi(options)
  const view = renderApp(path)
  await screen.findByRole('group', { name: 'Filtrar por status' })
  return { ...view, ...api }
}

const filters = () =>
  within(screen.getByRole('group', { name: 'Filtrar por status' })).getAllByRole('button')
const shownIds = () =>
  screen.getAllByRole('rowheader').map((cell) => cell.textContent?.replace('#', ''))

describe('admin Pedidos tab: the list to work through', () => {
  it('shows each status with its count, newest first, and filters on a click', async () => {
    const { user, router, listQueries } = await openOrders('/admin?tab=pedidos', {
      orders: [maria, joao, ana],
    })

    await screen.findByRole('button', { name: 'Todos (3)' })
    expect(filters().map((button) => button.textContent)).toEqual([
      'Todos (3)',
      'Aguardando Pagamento (1)',
      'Processando Pagamento (0)',
      'Pago (2)',
      'Enviado (0)',
      'Entregue (0)',
      'Cancelado (0)',
      'A enviar (2)',
      'Desistência solicitada (0)',
    ])
    expect(screen.getByRole('button', { name: 'Todos (3)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(shownIds()).toEqual(['bbbbbbbb', 'aaaaaaaa', 'cccccccc'])

    await user.click(screen.getByRole('button', { name: 'Pago (2)' }))

    await waitFor(() => expect(shownIds()).toEqual(['bbbbbbbb', 'cccccccc']))
    expect(router.state.location.search).toBe('?tab=pedidos&status=pago')
    expect(listQueries().at(-1)).toEqual({ status: 'pago' })
    expect(screen.getByRole('button', { name: 'Pago (2)' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('reads status, search and page from the address, as after a reload', async () => {
    const orders = makeOrders(25, { customerName: 'Cliente abc', status: 'pago' })
    const { listQueries } = await openOrders('/admin?tab=pedidos&status=pago&q=abc&page=2', {
      orders,
    })

    // The list is asked for once the tab's query subscribes (an effect).
    await waitFor(() => expect(listQueries()[0]).toEqual({ status: 'pago', q: 'abc', page: '2' }))
    expect(screen.getByRole('searchbox', { name: 'Buscar pedido' })).toHaveValue('abc')
    expect(await screen.findByText('Página 2 de 2')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Pago (25)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(shownIds()).toEqual(['00000021', '00000022', '00000023', '00000024', '00000025'])
  })

  it('searches by name once typing pauses, back on page 1, and Enter searches at once', async () => {
    const { user, router, listQueries } = await openOrders('/admin?tab=pedidos&page=2', {
      orders: [maria, joao, ana],
    })
    const search = screen.getByRole('searchbox', { name: 'Buscar pedido' })

    await user.type(search, 'joão')

    await waitFor(() => expect(router.state.location.search).toBe('?tab=pedidos&q=jo%C3%A3o'))
    await waitFor(() => expect(shownIds()).toEqual(['bbbbbbbb']))
    expect(screen.getByRole('button', { name: 'Todos (1)' })).toBeInTheDocument()
    expect(listQueries().at(-1)).toEqual({ q: 'joão' })

    await user.clear(search)
    await user.type(search, 'ccc{Enter}')
    await waitFor(() => expect(shownIds()).toEqual(['cccccccc']))
    expect(router.state.location.search).toBe('?tab=pedidos&q=ccc')
  })

  it('pages with Anterior and Próxima; the back button returns to the page before', async () => {
    const { user, router } = await openOrders('/admin?tab=pedidos', { orders: makeOrders(45) })
    const previous = () => screen.getByRole('button', { name: 'Anterior' })
    const next = () => screen.getByRole('button', { name: 'Próxima' })

    expect(await screen.findByText('Página 1 de 3')).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Páginas de pedidos' })).toBeInTheDocument()
    expect(previous()).toBeDisabled()
    expect(shownIds()).toHaveLength(20)

    await user.click(next())
    expect(await screen.findByText('Página 2 de 3')).toBeInTheDocument()
    await waitFor(() => expect(shownIds()[0]).toBe('00000021'))
    expect(router.state.location.search).toBe('?tab=pedidos&page=2')

    await user.click(next())
    await waitFor(() => expect(shownIds()).toHaveLength(5))
    expect(next()).toBeDisabled()
    await user.click(previous())
    await waitFor(() => expect(router.state.location.search).toBe('?tab=pedidos&page=2'))

    await router.navigate(-1)
    await waitFor(() => expect(router.state.location.search).toBe('?tab=pedidos&page=3'))
    expect(await screen.findByText('Página 3 de 3')).toBeInTheDocument()
    await waitFor(() => expect(shownIds()[0]).toBe('00000041'))
  })

  it("says 'Nenhum pedido encontrado.' when nothing matches", async () => {
    await openOrders('/admin?tab=pedidos&q=zzz', { orders: [maria, joao] })

    expect(await screen.findByText('Nenhum pedido encontrado.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Todos (0)' })).toBeInTheDocument()
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.queryByRole('navigation', { name: 'Páginas de pedidos' })).toBeNull()
  })

  it('links each order to its page and exports the list as filtered', async () => {
    await openOrders('/admin?tab=pedidos&status=pago&q=jo%C3%A3o', { orders: [maria, joao] })

    const link = await screen.findByRole('link', { name: '#bbbbbbbb' })
    expect(link).toHaveAttribute('href', `/admin/pedidos/${joao.id}`)
    const csv = screen.getByRole('link', { name: 'Exportar CSV' })
    expect(csv).toHaveAttribute('href', '/api/admin/orders/export.csv?status=pago&q=jo%C3%A3o')
    expect(csv).toHaveAttribute('download')
  })
})

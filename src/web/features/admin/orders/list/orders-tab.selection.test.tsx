import { screen, waitFor } from '@testing-library/preact'
import { describe, expect, it, vi } from 'vitest'
import { renderApp } from '#web/testing/render.tsx'
import { makeOrder, makeOrders, stubOrdersApi } from '#web/testing/admin/orders-fixtures.ts'

const maria = makeOrder()
const joao = makeOrder({ id: 'bbbbbbbb-0000-4000-8000-000000000002', customerName: 'João' })
const ana = makeOrder({ id: 'cccccccc-0000-4000-8000-000000000003', customerName: 'Ana' })

const box = (shortId: string) =>
  screen.getByRole('checkbox', { name: `Selecionar pedido #${shortId}` })

describe('admin Pedidos tab: printing several orders', () => {
  it("prints the ticked orders together: 'Imprimir selecionados (2)'", async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    stubOrdersApi({ orders: [maria, joao, ana] })
    const { user, router } = renderApp('/admin?tab=pedidos')
    await screen.findByRole('table', { name: 'Pedidos' })
    expect(screen.queryByRole('button', { name: /Imprimir selecionados/ })).toBeNull()

    await user.click(box('aaaaaaaa'))
    await user.click(box('cccccccc'))
    expect(box('aaaaaaaa')).toBeChecked()
    expect(box('bbbbbbbb')).not.toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Imprimir selecionados (2)' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/pedidos/imprimir'))
    expect(router.state.location.search).toBe(`?ids=${maria.id},${ana.id}`)
    expect(await screen.findAllByRole('article')).toHaveLength(2)
    expect(screen.getByRole('article', { name: 'Pedido #aaaaaaaa' })).toBeInTheDocument()
    expect(screen.getByRole('article', { name: 'Pedido #cccccccc' })).toBeInTheDocument()
    await waitFor(() => expect(print).toHaveBeenCalledOnce())

    // 'Voltar' returns to the list.
    await user.click(screen.getByRole('button', { name: 'Voltar' }))
    await waitFor(() => expect(router.state.location.search).toBe('?tab=pedidos'))
  })

  it('ticks a whole page at once, and keeps the ticks across pages', async () => {
    stubOrdersApi({ orders: makeOrders(25) })
    const { user } = renderApp('/admin?tab=pedidos')
    const all = await screen.findByRole('checkbox', {
      name: 'Selecionar todos os pedidos da página',
    })

    await user.click(box('00000001'))
    expect(all).toBePartiallyChecked()
    await user.click(all)
    expect(all).toBeChecked()
    expect(screen.getByRole('button', { name: 'Imprimir selecionados (20)' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Próxima' }))
    await screen.findByRole('rowheader', { name: '#00000021' })
    expect(
      screen.getByRole('checkbox', { name: 'Selecionar todos os pedidos da página' }),
    ).not.toBeChecked()
    await user.click(box('00000021'))
    expect(screen.getByRole('button', { name: 'Imprimir selecionados (21)' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Anterior' }))
    await screen.findByRole('rowheader', { name: '#00000001' })
    await user.click(
      screen.getByRole('checkbox', { name: 'Selecionar todos os pedidos da página' }),
    )
    expect(box('00000001')).not.toBeChecked()
    expect(screen.getByRole('button', { name: 'Imprimir selecionados (1)' })).toBeInTheDocument()
  })
})

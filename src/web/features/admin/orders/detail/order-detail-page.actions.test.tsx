import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it, vi } from 'vitest'
import { renderApp } from '#web/testing/render.tsx'
import { makeOrderDetail, stubOrdersApi } from '#web/testing/admin/orders-fixtures.ts'

const order = makeOrderDetail({ status: 'pago' })
const at = `/api/admin/orders/${order.id}` as const

async function openDetail(path = `/admin/pedidos/${order.id}`) {
  const api = stubOrdersApi({ orders: [order] })
  const view = renderApp(path)
  await screen.findByRole('heading', { level: 1, name: 'Pedido #aaaaaaaa' })
  return { ...view, ...api }
}

const status = () => screen.getByRole('combobox', { name: 'Status do pedido #aaaaaaaa' })
const tracking = () =>
  screen.getByRole('textbox', { name: 'Código de rastreio do pedido #aaaaaaaa' })

describe('order detail: the actions of the list', () => {
  it('changes the status, with a toast, and shows the order as the server has it', async () => {
    const { user, sent, calls } = await openDetail()

    await user.selectOptions(status(), 'Entregue')

    expect(sent(`PATCH ${at}/status`)).toEqual([{ status: 'entregue' }])
    expect(
      await screen.findByText('Status do pedido #aaaaaaaa alterado para Entregue.'),
    ).toBeInTheDocument()
    await waitFor(() => expect(calls(`GET ${at}`)).toHaveLength(2))
    await waitFor(() => expect(status()).toHaveDisplayValue('Entregue'))
  })

  it("asks before 'Enviado' without a tracking code here too", async () => {
    const { user, calls } = await openDetail()

    await user.selectOptions(status(), 'Enviado')
    const dialog = screen.getByRole('dialog', { name: 'Marcar como Enviado sem rastreio?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))

    expect(status()).toHaveDisplayValue('Pago')
    expect(calls(`PATCH ${at}/status`)).toHaveLength(0)
  })

  it('saves a tracking code, with a toast', async () => {
    const { user, sent } = await openDetail()

    await user.type(tracking(), 'BR987654321BR{Enter}')

    expect(sent(`PUT ${at}/tracking`)).toEqual([{ trackingCode: 'BR987654321BR' }])
    // sonner fades a toast in once mounted (an effect, a frame after it is drawn).
    const toast = await screen.findByText('Código de rastreio do pedido #aaaaaaaa salvo.')
    await waitFor(() => expect(toast).toBeVisible())
    await waitFor(() => expect(tracking()).toHaveAccessibleDescription('Atual: BR987654321BR'))
    expect(status()).toHaveDisplayValue('Enviado')
  })

  it('deletes after asking, then goes back to the list it came from, with a toast', async () => {
    const { user, router, calls } = await openDetail()
    // Opened from the list filtered by 'Pago'.
    await router.navigate(`/admin/pedidos/${order.id}`, {
      state: { listSearch: '?tab=pedidos&status=pago' },
    })

    await user.click(screen.getByRole('button', { name: 'Excluir' }))
    const dialog = screen.getByRole('dialog', { name: 'Excluir pedido' })
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }))

    expect(await screen.findByText('Pedido excluído com sucesso!')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.search).toBe('?tab=pedidos&status=pago'))
    expect(router.state.location.pathname).toBe('/admin')
    expect(await screen.findByText('Nenhum pedido encontrado.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Pago (0)' })).toHaveAttribute('aria-pressed', 'true')
    // The deleted order's page was not asked for again on its way out.
    expect(calls(`GET ${at}`)).toHaveLength(1)
    expect(screen.queryByText('Pedido não encontrado')).toBeNull()
  })

  it("'Imprimir' opens its packing slip", async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    const { user, router } = await openDetail()

    await user.click(screen.getByRole('link', { name: 'Imprimir' }))

    expect(await screen.findByRole('article', { name: 'Pedido #aaaaaaaa' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin/pedidos/imprimir')
    await waitFor(() => expect(print).toHaveBeenCalledOnce())
  })
})

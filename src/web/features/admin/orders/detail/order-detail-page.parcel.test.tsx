import { screen, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { renderApp } from '#web/testing/render.tsx'
import { makeOrderDetail, stubOrdersApi } from '#web/testing/admin/orders-fixtures.ts'
import type { AdminOrderDetail } from '#web/features/admin/orders/order-queries.ts'

/** Shipped, then withdrawn: the parcel is on its way back. */
const shipped = makeOrderDetail({
  status: 'enviado',
  trackingCode: 'BR123456789BR',
  withdrawalRequested: true,
  withdrawal: { requestedAt: '2026-03-11T12:00:00.000Z', mode: 'return', reason: null },
  canMarkReturned: true,
})
const at = `/api/admin/orders/${shipped.id}` as const

async function openDetail(order: AdminOrderDetail) {
  const api = stubOrdersApi({ orders: [order] })
  const view = renderApp(`/admin/pedidos/${order.id}`)
  await screen.findByRole('heading', { level: 1, name: 'Pedido #aaaaaaaa' })
  return { ...view, ...api }
}

const button = (name: string) => screen.getByRole('button', { name })
const movements = () =>
  within(screen.getByRole('region', { name: 'Movimentações de estoque' }))
    .getAllByRole('row')
    .map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent))

describe("order detail: 'Produto devolvido'", () => {
  it('asks first, then says when the parcel came back and the units it put back', async () => {
    const { user, calls } = await openDetail(shipped)

    await user.click(button('Produto devolvido'))
    const dialog = screen.getByRole('dialog', { name: 'O pacote voltou?' })
    expect(dialog).toHaveAccessibleDescription(
      'As peças de estoque deste pedido voltam para a prateleira (Movimentações de estoque).',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }))

    expect(await screen.findByText('Produto devolvido em 12/03/2026')).toBeInTheDocument()
    expect(calls(`POST ${at}/returned`)).toHaveLength(1)
    expect(screen.queryByRole('button', { name: 'Produto devolvido' })).toBeNull()
    expect(movements().at(-1)).toEqual([
      'Capa de Volante',
      '+2',
      'Produto devolvido',
      '12/03/2026, 10:00',
    ])
  })

  it('sends nothing when cancelled, focus back on its button', async () => {
    const { user, calls } = await openDetail(shipped)

    await user.click(button('Produto devolvido'))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }))

    expect(screen.queryByRole('dialog')).toBeNull()
    expect(button('Produto devolvido')).toHaveFocus()
    expect(calls(`POST ${at}/returned`)).toHaveLength(0)
  })

  it('is not offered when nothing left with a parcel', async () => {
    await openDetail({ ...shipped, canMarkReturned: false })

    expect(screen.queryByRole('button', { name: 'Produto devolvido' })).toBeNull()
  })
})

describe("order detail: 'Produção iniciada'", () => {
  const custom = makeOrderDetail({ status: 'pago', hasCustomWork: true })

  it('is offered for custom work, asks first, then shows the date', async () => {
    const { user, calls } = await openDetail(custom)

    await user.click(button('Produção iniciada'))
    const dialog = screen.getByRole('dialog', { name: 'Marcar a produção como iniciada?' })
    expect(dialog).toHaveAccessibleDescription(
      'Depois disso o cliente não pode mais desistir da compra pelo site; ele vê a data em "Seus Pedidos".',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }))

    expect(await screen.findByText('Produção iniciada em 12/03/2026')).toBeInTheDocument()
    expect(calls(`POST ${at}/production-started`)).toHaveLength(1)
    expect(screen.queryByRole('button', { name: 'Produção iniciada' })).toBeNull()
  })

  it.each([
    ['without custom work', { hasCustomWork: false }],
    ['on a cancelled order', { status: 'cancelado' as const }],
    ['once started', { productionStartedAt: '2026-03-11T12:00:00.000Z' }],
  ])('is not offered %s', async (_case, change: Partial<AdminOrderDetail>) => {
    await openDetail({ ...custom, ...change })

    expect(screen.getByRole('button', { name: 'Excluir' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Produção iniciada' })).toBeNull()
  })

  it('says when production started', async () => {
    await openDetail({ ...custom, productionStartedAt: '2026-03-11T12:00:00.000Z' })

    expect(screen.getByText('Produção iniciada em 11/03/2026')).toBeInTheDocument()
  })
})

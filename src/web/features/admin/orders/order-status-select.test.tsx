import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { renderApp } from '#web/testing/render.tsx'
import { makeOrder, stubOrdersApi } from '#web/testing/admin/orders-fixtures.ts'

const paid = makeOrder({ status: 'pago' })
const route = `PATCH /api/admin/orders/${paid.id}/status` as const

async function openOrders(orders = [paid], path = '/admin?tab=pedidos') {
  const api = stubOrdersApi({ orders })
  const view = renderApp(path)
  await screen.findByRole('table', { name: 'Pedidos' })
  return { ...view, ...api }
}

const statusOf = (shortId: string) =>
  screen.getByRole('combobox', { name: `Status do pedido #${shortId}` })

describe("the order's status select: 'Enviado' without a tracking code", () => {
  it('asks first; Cancelar keeps the status and sends nothing', async () => {
    const { user, calls } = await openOrders()

    await user.selectOptions(statusOf('aaaaaaaa'), 'Enviado')

    const dialog = screen.getByRole('dialog', { name: 'Marcar como Enviado sem rastreio?' })
    expect(dialog).toHaveAccessibleDescription(/O pedido #aaaaaaaa não tem código de rastreio/)
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))

    expect(screen.queryByRole('dialog')).toBeNull()
    expect(statusOf('aaaaaaaa')).toHaveDisplayValue('Pago')
    expect(statusOf('aaaaaaaa')).toHaveFocus()
    expect(calls(route)).toHaveLength(0)
  })

  it("'Marcar como Enviado' sends it and confirms with a toast", async () => {
    const { user, sent } = await openOrders()

    await user.selectOptions(statusOf('aaaaaaaa'), 'Enviado')
    const dialog = screen.getByRole('dialog', { name: 'Marcar como Enviado sem rastreio?' })
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como Enviado' }))

    expect(
      await screen.findByText('Status do pedido #aaaaaaaa alterado para Enviado.'),
    ).toBeInTheDocument()
    expect(sent(route)).toEqual([{ status: 'enviado' }])
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(statusOf('aaaaaaaa')).toHaveDisplayValue('Enviado'))
  })

  it('does not ask when the order already has a tracking code', async () => {
    const { user, sent } = await openOrders([makeOrder({ status: 'pago', trackingCode: 'BR1' })])

    await user.selectOptions(statusOf('aaaaaaaa'), 'Enviado')

    expect(screen.queryByRole('dialog')).toBeNull()
    expect(sent(route)).toEqual([{ status: 'enviado' }])
    expect(
      await screen.findByText('Status do pedido #aaaaaaaa alterado para Enviado.'),
    ).toBeInTheDocument()
  })

  it('still confirms a change that takes the order out of the filtered list', async () => {
    const { user } = await openOrders([paid], '/admin?tab=pedidos&status=pago')

    await user.selectOptions(statusOf('aaaaaaaa'), 'Entregue')

    expect(
      await screen.findByText('Status do pedido #aaaaaaaa alterado para Entregue.'),
    ).toBeInTheDocument()
    expect(await screen.findByText('Nenhum pedido encontrado.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Entregue (1)' })).toBeInTheDocument()
  })
})

describe("the order's status select: a refunded order moved on (issue 57)", () => {
  const refunded = makeOrder({ status: 'cancelado', refunded: true, paymentStatus: 'refunded' })

  it('asks first, saying what it means; Cancelar sends nothing', async () => {
    const { user, calls } = await openOrders([refunded])

    await user.selectOptions(statusOf('aaaaaaaa'), 'Pago')

    const dialog = screen.getByRole('dialog', { name: 'Reabrir um pedido reembolsado?' })
    expect(dialog).toHaveAccessibleDescription(
      /foi reembolsado: o dinheiro já voltou ao cliente. Marcar como Pago não cobra de novo/,
    )
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    expect(statusOf('aaaaaaaa')).toHaveDisplayValue('Cancelado')
    expect(calls(route)).toHaveLength(0)
  })

  it("'Marcar como Enviado' then asks about the missing tracking code before it sends", async () => {
    const { user, sent } = await openOrders([refunded])

    await user.selectOptions(statusOf('aaaaaaaa'), 'Enviado')
    const first = screen.getByRole('dialog', { name: 'Reabrir um pedido reembolsado?' })
    await user.click(within(first).getByRole('button', { name: 'Marcar como Enviado' }))
    const second = screen.getByRole('dialog', { name: 'Marcar como Enviado sem rastreio?' })
    expect(sent(route)).toEqual([])
    await user.click(within(second).getByRole('button', { name: 'Marcar como Enviado' }))

    expect(sent(route)).toEqual([{ status: 'enviado' }])
  })

  it('moves an order never refunded without asking', async () => {
    const { user, sent } = await openOrders([makeOrder({ status: 'cancelado' })])
    await user.selectOptions(statusOf('aaaaaaaa'), 'Pago')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(sent(route)).toEqual([{ status: 'pago' }])
  })
})

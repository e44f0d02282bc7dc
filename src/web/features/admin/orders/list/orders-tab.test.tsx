import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { ADMIN_ORDER_MESSAGES, reopenOutOfStockMessage } from '#domain/schemas/admin-orders.ts'
import { json, renderApp, serverError } from '#web/testing/render.tsx'
import { makeOrder, stubOrdersApi, type OrdersRoute } from '#web/testing/admin/orders-fixtures.ts'

const maria = {
  ...makeOrder(),
  lines: [
    { name: 'Capa de Volante', variantLabel: '38 cm / Vermelha', quantity: 2 },
    { name: 'Tapete Personalizado', variantLabel: '', quantity: 1 },
  ],
}
const joao = makeOrder({
  id: 'bbbbbbbb-0000-4000-8000-000000000002',
  customerName: 'Nome não disponível',
  customerEmail: null,
  status: 'pago',
  totalCents: 123450,
  trackingCode: 'BR111',
})
const at = (suffix = '') => `/api/admin/orders/${maria.id}${suffix}`
const conflict = (message: string) => () => json({ error: { code: 'conflict', message } }, 409)

async function openOrders(
  answers: Partial<Record<OrdersRoute, () => Response>> = {},
  orders = [maria, joao],
) {
  const api = stubOrdersApi({ orders, answers })
  const view = renderApp('/admin?tab=pedidos')
  await screen.findByRole('table', { name: 'Pedidos' })
  return { ...view, ...api }
}

const row = (shortId: string) =>
  within(screen.getByRole('rowheader', { name: `#${shortId}` }).closest('tr') as HTMLElement)
const statusOf = (shortId: string) =>
  screen.getByRole('combobox', { name: `Status do pedido #${shortId}` })
const trackingOf = (shortId: string) =>
  screen.getByRole('textbox', { name: `Código de rastreio do pedido #${shortId}` })

describe('admin Pedidos tab', () => {
  it('lists the orders with customer, total, status, tracking and delete', async () => {
    await openOrders()

    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent)
    expect(headers).toEqual([
      '',
      'Pedido',
      'Data',
      'Cliente',
      'Total',
      'Status',
      'Rastreio',
      'Ações',
    ])
    // What to pack, on the card under the customer (decision 046), each variant named (053).
    const lines = row('aaaaaaaa').getByRole('list', { name: 'Itens do pedido #aaaaaaaa' })
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['2 × Capa de Volante — 38 cm / Vermelha', '1 × Tapete Personalizado'])
    expect(row('aaaaaaaa').getByText('10/03/2026, 12:00')).toBeInTheDocument()
    // An unpaid PIX order says how long it has waited (a static code never expires by itself).
    expect(row('aaaaaaaa').getByText(/^Aguardando há \d+ dias$/)).toBeInTheDocument()
    expect(row('bbbbbbbb').queryByText(/^Aguardando há/)).toBeNull()
    expect(row('aaaaaaaa').getByText('Maria da Silva')).toBeInTheDocument()
    expect(row('aaaaaaaa').getByText('maria@example.com')).toBeInTheDocument()
    expect(row('aaaaaaaa').getByText('R$ 189,90')).toBeInTheDocument()
    expect(row('bbbbbbbb').getByText('Nome não disponível')).toBeInTheDocument()
    expect(row('bbbbbbbb').getByText('R$ 1.234,50')).toBeInTheDocument()
    expect(statusOf('aaaaaaaa')).toHaveDisplayValue('Aguardando Pagamento')
    expect(statusOf('bbbbbbbb')).toHaveDisplayValue('Pago')
    const labels = within(statusOf('aaaaaaaa')).getAllByRole('option')
    expect(labels.map((option) => option.textContent)).toEqual([
      'Aguardando Pagamento',
      'Processando Pagamento',
      'Pago',
      'Enviado',
      'Entregue',
      'Cancelado',
    ])
    expect(trackingOf('bbbbbbbb')).toHaveAccessibleDescription('Atual: BR111')
    expect(row('aaaaaaaa').getByRole('button', { name: 'Excluir' })).toBeInTheDocument()
    // Decision 030: the card's main action opens the order; 'Excluir' is the smaller, outlined one.
    const open = row('aaaaaaaa').getByRole('link', { name: 'Ver pedido #aaaaaaaa' })
    expect(open).toHaveAttribute('href', `/admin/pedidos/${maria.id}`)
    expect(open).toHaveTextContent('Ver pedido')
    expect(row('aaaaaaaa').getByRole('button', { name: 'Excluir' })).not.toHaveClass('bg-red-700')
    expect(screen.queryByText('Reembolso pendente')).toBeNull()
  })

  it("marks an order whose money arrived after it was cancelled: 'Reembolso pendente'", async () => {
    const refund = makeOrder({
      ...maria,
      status: 'cancelado',
      paymentStatus: 'approved',
      refundDue: true,
    })
    await openOrders({}, [refund, joao])

    expect(row('aaaaaaaa').getByText('Reembolso pendente')).toBeVisible()
    expect(row('bbbbbbbb').queryByText('Reembolso pendente')).toBeNull()
  })

  it('sends a new status and refreshes the list and the summary cards', async () => {
    const { user, sent, calls } = await openOrders()

    await user.selectOptions(statusOf('aaaaaaaa'), 'Entregue')

    expect(sent(`PATCH ${at('/status')}`)).toEqual([{ status: 'entregue' }])
    expect(
      await screen.findByText('Status do pedido #aaaaaaaa alterado para Entregue.'),
    ).toBeInTheDocument()
    await waitFor(() => expect(calls('GET /api/admin/summary')).toHaveLength(2))
    expect(calls('GET /api/admin/orders')).toHaveLength(2)
    await waitFor(() => expect(statusOf('aaaaaaaa')).toHaveDisplayValue('Entregue'))
    expect(statusOf('aaaaaaaa')).toBeEnabled()
  })

  it('tells when the status could not be changed and shows the old one again', async () => {
    const { user } = await openOrders({ [`PATCH ${at('/status')}`]: serverError })

    await user.selectOptions(statusOf('aaaaaaaa'), 'Cancelado')

    expect(
      await screen.findByText('Erro ao atualizar status do pedido. Tente novamente.'),
    ).toBeInTheDocument()
    await waitFor(() => expect(statusOf('aaaaaaaa')).toHaveDisplayValue('Aguardando Pagamento'))
    expect(screen.queryByText(/alterado para/)).toBeNull()
  })

  it("tells why a cancelled order cannot be reopened (the server's 409)", async () => {
    const message = reopenOutOfStockMessage('Capa de Volante', 0)
    const cancelled = makeOrder({ ...maria, status: 'cancelado' })
    const { user } = await openOrders({ [`PATCH ${at('/status')}`]: conflict(message) }, [
      cancelled,
    ])

    await user.selectOptions(statusOf('aaaaaaaa'), 'Pago')

    expect(await screen.findByText(message)).toBeInTheDocument()
    await waitFor(() => expect(statusOf('aaaaaaaa')).toHaveDisplayValue('Cancelado'))
  })
})

describe('admin Pedidos tab: tracking code', () => {
  it('saves the trimmed code on Enter, then clears the box', async () => {
    const { user, sent } = await openOrders()

    await user.type(trackingOf('aaaaaaaa'), '  BR123456789BR  {Enter}')

    expect(sent(`PUT ${at('/tracking')}`)).toEqual([{ trackingCode: 'BR123456789BR' }])
    expect(
      await screen.findByText('Código de rastreio do pedido #aaaaaaaa salvo.'),
    ).toBeInTheDocument()
    await waitFor(() => expect(trackingOf('aaaaaaaa')).toHaveValue(''))
    expect(await row('aaaaaaaa').findByText('Atual: BR123456789BR')).toBeInTheDocument()
    expect(statusOf('aaaaaaaa')).toHaveDisplayValue('Enviado')
  })

  it('ignores Enter in a blank box', async () => {
    const { user, calls } = await openOrders()

    await user.type(trackingOf('aaaaaaaa'), '{Enter}')
    await user.type(trackingOf('aaaaaaaa'), '   {Enter}')

    expect(calls(`PUT ${at('/tracking')}`)).toHaveLength(0)
    expect(trackingOf('aaaaaaaa')).toHaveValue('   ')
  })

  it('tells when the code could not be saved and keeps it in the box', async () => {
    const { user } = await openOrders({ [`PUT ${at('/tracking')}`]: serverError })

    await user.type(trackingOf('aaaaaaaa'), 'BR9{Enter}')

    expect(
      await screen.findByText('Erro ao atualizar código de rastreio. Tente novamente.'),
    ).toBeInTheDocument()
    expect(trackingOf('aaaaaaaa')).toHaveValue('BR9')
    expect(screen.queryByText(/salvo\./)).toBeNull()
  })

  it("tells that a cancelled order must be reopened first (the server's 409)", async () => {
    const message = ADMIN_ORDER_MESSAGES.trackingOnCancelled
    const cancelled = makeOrder({ ...maria, status: 'cancelado' })
    const { user } = await openOrders({ [`PUT ${at('/tracking')}`]: conflict(message) }, [
      cancelled,
    ])

    await user.type(trackingOf('aaaaaaaa'), 'BR9{Enter}')

    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(trackingOf('aaaaaaaa')).toHaveValue('BR9')
    expect(statusOf('aaaaaaaa')).toHaveDisplayValue('Cancelado')
  })
})

import { screen, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { renderApp } from '#web/testing/render.tsx'
import {
  makeOrderDetail,
  orderNotFound,
  stubOrdersApi,
} from '#web/testing/admin/orders-fixtures.ts'

const shipped = makeOrderDetail({
  status: 'enviado',
  paymentMethod: 'mercadopago',
  paymentStatus: 'approved',
  paymentId: '1234567890',
  trackingCode: 'BR123456789BR',
  discountCents: 0,
  totalCents: 21100,
  paidAt: '2026-03-10T15:10:00.000Z',
  shippingDate: '2026-03-11T13:00:00.000Z',
  timeline: [
    {
      fromStatus: null,
      toStatus: 'pendente',
      actor: 'customer',
      adminEmail: null,
      at: '2026-03-10T15:00:00.000Z',
    },
    {
      fromStatus: 'pendente',
      toStatus: 'pago',
      actor: 'payment_provider',
      adminEmail: null,
      at: '2026-03-10T15:10:00.000Z',
    },
    {
      fromStatus: 'pago',
      toStatus: 'enviado',
      actor: 'owner',
      adminEmail: 'chefe@example.com',
      at: '2026-03-11T13:00:00.000Z',
    },
    {
      fromStatus: 'enviado',
      toStatus: 'cancelado',
      actor: 'owner',
      adminEmail: null,
      at: '2026-03-12T13:00:00.000Z',
    },
    {
      fromStatus: 'cancelado',
      toStatus: 'enviado',
      actor: 'job',
      adminEmail: null,
      at: '2026-03-13T13:00:00.000Z',
    },
  ],
  movements: [
    {
      productId: 'p-capa',
      productName: 'Capa de Volante',
      quantity: -2,
      reason: 'sale',
      at: '2026-03-10T15:00:00.000Z',
    },
    {
      productId: 'p-capa',
      productName: 'Capa de Volante',
      quantity: 2,
      reason: 'cancel',
      at: '2026-03-12T13:00:00.000Z',
    },
  ],
})
const path = `/admin/pedidos/${shipped.id}`

async function openDetail(order = shipped) {
  stubOrdersApi({ orders: [order] })
  const view = renderApp(path)
  await screen.findByRole('heading', { level: 1, name: `Pedido #${order.shortId}` })
  return view
}

const region = (name: string) => within(screen.getByRole('region', { name }))
/** The value beside a label of a section's description list, spaces as typed. */
const valueIn = (section: string, label: string) =>
  region(section)
    .getByText(label, { selector: 'dt' })
    .nextElementSibling?.textContent?.replace(/\u00a0/g, ' ')

describe('order detail (/admin/pedidos/:id)', () => {
  it('says how long an unpaid PIX order has waited', async () => {
    await openDetail({ ...shipped, status: 'pendente', paymentMethod: 'pix' })
    expect(screen.getByText(/^Aguardando há \d+ dias$/)).toBeVisible()
  })

  it('shows the order number, its date, and its status and tracking to change', async () => {
    await openDetail()

    const heading = screen.getByRole('heading', { level: 1 })
    expect(heading.nextElementSibling).toHaveTextContent('Feito em 10/03/2026, 12:00')
    // Shipped: nothing waits on it.
    expect(screen.queryByText(/^Aguardando há/)).toBeNull()
    expect(screen.getByRole('combobox', { name: 'Status do pedido #aaaaaaaa' })).toHaveDisplayValue(
      'Enviado',
    )
    expect(screen.getByLabelText('Status')).toBe(
      screen.getByRole('combobox', { name: 'Status do pedido #aaaaaaaa' }),
    )
    expect(screen.getByLabelText('Código de rastreio')).toHaveAccessibleDescription(
      'Atual: BR123456789BR',
    )
    expect(screen.getByRole('button', { name: 'Excluir' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Imprimir' })).toHaveAttribute(
      'href',
      `/admin/pedidos/imprimir?ids=${shipped.id}`,
    )
  })

  it('lists the items: picture, name, quantity, unit price and line total; made-to-order marked', async () => {
    await openDetail()

    const [capa, painel] = region('Itens').getAllByRole('listitem') as [HTMLElement, HTMLElement]
    expect(capa.querySelector('img')).toHaveAttribute('src', '/images/capa.jpg')
    expect(within(capa).getByText('Capa de Volante')).toBeInTheDocument()
    expect(within(capa).getByText('2 × R$ 50,00')).toBeInTheDocument()
    expect(within(capa).getByText('R$ 100,00')).toBeInTheDocument()
    expect(within(capa).queryByText('Sob encomenda')).toBeNull()
    expect(within(painel).getByRole('img', { name: 'Sem imagem' })).toBeInTheDocument()
    expect(within(painel).getByText('Sob encomenda')).toBeInTheDocument()
    expect(
      within(painel).getByText('Termos aceitos (versão 2026-01) em 10/03/2026, 11:55'),
    ).toBeInTheDocument()
    expect(within(painel).getByText('1 × R$ 111,00')).toBeInTheDocument()
  })

  it('shows the money, the payment, the address, the customer and the chat link', async () => {
    await openDetail()

    expect(valueIn('Valores', 'Subtotal')).toBe('R$ 211,00')
    expect(region('Valores').queryByText('Desconto PIX')).toBeNull()
    expect(valueIn('Valores', 'Frete')).toBe('R$ 0,00')
    expect(valueIn('Valores', 'Total')).toBe('R$ 211,00')
    expect(valueIn('Pagamento', 'Forma de pagamento')).toBe('Cartão de crédito (Mercado Pago)')
    expect(valueIn('Pagamento', 'Status do pagamento')).toBe('Aprovado')
    expect(valueIn('Pagamento', 'ID do pagamento')).toBe('1234567890')
    expect(valueIn('Pagamento', 'Pago em')).toBe('10/03/2026, 12:10')

    const address = screen.getByRole('region', { name: 'Entrega' }).querySelector('address')
    expect([...(address?.children ?? [])].map((line) => line.textContent)).toEqual([
      'Maria da Silva',
      'Avenida Paulista, 1000',
      'Apto 12',
      'Bela Vista',
      'São Paulo/SP',
      'CEP 01310-100',
    ])
    expect(valueIn('Entrega', 'Código de rastreio')).toBe('BR123456789BR')
    expect(valueIn('Entrega', 'Enviado em')).toBe('11/03/2026, 10:00')

    expect(valueIn('Cliente', 'Nome')).toBe('Maria da Silva')
    expect(valueIn('Cliente', 'Email')).toBe('maria@example.com')
    expect(valueIn('Cliente', 'WhatsApp')).toBe('(11) 98765-4321')
    const chat = region('Cliente').getByRole('link', { name: 'Conversar no WhatsApp' })
    expect(chat).toHaveAttribute('href', shipped.customer.chatUrl)
    expect(chat).toHaveAttribute('target', '_blank')
    expect(chat).toHaveAttribute('rel', expect.stringContaining('noopener'))
  })

  it('shows the PIX discount of a PIX order', async () => {
    await openDetail(makeOrderDetail())

    expect(valueIn('Valores', 'Desconto PIX')).toBe('-R$ 21,10')
    expect(valueIn('Valores', 'Total')).toBe('R$ 189,90')
    expect(valueIn('Pagamento', 'Forma de pagamento')).toBe('PIX')
    expect(valueIn('Pagamento', 'ID do pagamento')).toBe('Não há')
    expect(valueIn('Pagamento', 'Pago em')).toBe('Ainda não pago')
  })

  it('tells who moved the order and when, and the stock it moved', async () => {
    await openDetail()

    const entries = region('Histórico de status')
      .getAllByRole('listitem')
      .map((entry) => entry.textContent)
    expect(entries).toEqual([
      'Pedido criado: Aguardando PagamentoCliente · 10/03/2026, 12:00',
      'Aguardando Pagamento → PagoMercado Pago · 10/03/2026, 12:10',
      'Pago → EnviadoLoja (chefe@example.com) · 11/03/2026, 10:00',
      'Enviado → CanceladoLoja · 12/03/2026, 10:00',
      'Cancelado → EnviadoSistema · 13/03/2026, 10:00',
    ])

    const rows = region('Movimentações de estoque')
      .getAllByRole('row')
      .map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent))
    expect(rows).toEqual([
      ['Produto', 'Quantidade', 'Motivo', 'Quando'],
      ['Capa de Volante', '−2', 'Venda', '10/03/2026, 12:00'],
      ['Capa de Volante', '+2', 'Pedido cancelado', '12/03/2026, 10:00'],
    ])
    // On a phone each movement is a card of stacked rows, each value named by its column (decision 030).
    const cells = region('Movimentações de estoque').getAllByRole('cell')
    expect(cells.slice(0, 3).map((cell) => cell.dataset.label)).toEqual([
      'Quantidade',
      'Motivo',
      'Quando',
    ])
  })

  it("says 'Pedido não encontrado' for an unknown order, with the way back to Pedidos", async () => {
    const id = 'ffffffff-0000-4000-8000-000000000009'
    stubOrdersApi({ answers: { [`GET /api/admin/orders/${id}`]: orderNotFound } })
    renderApp(`/admin/pedidos/${id}`)

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pedido não encontrado' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Voltar para Pedidos' })).toHaveAttribute(
      'href',
      '/admin?tab=pedidos',
    )
  })

  it("is opened from the list, and 'Voltar para Pedidos' returns to the list as it was", async () => {
    stubOrdersApi({ orders: [shipped] })
    const { user, router } = renderApp('/admin?tab=pedidos&status=enviado&q=maria')

    await user.click(await screen.findByRole('link', { name: '#aaaaaaaa' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pedido #aaaaaaaa' }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(path)

    await user.click(screen.getByRole('link', { name: 'Voltar para Pedidos' }))
    expect(await screen.findByRole('button', { name: 'Enviado (1)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(router.state.location.search).toBe('?tab=pedidos&status=enviado&q=maria')
    expect(screen.getByRole('searchbox', { name: 'Buscar pedido' })).toHaveValue('maria')
  })
})

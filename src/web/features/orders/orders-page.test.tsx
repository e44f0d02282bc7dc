import { screen, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { CUSTOMER, renderApp, stubApi } from '#web/testing/render.tsx'
import { makeOrder, ordersHandler } from '#web/testing/orders-fixtures.ts'

const block = (shortId: string) =>
  within(screen.getByRole('article', { name: `Pedido #${shortId}` }))

async function open() {
  const view = renderApp('/orders')
  await screen.findByRole('heading', { name: 'Seus Pedidos' })
  return view
}

describe('orders page', () => {
  it('shows one block per order: id, date, status, items, total, method, tracking code', async () => {
    const pix = makeOrder({ id: 'aaaa1111-0000-4000-8000-000000000001' })
    const card = makeOrder({
      id: 'bbbb2222-0000-4000-8000-000000000002',
      status: 'enviado',
      paymentMethod: 'mercadopago',
      pixCode: null,
      totalCents: 18990,
      trackingCode: 'BR123456789BR',
      createdAt: '2026-01-10T02:00:00.000Z', // still 9 January in Brasília
      items: [
        {
          productId: 'p',
          name: 'Tapete',
          variantLabel: '',
          image: '/t.svg',
          quantity: 1,
          unitPriceCents: 18990,
        },
      ],
    })
    stubApi({ user: CUSTOMER, handler: ordersHandler([pix, card]) })
    await open()

    const articles = await screen.findAllByRole('article')
    expect(articles.map((a) => within(a).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Pedido #aaaa1111',
      'Pedido #bbbb2222',
    ])
    const first = block('aaaa1111')
    expect(first.getByText('01/02/2026')).toBeInTheDocument()
    expect(first.getByText('Aguardando Pagamento')).toHaveClass('bg-yellow-100')
    expect(first.getByRole('img', { name: 'Capa de Volante' })).toHaveAttribute('src', '/v.svg')
    expect(first.getByText('2 x R$ 189,90')).toBeInTheDocument()
    expect(first.getByText('1 x R$ 49,90')).toBeInTheDocument()
    expect(first.getByText('R$ 386,73')).toBeInTheDocument()
    expect(first.getByText('PIX')).toBeInTheDocument()
    expect(first.queryByText('Código de rastreio')).toBeNull()

    const second = block('bbbb2222')
    expect(second.getByText('09/01/2026')).toBeInTheDocument()
    expect(second.getByText('Enviado')).toHaveClass('bg-purple-100')
    expect(second.getByText('Cartão de crédito (Mercado Pago)')).toBeInTheDocument()
    expect(second.getByText('BR123456789BR')).toBeInTheDocument()
    expect(second.getAllByText('R$ 189,90')).toHaveLength(1)
    expect(second.getByText('1 x R$ 189,90')).toBeInTheDocument()
  })

  it.each([
    ['pendente', 'Aguardando Pagamento', 'bg-yellow-100', 'Pagar agora'],
    ['processando', 'Processando Pagamento', 'bg-blue-100', 'Tentar pagamento novamente'],
    ['pago', 'Pago', 'bg-green-100', null],
    ['enviado', 'Enviado', 'bg-purple-100', null],
    ['entregue', 'Entregue', 'bg-green-100', null],
    ['cancelado', 'Cancelado', 'bg-red-100', null],
    ['extraviado', 'Status Desconhecido', 'bg-stone-100', null],
  ])('shows %s as %s (%s), retry: %s', async (status, label, colour, retry) => {
    const order = makeOrder({ status: status as 'pago' })
    stubApi({ user: CUSTOMER, handler: ordersHandler([order]) })
    await open()

    const card = within(await screen.findByRole('article'))
    expect(card.getByText(label)).toHaveClass(colour)
    expect(card.queryAllByRole('button').map((b) => b.textContent)).toEqual(retry ? [retry] : [])
  })

  it("shows 'Você ainda não fez nenhum pedido.' with a way back to the store", async () => {
    stubApi({ user: CUSTOMER, handler: ordersHandler([]) })
    await open()

    expect(await screen.findByText('Você ainda não fez nenhum pedido.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Continuar Comprando' })).toHaveAttribute('href', '/')
  })

  it("shows 'Erro ao carregar pedidos' and loads again on 'Tentar Novamente'", async () => {
    let failing = true
    stubApi({ user: CUSTOMER, handler: ordersHandler([makeOrder()], () => failing) })
    const { user } = await open()

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Erro ao carregar pedidos')
    failing = false
    await user.click(within(alert).getByRole('button', { name: 'Tentar Novamente' }))
    expect(await screen.findByRole('article')).toBeInTheDocument()
    expect(screen.queryByText('Erro ao carregar pedidos')).toBeNull()
  })
})

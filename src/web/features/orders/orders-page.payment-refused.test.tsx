import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { handlers } from '#web/testing/auth-fixtures.ts'
import { CUSTOMER, renderApp, stubApi } from '#web/testing/render.tsx'
import {
  CHECKOUT_URL,
  makeRefusedCardOrder,
  ordersHandler,
  retryHandler,
  stubLocationAssign,
} from '#web/testing/orders-fixtures.ts'

// Decision 027: a card order whose payment was refused says so, and offers the retry while it lives.
async function open() {
  const view = renderApp('/orders')
  await screen.findByRole('heading', { name: 'Seus Pedidos' })
  return view
}

const NOTE = 'O pagamento com cartão não foi aprovado e nenhum valor foi cobrado.'

describe('a refused card payment in /orders', () => {
  it("says 'Pagamento recusado' in words, and the retry opens a new checkout", async () => {
    const order = makeRefusedCardOrder()
    const fetchMock = stubApi({
      user: CUSTOMER,
      handler: handlers(ordersHandler([order]), retryHandler(order.id)),
    })
    const assign = stubLocationAssign()
    const { user } = await open()

    const card = within(await screen.findByRole('article'))
    expect(card.getByText('Pagamento recusado')).toBeInTheDocument()
    expect(card.queryByText('Processando Pagamento')).toBeNull()
    expect(card.getByText(NOTE, { exact: false })).toBeInTheDocument()
    // Until when the order waits for another try (its checkout's end), in Brasília time.
    expect(
      card.getByText('O pedido fica reservado até 27/11/2026, 12:30', { exact: false }),
    ).toBeInTheDocument()

    await user.click(card.getByRole('button', { name: 'Tentar pagamento novamente' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL))
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')
    expect(posts.map(([input]) => String(input))).toEqual([`/api/orders/${order.id}/retry-payment`])
  })

  it("offers 'Tentar pagamento novamente' for a refused order still 'pendente' too", async () => {
    stubApi({
      user: CUSTOMER,
      handler: ordersHandler([makeRefusedCardOrder({ status: 'pendente' })]),
    })
    await open()
    const card = within(await screen.findByRole('article'))
    expect(card.getByText('Pagamento recusado')).toBeInTheDocument()
    expect(card.getByRole('button', { name: 'Tentar pagamento novamente' })).toBeInTheDocument()
    expect(card.queryByRole('button', { name: 'Pagar agora' })).toBeNull()
  })

  it.each([
    ['pago', 'approved', 'Pago'],
    ['cancelado', 'rejected', 'Cancelado'],
  ] as const)('not for a %s card order (payment %s)', async (status, paymentStatus, label) => {
    const order = makeRefusedCardOrder({ status, paymentStatus, paymentRefused: false })
    stubApi({ user: CUSTOMER, handler: ordersHandler([order]) })
    await open()
    const card = within(await screen.findByRole('article'))
    expect(card.getByText(label)).toBeInTheDocument()
    expect(card.queryByText('Pagamento recusado')).toBeNull()
    expect(card.queryByText(NOTE, { exact: false })).toBeNull()
    expect(card.queryByRole('button', { name: 'Tentar pagamento novamente' })).toBeNull()
  })

  it('not for a card order whose payment is still being processed', async () => {
    const order = makeRefusedCardOrder({ paymentStatus: 'in_process', paymentRefused: false })
    stubApi({ user: CUSTOMER, handler: ordersHandler([order]) })
    await open()
    const card = within(await screen.findByRole('article'))
    expect(card.getByText('Processando Pagamento')).toBeInTheDocument()
    expect(card.queryByText('Pagamento recusado')).toBeNull()
  })
})

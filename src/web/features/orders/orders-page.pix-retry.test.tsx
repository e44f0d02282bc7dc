import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { apiError, handlers, sentBodies } from '#web/testing/auth-fixtures.ts'
import { CUSTOMER, renderApp, requestedPaths, serverError, stubApi } from '#web/testing/render.tsx'
import {
  LIVE_PIX_CODE,
  liveCharge,
  makeUnpaidPixOrder,
  ordersHandler,
  PIX_START_FAILED,
  pixRetryHandler,
} from '#web/testing/orders-fixtures.ts'

async function open() {
  const view = renderApp('/orders')
  await screen.findByRole('heading', { name: 'Seus Pedidos' })
  return view
}

const listReads = (fetchMock: ReturnType<typeof stubApi>) =>
  requestedPaths(fetchMock).filter((path) => path === '/api/orders').length

describe("/orders, 'Pagar novamente' of a PIX order (issue 19)", () => {
  it.each([
    ['failed', 'O código PIX deste pedido não foi gerado.'],
    ['expired', 'Este código PIX expirou.'],
  ] as const)('%s: says so, then shows the code the shop answers', async (pixStatus, note) => {
    const order = makeUnpaidPixOrder(pixStatus)
    const orders = [order]
    const retry = pixRetryHandler(order.id)
    const fetchMock = stubApi({ user: CUSTOMER, handler: handlers(ordersHandler(orders), retry) })
    const { user } = await open()
    const card = within(await screen.findByRole('article'))
    expect(card.getByText(note)).toBeInTheDocument()
    expect(card.queryByRole('textbox', { name: 'PIX Copia e Cola' })).toBeNull()
    const before = listReads(fetchMock)

    // The server now has a live charge: the list read after the retry says so too.
    const pix = liveCharge(order.id)
    orders[0] = { ...order, pixStatus: 'live', pix, pixCode: pix.code }
    await user.click(card.getByRole('button', { name: 'Pagar novamente' }))

    const code = await card.findByRole('textbox', { name: 'PIX Copia e Cola' })
    expect(code).toHaveValue(LIVE_PIX_CODE)
    expect(code).toHaveFocus()
    expect(card.getByRole('timer')).toHaveTextContent(/^O código expira em (30:00|29:5\d)$/)
    expect(card.getByText('Valor do PIX:')).toHaveTextContent('Valor do PIX: R$ 386,73')
    expect(card.queryByText(note)).toBeNull()
    expect(card.queryByRole('alert')).toBeNull()
    expect(sentBodies(fetchMock, 'POST', `/api/orders/${order.id}/retry-payment`)).toHaveLength(1)
    await waitFor(() => expect(listReads(fetchMock)).toBeGreaterThan(before))
  })

  it.each([
    [
      'Mercado Pago is down',
      () => apiError(409, 'payment-start-failed', PIX_START_FAILED),
      PIX_START_FAILED,
    ],
    [
      'the order was paid meanwhile',
      () => apiError(409, 'not-payable', 'Este pedido não está aguardando pagamento.'),
      'Este pedido não está aguardando pagamento.',
    ],
    [
      'the server failed',
      serverError,
      'Erro ao tentar novo pagamento. Por favor, tente novamente.',
    ],
  ])("%s: shows the reason in an alert, 'Pagar novamente' stays", async (_, answer, message) => {
    const order = makeUnpaidPixOrder('expired')
    stubApi({
      user: CUSTOMER,
      handler: handlers(ordersHandler([order]), pixRetryHandler(order.id, answer)),
    })
    const { user } = await open()
    const card = within(await screen.findByRole('article'))

    await user.click(card.getByRole('button', { name: 'Pagar novamente' }))

    expect(await card.findByRole('alert')).toHaveTextContent(message)
    await waitFor(() => expect(card.getByRole('button', { name: 'Pagar novamente' })).toBeEnabled())
    expect(card.queryByRole('textbox', { name: 'PIX Copia e Cola' })).toBeNull()
  })
})

import { act, screen, waitFor, within } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { handlers } from '#web/testing/auth-fixtures.ts'
import { CUSTOMER, renderApp, requestedPaths, stubApi } from '#web/testing/render.tsx'
import {
  LIVE_PIX_CODE,
  makeLiveOrder,
  makeOrder,
  ordersHandler,
} from '#web/testing/orders-fixtures.ts'

// The clock and the timers are faked but still move with real time: the test jumps ahead when it
// says so (the countdown's seconds, the 5 s between reads), React Query and user-event run alone.
function fakeClock() {
  vi.useFakeTimers({
    toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    shouldAdvanceTime: true,
  })
}

afterEach(() => {
  vi.useRealTimers()
})

async function open() {
  const view = renderApp('/orders')
  await screen.findByRole('heading', { name: 'Seus Pedidos' })
  return view
}

const listReads = (fetchMock: ReturnType<typeof stubApi>) =>
  requestedPaths(fetchMock).filter((path) => path === '/api/orders').length

describe('/orders, a PIX order with a dynamic charge (issue 19)', () => {
  it('shows the live code, its amount and the time left, without a click', async () => {
    const order = makeLiveOrder()
    stubApi({ user: CUSTOMER, handler: ordersHandler([order]) })
    await open()

    const card = within(await screen.findByRole('article'))
    expect(card.getByRole('textbox', { name: 'PIX Copia e Cola' })).toHaveValue(LIVE_PIX_CODE)
    expect(card.getByText('Valor do PIX:')).toHaveTextContent('Valor do PIX: R$ 386,73')
    expect(card.getByRole('timer')).toHaveTextContent(/^O código expira em (30:00|29:5\d)$/)
    expect(card.getByText(/^Válido até/)).toHaveTextContent(/^Válido até \d\d:\d\d$/)
    expect(card.getByRole('button', { name: 'Copiar' })).toBeInTheDocument()
    expect(card.queryByRole('button', { name: 'Pagar agora' })).toBeNull()
    expect(card.queryByRole('button', { name: 'Pagar novamente' })).toBeNull()
    expect(card.queryByRole('link', { name: /Pagar no PIX simulado/ })).toBeNull()
  })

  it("links to the simulated provider's page in a new tab", async () => {
    const order = makeLiveOrder({}, { simulated: true })
    stubApi({ user: CUSTOMER, handler: ordersHandler([order]) })
    await open()

    const link = await screen.findByRole('link', { name: /^Pagar no PIX simulado/ })
    expect(link).toHaveAttribute('href', `/api/payments/simulated/pix/${order.id}`)
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it("reads the orders again every 5 s while a charge waits, until it shows 'Pago'", async () => {
    fakeClock()
    const live = makeLiveOrder()
    const orders = [live, makeOrder({ status: 'enviado', paymentMethod: 'mercadopago' })]
    const fetchMock = stubApi({ user: CUSTOMER, handler: ordersHandler(orders) })
    await open()
    const card = within(await screen.findByRole('article', { name: `Pedido #${live.shortId}` }))
    const before = listReads(fetchMock)

    await act(async () => {
      await vi.advanceTimersByTimeAsync(4_000)
    })
    expect(listReads(fetchMock)).toBe(before)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000)
    })
    await waitFor(() => expect(listReads(fetchMock)).toBe(before + 1))
    expect(card.getByText('Aguardando Pagamento')).toBeInTheDocument()

    // The bank paid: the next read turns it 'Pago', without a reload, and the reads stop.
    orders[0] = { ...live, status: 'pago', paymentStatus: 'aprovado', pix: null, pixCode: null }
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000)
    })
    expect(await card.findByText('Pago')).toBeInTheDocument()
    expect(card.queryByRole('textbox', { name: 'PIX Copia e Cola' })).toBeNull()
    expect(card.queryByRole('timer')).toBeNull()
    const after = listReads(fetchMock)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_000)
    })
    expect(listReads(fetchMock)).toBe(after)
  })

  it('does not read the orders again without a charge waiting (static PIX, card)', async () => {
    fakeClock()
    const fetchMock = stubApi({
      user: CUSTOMER,
      handler: ordersHandler([
        makeOrder(),
        makeOrder({ status: 'processando', paymentMethod: 'mercadopago', pixCode: null }),
        makeLiveOrder({ status: 'cancelado' }),
      ]),
    })
    await open()
    await screen.findAllByRole('article')
    const before = listReads(fetchMock)

    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_000)
    })

    expect(listReads(fetchMock)).toBe(before)
    // The static code stays behind 'Pagar agora', as before; no countdown anywhere.
    expect(screen.getByRole('button', { name: 'Pagar agora' })).toBeInTheDocument()
    expect(screen.queryByRole('timer')).toBeNull()
  })

  it("says the code expired when its time is up, and offers 'Pagar novamente'", async () => {
    fakeClock()
    stubApi({ user: CUSTOMER, handler: ordersHandler([makeLiveOrder({}, { expiresInMs: 3_000 })]) })
    await open()
    const card = within(await screen.findByRole('article'))
    expect(card.getByRole('textbox', { name: 'PIX Copia e Cola' })).toBeInTheDocument()

    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_000)
    })

    expect(await card.findByText('Este código PIX expirou.')).toBeInTheDocument()
    expect(card.queryByRole('textbox', { name: 'PIX Copia e Cola' })).toBeNull()
    expect(card.queryByRole('timer')).toBeNull()
    expect(card.getByRole('button', { name: 'Pagar novamente' })).toBeEnabled()
  })

  it('a cancelled order (its time ran out) offers no payment', async () => {
    const order = makeOrder({ status: 'cancelado', pixStatus: 'expired', pix: null, pixCode: null })
    stubApi({ user: CUSTOMER, handler: handlers(ordersHandler([order])) })
    await open()

    const card = within(await screen.findByRole('article'))
    expect(card.getByText('Cancelado')).toBeInTheDocument()
    expect(card.queryAllByRole('button')).toEqual([])
    expect(card.queryByText('Este código PIX expirou.')).toBeNull()
  })
})

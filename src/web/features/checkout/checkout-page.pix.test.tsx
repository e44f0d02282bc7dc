import { act, screen, waitFor } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatTime } from '#domain/dates.ts'
import { handlers } from '#web/testing/auth-fixtures.ts'
import { json } from '#web/testing/render.tsx'
import { LIVE_PIX_CODE } from '#web/testing/orders-fixtures.ts'
import {
  openPaymentStep,
  ORDER_ID,
  PIX_CODE,
  placedLivePix,
  placedOrder,
  seedCart,
  stubCheckout,
  watchedOrder,
  watchHandler,
} from '#web/testing/checkout-fixtures.ts'

const SHORT_ID = ORDER_ID.slice(0, 8)

// The clock and the timers are faked but still move with real time: the test jumps ahead when it
// says so (the countdown's seconds, the 3 s between polls), React Query and user-event run alone.
function fakeClock() {
  vi.useFakeTimers({
    toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    shouldAdvanceTime: true,
  })
}

afterEach(() => {
  vi.useRealTimers()
})

/** Places a PIX order answered by `placed`, its GET /api/orders/:id answered by `watch`. */
async function placePix(placed: () => unknown, watch = watchHandler(() => watchedOrder())) {
  seedCart()
  const fetchMock = stubCheckout({ order: () => json(placed(), 201), extra: handlers(watch) })
  const view = await openPaymentStep()
  fakeClock()
  await view.user.click(screen.getByRole('button', { name: 'Gerar Pagamento' }))
  return { ...view, fetchMock, watch }
}

const liveOrder = (placed: ReturnType<typeof placedLivePix>) => () =>
  watchedOrder({ pixStatus: 'live', pix: placed.order.pix, pixCode: placed.order.pixCode })

describe('checkout, a dynamic PIX charge (issue 19)', () => {
  it('shows the QR code, the code, the amount and the time left', async () => {
    const placed = placedLivePix()
    await placePix(() => placed, watchHandler(liveOrder(placed)))

    const code = await screen.findByRole('textbox', { name: 'PIX Copia e Cola' })
    expect(code).toHaveValue(LIVE_PIX_CODE)
    const qr = await screen.findByRole('img', { name: `QR Code PIX do pedido #${SHORT_ID}` })
    expect(qr).toHaveAttribute('height', '200')
    expect(screen.getByText('R$ 386,73')).toBeVisible()
    expect(screen.getByRole('timer')).toHaveTextContent(/^O código expira em (30:00|29:5\d)$/)
    expect(screen.getByText(/^Válido até/)).toHaveTextContent(
      `Válido até ${formatTime(placed.order.pix.expiresAt!)}`,
    )
    // The timer never speaks by itself.
    expect(screen.getByRole('timer')).toHaveAttribute('aria-live', 'off')

    // A minute later (the countdown catches up on its next second).
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000)
    })
    await waitFor(() =>
      expect(screen.getByRole('timer')).toHaveTextContent(/^O código expira em (29:00|28:5\d)$/),
    )
    expect(screen.getByRole('button', { name: 'Copiar' })).toBeInTheDocument()
    // A shop with Mercado Pago: no simulated page, no receipt by WhatsApp.
    expect(screen.queryByRole('link', { name: /Pagar no PIX simulado/ })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Enviar Comprovante' })).toBeNull()
  })

  it('says the code expired when the countdown reaches zero, and hides it', async () => {
    const placed = placedLivePix({ expiresInMs: 5_000 })
    await placePix(() => placed, watchHandler(liveOrder(placed)))

    expect(await screen.findByRole('textbox', { name: 'PIX Copia e Cola' })).toBeInTheDocument()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000)
    })

    expect(await screen.findByText('Este código PIX expirou.')).toBeInTheDocument()
    expect(screen.queryByRole('timer')).toBeNull()
    expect(screen.queryByRole('textbox', { name: 'PIX Copia e Cola' })).toBeNull()
    expect(screen.queryByRole('img', { name: /QR Code PIX/ })).toBeNull()
    expect(screen.getByRole('button', { name: 'Pagar novamente' })).toBeEnabled()
  })

  it("believes the server's 'expired' over a device clock running late", async () => {
    const placed = placedLivePix()
    await placePix(
      () => placed,
      watchHandler(() => watchedOrder({ pixStatus: 'expired', pix: null, pixCode: null })),
    )

    expect(await screen.findByText('Este código PIX expirou.')).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'PIX Copia e Cola' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Pagar novamente' })).toBeEnabled()
  })

  it("turns into 'Pagamento Confirmado!' by itself once the bank pays, and stops asking", async () => {
    const placed = placedLivePix()
    let paid = false
    const watch = watchHandler(() =>
      paid ? watchedOrder({ status: 'pago', pixStatus: 'live', pix: null }) : liveOrder(placed)(),
    )
    await placePix(() => placed, watch)

    expect(await screen.findByRole('textbox', { name: 'PIX Copia e Cola' })).toBeInTheDocument()
    await waitFor(() => expect(watch.calls()).toBe(1))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000)
    })
    expect(watch.calls()).toBe(1)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000)
    })
    await waitFor(() => expect(watch.calls()).toBe(2))
    expect(screen.queryByRole('heading', { name: 'Pagamento Confirmado!' })).toBeNull()

    paid = true
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_000)
    })

    const confirmed = await screen.findByRole('heading', { name: 'Pagamento Confirmado!' })
    expect(confirmed).toHaveFocus()
    expect(screen.getByRole('link', { name: 'Ver Meus Pedidos' })).toHaveAttribute(
      'href',
      '/orders',
    )
    expect(screen.getByRole('link', { name: 'Voltar para a Loja' })).toHaveAttribute('href', '/')
    expect(screen.queryByRole('textbox', { name: 'PIX Copia e Cola' })).toBeNull()
    const asked = watch.calls()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(9_000)
    })
    expect(watch.calls()).toBe(asked)
  })

  it('says so when the order was cancelled after its time ran out', async () => {
    const placed = placedLivePix()
    let cancelled = false
    const watch = watchHandler(() =>
      cancelled
        ? watchedOrder({ status: 'cancelado', pixStatus: 'expired', pix: null, pixCode: null })
        : liveOrder(placed)(),
    )
    await placePix(() => placed, watch)

    expect(await screen.findByRole('textbox', { name: 'PIX Copia e Cola' })).toBeInTheDocument()
    cancelled = true
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_000)
    })

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O prazo para pagar este pedido terminou e ele foi cancelado.',
    )
    expect(screen.queryByRole('textbox', { name: 'PIX Copia e Cola' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Pagar novamente' })).toBeNull()
    const asked = watch.calls()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(9_000)
    })
    expect(watch.calls()).toBe(asked)
  })

  it("links to the simulated provider's page in a new tab, with a demonstration note", async () => {
    const placed = placedLivePix({ simulated: true })
    await placePix(() => placed, watchHandler(liveOrder(placed)))

    const link = await screen.findByRole('link', { name: /^Pagar no PIX simulado/ })
    expect(link).toHaveAttribute('href', `/api/payments/simulated/pix/${ORDER_ID}`)
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByText(/^Demonstração:/)).toBeInTheDocument()
  })

  it('keeps the static BR Code as it was: no countdown, no polling', async () => {
    const { watch } = await placePix(() => placedOrder('pix'))

    expect(await screen.findByRole('textbox', { name: 'PIX Copia e Cola' })).toHaveValue(PIX_CODE)
    expect(screen.queryByRole('timer')).toBeNull()
    expect(screen.queryByText(/Válido até/)).toBeNull()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(9_000)
    })
    expect(watch.calls()).toBe(0)
  })
})

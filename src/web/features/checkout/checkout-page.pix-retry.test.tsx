import { act, screen, waitFor } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiError, handlers, sentBodies } from '#web/testing/auth-fixtures.ts'
import { json } from '#web/testing/render.tsx'
import { LIVE_PIX_CODE, PIX_START_FAILED, pixRetryHandler } from '#web/testing/orders-fixtures.ts'
import {
  openPaymentStep,
  ORDER_ID,
  placedFailedPix,
  placedLivePix,
  seedCart,
  stubCheckout,
  watchedOrder,
  watchHandler,
} from '#web/testing/checkout-fixtures.ts'

const RETRY_PATH = `/api/orders/${ORDER_ID}/retry-payment`
const NEW_CODE = `${LIVE_PIX_CODE}-novo`

afterEach(() => {
  vi.useRealTimers()
})

/** Places a PIX order answered by `placed`; retry-payment answers `retry`. */
async function placePix(placed: unknown, retry = pixRetryHandler(ORDER_ID)) {
  seedCart()
  let order = watchedOrder({ pixStatus: 'failed', pix: null, pixCode: null })
  const watch = watchHandler(() => order)
  const fetchMock = stubCheckout({
    order: () => json(placed, 201),
    extra: handlers(retry, watch),
  })
  const view = await openPaymentStep()
  await view.user.click(screen.getByRole('button', { name: 'Gerar Pagamento' }))
  const setOrder = (next: typeof order) => (order = next)
  return { ...view, fetchMock, retry, watch, setOrder }
}

describe("checkout, 'Pagar novamente' of a PIX charge (issue 19)", () => {
  it('a charge Mercado Pago could not make: the reason, then the code asked for again', async () => {
    const { user, fetchMock, retry } = await placePix(placedFailedPix())

    expect(await screen.findByRole('alert')).toHaveTextContent(PIX_START_FAILED)
    expect(screen.queryByRole('textbox', { name: 'PIX Copia e Cola' })).toBeNull()
    expect(screen.queryByRole('timer')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Pagar novamente' }))

    const code = await screen.findByRole('textbox', { name: 'PIX Copia e Cola' })
    expect(code).toHaveValue(LIVE_PIX_CODE)
    // The button that was pressed is gone: the reader lands in the new code.
    expect(code).toHaveFocus()
    expect(screen.getByRole('timer')).toHaveTextContent(/^O código expira em (30:00|29:5\d)$/)
    expect(await screen.findByRole('img', { name: /QR Code PIX/ })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(retry.calls()).toBe(1)
    expect(sentBodies(fetchMock, 'POST', RETRY_PATH)).toEqual([undefined])
  })

  it("shows the server's reason when the retry is refused, and lets the customer ask again", async () => {
    let answer = apiError(409, 'payment-start-failed', PIX_START_FAILED)
    const retry = pixRetryHandler(ORDER_ID, () => answer)
    const { user } = await placePix(placedFailedPix(), retry)
    await screen.findByRole('alert')

    await user.click(screen.getByRole('button', { name: 'Pagar novamente' }))
    await waitFor(() => expect(retry.calls()).toBe(1))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Pagar novamente' })).toBeEnabled(),
    )
    expect(screen.getByRole('alert')).toHaveTextContent(PIX_START_FAILED)

    answer = apiError(409, 'not-payable', 'Este pedido não está aguardando pagamento.')
    await user.click(screen.getByRole('button', { name: 'Pagar novamente' }))

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Este pedido não está aguardando pagamento.',
      ),
    )
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    expect(screen.queryByRole('textbox', { name: 'PIX Copia e Cola' })).toBeNull()
  })

  it('an expired code: a new one, with its own countdown', async () => {
    const placed = placedLivePix({ expiresInMs: 4_000 })
    const retry = pixRetryHandler(ORDER_ID, undefined, { code: NEW_CODE })
    vi.useFakeTimers({
      toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      shouldAdvanceTime: true,
    })
    const { user, setOrder } = await placePix(placed, retry)
    setOrder(watchedOrder({ pixStatus: 'live', pix: placed.order.pix, pixCode: LIVE_PIX_CODE }))
    expect(await screen.findByRole('textbox', { name: 'PIX Copia e Cola' })).toHaveValue(
      LIVE_PIX_CODE,
    )

    setOrder(watchedOrder({ pixStatus: 'expired', pix: null, pixCode: null }))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4_000)
    })
    expect(await screen.findByText('Este código PIX expirou.')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Pagar novamente' }))

    expect(await screen.findByRole('textbox', { name: 'PIX Copia e Cola' })).toHaveValue(NEW_CODE)
    expect(screen.getByRole('timer')).toHaveTextContent(/^O código expira em (30:00|29:5\d)$/)
    expect(screen.queryByText('Este código PIX expirou.')).toBeNull()
  })
})

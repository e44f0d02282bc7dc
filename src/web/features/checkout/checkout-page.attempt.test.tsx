import { screen, waitFor } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { CHECKOUT_ATTEMPT_KEY, CHECKOUT_MESSAGES } from '#domain/schemas/checkout.ts'
import { useCartStore } from '#web/lib/cart-store.ts'
import { json, type stubApi } from '#web/testing/render.tsx'
import {
  openPaymentStep,
  ORDER_ID,
  placedOrder,
  seedCart,
  stubCheckout,
} from '#web/testing/checkout-fixtures.ts'

/** The Idempotency-Key of every POST /api/orders, in order. */
function attemptKeys(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input) === '/api/orders' && init?.method === 'POST')
    .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'))
}

/** Fails the first POST as the network would, then places the order. */
function failingOnce(answer = () => json(placedOrder('pix'), 201)) {
  let tries = 0
  return () => {
    tries += 1
    if (tries === 1) throw new TypeError('Failed to fetch')
    return answer()
  }
}

const generate = () => screen.getByRole('button', { name: 'Gerar Pagamento' })

describe('checkout: one order per attempt (Idempotency-Key)', () => {
  it('sends a key with the order', async () => {
    seedCart()
    const fetchMock = stubCheckout()
    const { user } = await openPaymentStep()

    await user.click(generate())

    await screen.findByRole('heading', { name: `Pedido #${ORDER_ID.slice(0, 8)} criado!` })
    const [key] = attemptKeys(fetchMock)
    expect(key).toMatch(CHECKOUT_ATTEMPT_KEY)
  })

  it('sends the same key again when the same order is retried', async () => {
    seedCart()
    const fetchMock = stubCheckout({ order: failingOnce() })
    const { user } = await openPaymentStep()

    await user.click(generate())
    expect(await screen.findByText(/Erro de conectividade/)).toBeInTheDocument()
    await waitFor(() => expect(generate()).toBeEnabled())
    await user.click(generate())

    expect(await screen.findByRole('button', { name: 'Copiar' })).toBeInTheDocument()
    const keys = attemptKeys(fetchMock)
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(keys[0])
  })

  it('sends a new key when the order changed in between', async () => {
    seedCart()
    const fetchMock = stubCheckout({ order: failingOnce() })
    const { user } = await openPaymentStep()

    await user.click(generate())
    await screen.findByText(/Erro de conectividade/)
    await waitFor(() => expect(generate()).toBeEnabled())
    await user.click(screen.getByLabelText('Cartão de crédito (Mercado Pago)'))
    await user.click(generate())

    await screen.findByRole('heading', { name: /criado!/ })
    const keys = attemptKeys(fetchMock)
    expect(keys).toHaveLength(2)
    expect(keys[1]).toMatch(CHECKOUT_ATTEMPT_KEY)
    expect(keys[1]).not.toBe(keys[0])
  })

  it("blocks 'Gerar Pagamento' while the order travels: a double tap sends one", async () => {
    seedCart()
    let answer: (response: Response) => void = () => {}
    const fetchMock = stubCheckout({
      order: () => new Promise<Response>((resolve) => (answer = resolve)),
    })
    const { user } = await openPaymentStep()

    await user.dblClick(generate())

    await waitFor(() => expect(generate()).toBeDisabled())
    expect(attemptKeys(fetchMock)).toHaveLength(1)
    answer(json(placedOrder('pix'), 201))
    expect(await screen.findByRole('button', { name: 'Copiar' })).toBeInTheDocument()
  })

  it('shows an order placed before (200) as a placed order, without a second payment', async () => {
    seedCart()
    const replayed = placedOrder('mercadopago')
    replayed.order.paymentError = CHECKOUT_MESSAGES.alreadyPlaced
    stubCheckout({ order: () => json(replayed, 200) })
    const { user } = await openPaymentStep()

    await user.click(screen.getByLabelText('Cartão de crédito (Mercado Pago)'))
    await user.click(generate())

    const shortId = ORDER_ID.slice(0, 8)
    expect(await screen.findByRole('heading', { name: `Pedido #${shortId} criado!` })).toBeVisible()
    expect(screen.getByRole('alert')).toHaveTextContent(CHECKOUT_MESSAGES.alreadyPlaced)
    expect(screen.queryByRole('link', { name: 'Pagar com Mercado Pago' })).toBeNull()
    expect(useCartStore.getState().items).toEqual([])
  })
})

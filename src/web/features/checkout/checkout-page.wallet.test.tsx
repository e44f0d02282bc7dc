import { screen } from '@testing-library/preact'
import { describe, expect, it, vi } from 'vitest'
import { json } from '#web/testing/render.tsx'
import {
  openPaymentStep,
  placedOrder,
  seedCart,
  stubCheckout,
} from '#web/testing/checkout-fixtures.ts'

// The real SDK would fetch Mercado Pago's script; this one shows what it was given.
const sdk = vi.hoisted(() => ({ initMercadoPago: vi.fn() }))
vi.mock('@mercadopago/sdk-react', () => ({
  initMercadoPago: sdk.initMercadoPago,
  Wallet: ({ initialization }: { initialization: { preferenceId: string } }) => (
    <div data-testid="wallet">{initialization.preferenceId}</div>
  ),
}))

describe('checkout, card with Mercado Pago', () => {
  it('draws the Wallet for the preference, with the public key and pt-BR', async () => {
    seedCart()
    const payment = {
      provider: 'mercadopago',
      preferenceId: '123-pref',
      checkoutUrl: 'https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=123-pref',
      publicKey: 'APP_USR-public',
    } as const
    stubCheckout({ order: () => json(placedOrder('mercadopago', payment), 201) })
    const { user } = await openPaymentStep()

    await user.click(screen.getByLabelText('Cartão de crédito (Mercado Pago)'))
    await user.click(screen.getByRole('button', { name: 'Gerar Pagamento' }))

    expect(
      await screen.findByText('Clique no botão abaixo para pagar com Mercado Pago'),
    ).toBeInTheDocument()
    expect(await screen.findByTestId('wallet')).toHaveTextContent('123-pref')
    expect(sdk.initMercadoPago).toHaveBeenCalledWith('APP_USR-public', { locale: 'pt-BR' })
    expect(screen.queryByRole('link', { name: 'Pagar com Mercado Pago' })).toBeNull()
  })

  it('an order whose payment could not start says so and points to Meus Pedidos', async () => {
    seedCart()
    const answer = placedOrder('mercadopago')
    answer.order.paymentError = 'Erro ao criar nova preferência de pagamento'
    stubCheckout({ order: () => json(answer, 201) })
    const { user } = await openPaymentStep()

    await user.click(screen.getByLabelText('Cartão de crédito (Mercado Pago)'))
    await user.click(screen.getByRole('button', { name: 'Gerar Pagamento' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erro ao criar nova preferência de pagamento',
    )
    expect(screen.getByRole('link', { name: 'Ver Meus Pedidos' })).toHaveAttribute(
      'href',
      '/orders',
    )
  })
})

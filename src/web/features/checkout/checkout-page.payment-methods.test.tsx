import { screen, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { sentBodies } from '#web/testing/auth-fixtures.ts'
import { openPaymentStep, seedCart, stubCheckout } from '#web/testing/checkout-fixtures.ts'

const PIX = 'PIX (10% de desconto)'
const CARD = 'Cartão de crédito (Mercado Pago)'
const summary = () => within(screen.getByRole('region', { name: 'Pagamento' }))

describe('checkout, step 3: the methods the shop takes (production mode)', () => {
  it('offers only card when the shop takes no PIX, chosen, without the PIX discount', async () => {
    seedCart()
    const fetchMock = stubCheckout({ paymentMethods: ['mercadopago'] })
    const { user } = await openPaymentStep()

    expect(screen.getByRole('radio', { name: CARD })).toBeChecked()
    expect(screen.queryByRole('radio', { name: PIX })).toBeNull()
    expect(summary().queryByText('Desconto PIX')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Gerar Pagamento' }))

    expect(sentBodies(fetchMock, 'POST', '/api/orders')).toMatchObject([
      { paymentMethod: 'mercadopago' },
    ])
  })

  it('offers only PIX when the shop takes no card', async () => {
    seedCart()
    stubCheckout({ paymentMethods: ['pix'] })
    await openPaymentStep()

    expect(screen.getByRole('radio', { name: PIX })).toBeChecked()
    expect(screen.queryByRole('radio', { name: CARD })).toBeNull()
    expect(summary().getByText('Desconto PIX')).toBeVisible()
  })

  it("with none says 'Pagamento indisponível no momento' and 'Gerar Pagamento' is disabled", async () => {
    seedCart()
    const fetchMock = stubCheckout({ paymentMethods: [] })
    const { user } = await openPaymentStep()

    expect(screen.getByRole('status')).toHaveTextContent('Pagamento indisponível no momento')
    expect(screen.queryByRole('radio')).toBeNull()
    const generate = screen.getByRole('button', { name: 'Gerar Pagamento' })
    expect(generate).toBeDisabled()
    expect(summary().getByText('Total').nextElementSibling).toHaveTextContent('R$ 429,70')

    await user.click(generate)

    expect(sentBodies(fetchMock, 'POST', '/api/orders')).toEqual([])
  })
})

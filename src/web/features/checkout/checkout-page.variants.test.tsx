import { screen, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { cartTotal, toCartProduct } from '#domain/cart.ts'
import { CHECKOUT_MESSAGES } from '#domain/schemas/checkout.ts'
import { useCartStore } from '#web/lib/cart-store.ts'
import { ADDRESS, apiError, sentBodies } from '#web/testing/auth-fixtures.ts'
import { capaInColours, tapete } from '#web/testing/cart-fixtures.ts'
import { openPaymentStep, stubCheckout } from '#web/testing/checkout-fixtures.ts'

// Decision 053: the checkout names each line's variant, in its summary and in what it sends.

const capa = capaInColours()

function seed() {
  const items = [
    { product: toCartProduct(capa.product, capa.red), quantity: 2 },
    { product: toCartProduct(tapete), quantity: 1 },
    { product: toCartProduct(capa.product, capa.black), quantity: 1 },
  ]
  useCartStore.setState({ items, total: cartTotal(items) })
}

const summary = () => within(screen.getByRole('region', { name: 'Pagamento' }))

describe('checkout with variants', () => {
  it("lists 'product — variant' at the variant's price and sends each line's variant", async () => {
    seed()
    const fetchMock = stubCheckout()
    const { user } = await openPaymentStep()

    expect(summary().getByText('2x Capa de Volante — 38 cm / Vermelha')).toBeVisible()
    expect(summary().getByText('1x Capa de Volante — 38 cm / Preta')).toBeVisible()
    expect(summary().getByText('1x Tapete de Couro')).toBeVisible()
    // 2 x R$ 150,00 + R$ 89,90 + R$ 210,00
    expect(summary().getByText('Produtos Regulares').nextElementSibling).toHaveTextContent(
      'R$ 599,90',
    )

    await user.click(screen.getByRole('button', { name: 'Gerar Pagamento' }))

    await screen.findByRole('textbox', { name: 'PIX Copia e Cola' })
    expect(sentBodies(fetchMock, 'POST', '/api/orders')).toEqual([
      {
        items: [
          { productId: capa.product.id, variantId: capa.red.id, quantity: 2 },
          { productId: tapete.id, quantity: 1 },
          { productId: capa.product.id, variantId: capa.black.id, quantity: 1 },
        ],
        address: ADDRESS,
        paymentMethod: 'pix',
      },
    ])
  })

  it("shows the server's pt-BR refusal of a variant turned off since, and keeps the cart", async () => {
    seed()
    stubCheckout({
      order: () => apiError(400, 'variant-unavailable', CHECKOUT_MESSAGES.productGone),
    })
    const { user } = await openPaymentStep()

    await user.click(screen.getByRole('button', { name: 'Gerar Pagamento' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Um produto do seu carrinho não está mais disponível. Atualize o carrinho.',
    )
    expect(useCartStore.getState().items).toHaveLength(3)
  })
})

import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { useCartStore } from '#web/lib/cart-store.ts'
import { ADDRESS, apiError, sentBodies } from '#web/testing/auth-fixtures.ts'
import { json, SELLER } from '#web/testing/render.tsx'
import {
  openPaymentStep,
  ORDER_ID,
  PIX_CODE,
  placedOrder,
  seedCart,
  stubCheckout,
} from '#web/testing/checkout-fixtures.ts'

const summary = () => within(screen.getByRole('region', { name: 'Pagamento' }))
const amount = (label: string) => summary().getByText(label).nextElementSibling

describe('checkout, step 3 (Pagamento)', () => {
  it('shows the PIX discount of 10% and none for card', async () => {
    seedCart()
    stubCheckout()
    const { user } = await openPaymentStep()

    expect(screen.getByLabelText('PIX (10% de desconto)')).toBeChecked()
    expect(amount('Produtos Regulares')).toHaveTextContent('R$ 429,70')
    expect(amount('Produtos Personalizados')).toHaveTextContent('R$ 0,00')
    expect(amount('Desconto PIX')).toHaveTextContent('-R$ 42,97')
    expect(amount('Frete')).toHaveTextContent('Grátis')
    expect(amount('Total')).toHaveTextContent('R$ 386,73')

    await user.click(screen.getByLabelText('Cartão de crédito (Mercado Pago)'))

    expect(summary().queryByText('Desconto PIX')).toBeNull()
    expect(amount('Total')).toHaveTextContent('R$ 429,70')
  })

  it("'Gerar Pagamento' sends ids, quantities, address and method; shows the PIX to pay", async () => {
    const items = seedCart()
    const fetchMock = stubCheckout({ whatsapp: '11912345678', seller: SELLER })
    const { user } = await openPaymentStep()

    await user.click(screen.getByRole('button', { name: 'Gerar Pagamento' }))

    const code = await screen.findByRole('textbox', { name: 'PIX Copia e Cola' })
    expect(code).toHaveValue(PIX_CODE)
    expect(code).toHaveAttribute('readonly')
    expect(sentBodies(fetchMock, 'POST', '/api/orders')).toEqual([
      {
        items: items.map(({ product, quantity }) => ({ productId: product.id, quantity })),
        address: ADDRESS,
        paymentMethod: 'pix',
      },
    ])
    expect(useCartStore.getState().items).toEqual([])
    const shortId = ORDER_ID.slice(0, 8)
    expect(screen.getByRole('heading', { name: `Pedido #${shortId} criado!` })).toBeVisible()
    expect(screen.getByText('R$ 386,73')).toBeVisible()
    const qr = await screen.findByRole('img', { name: `QR Code PIX do pedido #${shortId}` })
    expect(qr.tagName.toLowerCase()).toBe('svg')
    expect(qr).toHaveAttribute('height', '200')

    await user.click(screen.getByRole('button', { name: 'Copiar' }))
    expect(await screen.findByText('Código PIX copiado!')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe(PIX_CODE)

    const receipt = screen.getByRole('link', { name: 'Enviar Comprovante' })
    const text = `Olá! Segue o comprovante do pagamento PIX do pedido #${shortId}.`
    expect(receipt).toHaveAttribute(
      'href',
      `https://wa.me/5511912345678?text=${encodeURIComponent(text)}`,
    )
    expect(receipt).toHaveAttribute('target', '_blank')
    expect(receipt).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByRole('link', { name: 'Ver Meus Pedidos' })).toHaveAttribute(
      'href',
      '/orders',
    )
    expect(screen.getByRole('link', { name: 'Voltar para a Loja' })).toHaveAttribute('href', '/')
    expect(screen.queryByText('Seu carrinho está vazio')).toBeNull()
    // The confirmation names who sold (Decreto 7.962/2013, art. 2).
    const seller = screen.getByRole('region', { name: 'Vendido por' })
    expect(within(seller).getByText('Oficina do João Ltda · CNPJ 12.ABC.345/01DE-35')).toBeVisible()
  })

  it("hides 'Enviar Comprovante' when the shop has no WhatsApp", async () => {
    seedCart()
    stubCheckout({ whatsapp: null })
    const { user } = await openPaymentStep()

    await user.click(screen.getByRole('button', { name: 'Gerar Pagamento' }))

    expect(await screen.findByRole('button', { name: 'Copiar' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Enviar Comprovante' })).toBeNull()
  })

  it('card with the simulated provider: the pay link replaces the text after a moment', async () => {
    seedCart()
    const checkoutUrl = '/api/payments/simulated/pref-1'
    const payment = {
      provider: 'simulated',
      preferenceId: 'pref-1',
      checkoutUrl,
      publicKey: null,
    } as const
    const fetchMock = stubCheckout({
      order: () => json(placedOrder('mercadopago', payment), 201),
    })
    const { user } = await openPaymentStep()

    await user.click(screen.getByLabelText('Cartão de crédito (Mercado Pago)'))
    await user.click(screen.getByRole('button', { name: 'Gerar Pagamento' }))

    const hint = 'Clique no botão abaixo para pagar com Mercado Pago'
    expect(await screen.findByText(hint)).toBeInTheDocument()
    const pay = await screen.findByRole('link', { name: 'Pagar com Mercado Pago' })
    expect(pay).toHaveAttribute('href', checkoutUrl)
    expect(pay).not.toHaveAttribute('target')
    expect(screen.queryByText(hint)).toBeNull()
    expect(screen.getByText('R$ 429,70')).toBeVisible()
    expect(sentBodies(fetchMock, 'POST', '/api/orders')).toMatchObject([
      { paymentMethod: 'mercadopago' },
    ])
  })

  it("409: toasts 'Quantidade indisponível em estoque!' and stays, cart kept", async () => {
    const items = seedCart()
    stubCheckout({
      order: () => apiError(409, 'out-of-stock', 'Quantidade indisponível em estoque!'),
    })
    const { user } = await openPaymentStep()

    await user.click(screen.getByRole('button', { name: 'Gerar Pagamento' }))

    expect(await screen.findByText('Quantidade indisponível em estoque!')).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Gerar Pagamento' })).toBeEnabled(),
    )
    expect(useCartStore.getState().items).toEqual(items)
  })

  it("says why in an alert that 'Gerar Pagamento' is described by, until the next try", async () => {
    seedCart()
    let answer = () => apiError(409, 'out-of-stock', 'Quantidade indisponível em estoque!')
    stubCheckout({ order: () => answer() })
    const { user } = await openPaymentStep()
    const generate = screen.getByRole('button', { name: 'Gerar Pagamento' })

    await user.click(generate)

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Quantidade indisponível em estoque!')
    await waitFor(() => expect(generate).toBeEnabled())
    expect(generate).toHaveAccessibleDescription('Quantidade indisponível em estoque!')

    answer = () => json(placedOrder('pix'), 201)
    await user.click(generate)
    expect(await screen.findByRole('textbox', { name: 'PIX Copia e Cola' })).toBeInTheDocument()
    expect(screen.queryByText('Quantidade indisponível em estoque!')).toBeNull()
  })

  it("a server failure says 'Erro ao criar pedido'", async () => {
    seedCart()
    stubCheckout({ order: () => apiError(500, 'internal', 'Erro interno do servidor') })
    const { user } = await openPaymentStep()

    await user.click(screen.getByRole('button', { name: 'Gerar Pagamento' }))

    expect(await screen.findByText('Erro ao criar pedido')).toBeInTheDocument()
  })

  it("says beside 'Gerar Pagamento' that paying accepts the terms and the returns policy", async () => {
    seedCart()
    stubCheckout()
    await openPaymentStep()

    const line = screen.getByText(/^Ao gerar o pagamento/)
    expect(line).toHaveTextContent(
      'Ao gerar o pagamento, você aceita os Termos de Venda e a política de Trocas e Devoluções.',
    )
    for (const [name, href] of [
      ['Termos de Venda', '/termos'],
      ['Trocas e Devoluções', '/trocas-e-devolucoes'],
    ]) {
      const link = within(line).getByRole('link', { name })
      expect(link).toHaveAttribute('href', href)
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener')
    }
  })
})

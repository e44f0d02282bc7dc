import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { handlers } from '#web/testing/auth-fixtures.ts'
import { CUSTOMER, json, renderApp, SHOP, stubApi } from '#web/testing/render.tsx'
import {
  CHECKOUT_URL,
  makeOrder,
  ordersHandler,
  retryHandler,
  stubLocationAssign,
} from '#web/testing/orders-fixtures.ts'

async function open() {
  const view = renderApp('/orders')
  await screen.findByRole('heading', { name: 'Seus Pedidos' })
  return view
}

describe('retry payment in /orders', () => {
  it("shows a PIX order's copy-paste code again, and copies it", async () => {
    const order = makeOrder()
    stubApi({ user: CUSTOMER, handler: ordersHandler([order]) })
    const { user } = await open()

    const card = within(await screen.findByRole('article'))
    expect(card.queryByRole('textbox', { name: 'PIX Copia e Cola' })).toBeNull()
    await user.click(card.getByRole('button', { name: 'Pagar agora' }))
    const code = card.getByRole('textbox', { name: 'PIX Copia e Cola' })
    expect(code).toHaveValue(order.pixCode)
    expect(code).toHaveAttribute('readonly')

    await user.click(card.getByRole('button', { name: 'Copiar' }))
    expect(await navigator.clipboard.readText()).toBe(order.pixCode)
    expect(await screen.findByText('Código PIX copiado!')).toBeInTheDocument()
  })

  it("offers 'Enviar Comprovante' under a static PIX's code, or says what happens next (decision 049)", async () => {
    const order = makeOrder()
    const withWhatsapp = stubApi({
      user: CUSTOMER,
      handler: handlers(ordersHandler([order]), ({ url }) =>
        url.pathname === '/api/shop' ? json({ ...SHOP, whatsapp: '11987654321' }) : undefined,
      ),
    })
    const first = await open()
    await first.user.click(await screen.findByRole('button', { name: 'Pagar agora' }))
    const receipt = screen.getByRole('link', { name: 'Enviar Comprovante' })
    expect(receipt).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/5511987654321\?text=/),
    )
    expect(decodeURIComponent(receipt.getAttribute('href')!)).toContain(`pedido #${order.shortId}`)
    expect(withWhatsapp).toHaveBeenCalled()
    first.unmount()

    stubApi({ user: CUSTOMER, handler: ordersHandler([order]) })
    const second = await open()
    await second.user.click(await screen.findByRole('button', { name: 'Pagar agora' }))
    expect(
      screen.getByText('A loja confirma o pagamento e você recebe um e-mail.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Enviar Comprovante' })).toBeNull()
  })

  it("sends a card order to a new checkout at the provider's page", async () => {
    const order = makeOrder({ status: 'processando', paymentMethod: 'mercadopago', pixCode: null })
    const fetchMock = stubApi({
      user: CUSTOMER,
      handler: handlers(ordersHandler([order]), retryHandler(order.id)),
    })
    const assign = stubLocationAssign()
    const { user } = await open()

    await user.click(await screen.findByRole('button', { name: 'Tentar pagamento novamente' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL))
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')
    expect(posts.map(([input]) => String(input))).toEqual([`/api/orders/${order.id}/retry-payment`])
    expect(screen.queryByRole('textbox', { name: 'PIX Copia e Cola' })).toBeNull()
  })

  it('says so when the new card checkout cannot be created', async () => {
    const order = makeOrder({ status: 'processando', paymentMethod: 'mercadopago', pixCode: null })
    stubApi({
      user: CUSTOMER,
      handler: handlers(
        ordersHandler([order]),
        retryHandler(order.id, json({ error: { code: 'x', message: 'x' } }, 409)),
      ),
    })
    const assign = stubLocationAssign()
    const { user } = await open()

    await user.click(await screen.findByRole('button', { name: 'Tentar pagamento novamente' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erro ao tentar novo pagamento. Por favor, tente novamente.',
    )
    expect(assign).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Tentar pagamento novamente' })).toBeEnabled()
  })
})

import { screen, within } from '@testing-library/preact'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { CUSTOMER, renderApp, stubApi } from '#web/testing/render.tsx'
import {
  makeOrder,
  ordersHandler,
  SHIPPING_ADDRESS,
  timelineStep,
} from '#web/testing/orders-fixtures.ts'

const ID = 'cccc3333-0000-4000-8000-000000000003'

const shipped = (overrides: Parameters<typeof makeOrder>[0] = {}) =>
  makeOrder({
    id: ID,
    status: 'enviado',
    paymentMethod: 'mercadopago',
    pixCode: null,
    trackingCode: 'BR123456789BR',
    shippingDate: '2026-02-03T13:30:00.000Z',
    shippingAddress: SHIPPING_ADDRESS,
    timeline: [
      timelineStep('placed', '2026-02-01T15:00:00.000Z'),
      timelineStep('paid', '2026-02-01T15:02:00.000Z'),
      timelineStep('shipped', '2026-02-03T13:30:00.000Z', { current: true }),
      timelineStep('delivered', null),
    ],
    ...overrides,
  })

async function openOrder(path = '/orders') {
  renderApp(path)
  return within(await screen.findByRole('article', { name: `Pedido #${ID.slice(0, 8)}` }))
}

describe('orders page: the timeline, the address and the tracking code', () => {
  it('shows each step with its date and time in Brasília, the code under Pedido enviado', async () => {
    stubApi({ user: CUSTOMER, handler: ordersHandler([shipped()]) })
    const order = await openOrder()
    const steps = within(order.getByRole('list', { name: 'Andamento do pedido' })).getAllByRole(
      'listitem',
    )
    expect(steps.map((s) => s.textContent)).toEqual([
      'Pedido realizado01/02/2026, 12:00',
      'Pagamento confirmado01/02/2026, 12:02',
      'Pedido enviado03/02/2026, 10:30Código: BR123456789BR',
      'Pedido entregue (ainda não)',
    ])
    expect(steps[2]).toHaveAttribute('aria-current', 'step')
    expect(steps.filter((s) => s.hasAttribute('aria-current'))).toHaveLength(1)
  })

  it('shows the delivery address as it goes on the parcel, CEP formatted', async () => {
    stubApi({ user: CUSTOMER, handler: ordersHandler([shipped()]) })
    const order = await openOrder()
    const address = within(order.getByRole('region', { name: 'Endereço de entrega' }))
    for (const line of [
      'Maria da Silva',
      'Avenida Paulista, 1000',
      'Apto 12',
      'Bela Vista',
      'São Paulo/SP',
      'CEP 01310-100',
    ]) {
      expect(address.getByText(line)).toBeVisible()
    }
  })

  it("links the code to TRACKING_URL's address, in a new tab", async () => {
    const url = 'https://rastreio.example/objetos/BR123456789BR'
    stubApi({ user: CUSTOMER, handler: ordersHandler([shipped({ trackingUrl: url })]) })
    const order = await openOrder()
    const link = order.getByRole('link', { name: /Rastrear pedido/ })
    expect(link).toHaveAttribute('href', url)
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(order.queryByRole('button', { name: /Copiar/ })).toBeNull()
  })

  it("offers 'Copiar' without TRACKING_URL, and copies the code", async () => {
    const user = userEvent.setup()
    stubApi({ user: CUSTOMER, handler: ordersHandler([shipped()]) })
    const order = await openOrder()
    expect(order.queryByRole('link', { name: /Rastrear/ })).toBeNull()
    await user.click(order.getByRole('button', { name: /^Copiar/ }))
    expect(await screen.findByText('Código de rastreio copiado!')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe('BR123456789BR')
  })

  it('says a delivery by the 30-day check is assumed', async () => {
    const delivered = shipped({
      status: 'entregue',
      timeline: [
        timelineStep('placed', '2026-02-01T15:00:00.000Z'),
        timelineStep('paid', null, { done: true }),
        timelineStep('shipped', '2026-02-03T13:30:00.000Z'),
        timelineStep('delivered', '2026-03-05T14:00:00.000Z', { current: true, assumed: true }),
      ],
    })
    stubApi({ user: CUSTOMER, handler: ordersHandler([delivered]) })
    const order = await openOrder()
    expect(
      order.getByText('Considerado entregue 30 dias após o envio. Se não chegou, fale conosco.'),
    ).toBeVisible()
  })

  it('scrolls to the order an email links to (/orders#pedido-{id}) and focuses its title', async () => {
    const scrolled = vi.fn()
    const original = Element.prototype.scrollIntoView
    Element.prototype.scrollIntoView = scrolled
    onTestFinished(() => {
      Element.prototype.scrollIntoView = original
    })
    stubApi({ user: CUSTOMER, handler: ordersHandler([makeOrder(), shipped()]) })
    await openOrder(`/orders#pedido-${ID}`)
    const title = screen.getByRole('heading', { name: `Pedido #${ID.slice(0, 8)}` })
    await vi.waitFor(() => expect(title).toHaveFocus())
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' })
  })
})

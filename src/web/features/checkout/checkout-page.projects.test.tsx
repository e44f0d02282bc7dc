import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { useCartStore } from '#web/lib/cart-store.ts'
import { ADDRESS, apiError, sentBodies } from '#web/testing/auth-fixtures.ts'
import { makeProject, projectsHandler } from '#web/testing/project-fixtures.ts'
import { renderApp } from '#web/testing/render.tsx'
import { openPaymentStep, seedCart, stubCheckout } from '#web/testing/checkout-fixtures.ts'

const summary = () => within(screen.getByRole('region', { name: 'Pagamento' }))
const amount = (label: string) => summary().getByText(label).nextElementSibling

const accepted = makeProject({ name: 'Tapete Bordado', priceCents: 25000, termsAccepted: true })
const pending = makeProject({ name: 'Volante Exclusivo', priceCents: 10000 })

describe('checkout with custom projects', () => {
  it('prices and sends the accepted projects only, by id', async () => {
    const items = seedCart()
    const fetchMock = stubCheckout({ extra: projectsHandler(() => [accepted, pending]) })
    const { user } = await openPaymentStep()

    // R$ 429,70 regular + R$ 250,00 accepted = R$ 679,70; PIX: R$ 611,73.
    expect(summary().getByText('1x Tapete Bordado (projeto personalizado)')).toBeVisible()
    expect(summary().queryByText(/Volante Exclusivo/)).toBeNull()
    expect(amount('Produtos Personalizados')).toHaveTextContent('R$ 250,00')
    expect(amount('Desconto PIX')).toHaveTextContent('-R$ 67,97')
    expect(amount('Total')).toHaveTextContent('R$ 611,73')

    await user.click(screen.getByRole('button', { name: 'Gerar Pagamento' }))
    await screen.findByRole('textbox', { name: 'PIX Copia e Cola' })
    expect(sentBodies(fetchMock, 'POST', '/api/orders')).toEqual([
      {
        items: items.map(({ product, quantity }) => ({ productId: product.id, quantity })),
        projectIds: [accepted.id],
        address: ADDRESS,
        paymentMethod: 'pix',
      },
    ])
  })

  it('buys a cart holding only an accepted project', async () => {
    useCartStore.setState({ items: [], total: 0 })
    const fetchMock = stubCheckout({ extra: projectsHandler(() => [accepted]) })
    const { user } = await openPaymentStep()

    expect(amount('Produtos Regulares')).toHaveTextContent('R$ 0,00')
    expect(amount('Total')).toHaveTextContent('R$ 225,00')
    await user.click(screen.getByRole('button', { name: 'Gerar Pagamento' }))
    await screen.findByRole('textbox', { name: 'PIX Copia e Cola' })
    expect(sentBodies(fetchMock, 'POST', '/api/orders')[0]).toMatchObject({
      items: [],
      projectIds: [accepted.id],
    })
  })

  it('sends a customer whose projects all await the terms back to the cart', async () => {
    useCartStore.setState({ items: [], total: 0 })
    stubCheckout({ extra: projectsHandler(() => [pending]) })
    renderApp('/checkout')

    expect(
      await screen.findByText(
        'Você possui projetos personalizados que requerem aceitação de termos antes da compra.',
      ),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Voltar ao Carrinho' })).toHaveAttribute(
      'href',
      '/cart',
    )
    expect(screen.queryByRole('button', { name: 'Gerar Pagamento' })).toBeNull()
  })

  it('tells the customer when a project went away meanwhile, and asks for the list again', async () => {
    seedCart()
    let projects = [accepted]
    const message = 'Um projeto do seu carrinho não está mais disponível. Atualize o carrinho.'
    const fetchMock = stubCheckout({
      extra: projectsHandler(() => projects),
      order: () => {
        projects = []
        return apiError(400, 'project-unavailable', message)
      },
    })
    const { user } = await openPaymentStep()
    const projectCalls = () =>
      fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/projects')).length
    const before = projectCalls()

    await user.click(screen.getByRole('button', { name: 'Gerar Pagamento' }))

    expect(await screen.findByText(message)).toBeVisible()
    await waitFor(() => expect(projectCalls()).toBeGreaterThan(before))
    await waitFor(() => expect(summary().queryByText(/Tapete Bordado/)).toBeNull())
    expect(useCartStore.getState().items).toHaveLength(2)
  })
})

import { screen } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { cartTotal, toCartProduct } from '#domain/cart.ts'
import { useCartStore } from '#web/lib/cart-store.ts'
import { makeProject, projectsHandler } from '#web/testing/project-fixtures.ts'
import { ADMIN, CUSTOMER, makeProduct, renderApp, stubApi } from '#web/testing/render.tsx'

function seedOneLine(quantity: number) {
  const items = [{ product: toCartProduct(makeProduct({ priceCents: 1000 })), quantity }]
  useCartStore.setState({ items, total: cartTotal(items) })
}

describe('top nav cart badge', () => {
  it('counts the cart quantity plus every custom project, accepted or not', async () => {
    seedOneLine(2)
    stubApi({
      user: CUSTOMER,
      handler: projectsHandler(() => [makeProject(), makeProject({ termsAccepted: true })]),
    })
    renderApp('/')
    expect(await screen.findByRole('link', { name: 'Carrinho, 4 itens' })).toBeInTheDocument()
  })

  it('shows only the cart quantity to a visitor, who has no projects to ask for', async () => {
    seedOneLine(1)
    const fetchMock = stubApi({ user: null })
    renderApp('/')
    expect(await screen.findByRole('link', { name: 'Carrinho, 1 item' })).toBeInTheDocument()
    const paths = fetchMock.mock.calls.map(([input]) => String(input))
    expect(paths.some((path) => path.includes('/api/projects'))).toBe(false)
  })

  it('has no cart link for an admin', async () => {
    stubApi({ user: ADMIN })
    renderApp('/')
    expect(await screen.findByRole('link', { name: /Painel/ })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Carrinho/ })).not.toBeInTheDocument()
  })
})

import type { SessionUser } from '#domain/account.ts'
import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { ADMIN, CUSTOMER, json, renderApp, stubApi } from '#web/testing/render.tsx'

function location(router: ReturnType<typeof renderApp>['router']) {
  return router.state.location.pathname + router.state.location.search
}

const STORE_TITLE = 'Acessórios feitos à mão para o seu carro'

/** A signed-in customer whom POST /api/auth/logout signs out. */
function stubSignOut() {
  let user: SessionUser | null = CUSTOMER
  return stubApi({
    pages: [{ items: [], nextOffset: null }],
    handler: ({ method, url }) => {
      if (url.pathname === '/api/auth/session') return json({ user })
      if (method === 'POST' && url.pathname === '/api/auth/logout') {
        user = null
        return new Response(null, { status: 204 })
      }
    },
  })
}

function mainNav() {
  return within(screen.getByRole('navigation', { name: 'Principal' }))
}

describe('route guard', () => {
  it.each([
    ['/orders', '/login?redirectTo=%2Forders'],
    ['/profile', '/login?redirectTo=%2Fprofile'],
    ['/orders?status=open', '/login?redirectTo=%2Forders%3Fstatus%3Dopen'],
  ])('sends a signed-out visitor from %s to %s', async (from, to) => {
    stubApi({ user: null })
    const { router } = renderApp(from)

    expect(await screen.findByRole('heading', { name: 'Entre na sua conta' })).toBeInTheDocument()
    expect(location(router)).toBe(to)
  })

  it('lets a signed-in customer into /orders', async () => {
    stubApi({ user: CUSTOMER })
    const { router } = renderApp('/orders')

    expect(await screen.findByRole('heading', { name: 'Seus Pedidos' })).toBeInTheDocument()
    expect(location(router)).toBe('/orders')
  })

  it('sends a customer who is not an admin from /admin to the store', async () => {
    stubApi({ user: CUSTOMER })
    const { router } = renderApp('/admin')

    expect(await screen.findByRole('heading', { name: STORE_TITLE })).toBeInTheDocument()
    expect(location(router)).toBe('/')
    expect(screen.queryByRole('heading', { name: 'Painel Administrativo' })).toBeNull()
  })

  it('lets an admin into /admin', async () => {
    stubApi({ user: ADMIN })
    const { router } = renderApp('/admin')

    expect(
      await screen.findByRole('heading', { name: 'Painel Administrativo' }),
    ).toBeInTheDocument()
    expect(location(router)).toBe('/admin')
  })

  it('shows a spinner, and no page, until the session is known', async () => {
    let answer: (response: Response) => void = () => {}
    const session = new Promise<Response>((resolve) => (answer = resolve))
    stubApi({ handler: ({ url }) => (url.pathname === '/api/auth/session' ? session : undefined) })
    const { router } = renderApp('/orders')

    const status = await screen.findByRole('status')
    expect(status).toHaveTextContent('Carregando...')
    expect(screen.queryByRole('heading', { name: 'Seus Pedidos' })).toBeNull()
    expect(location(router)).toBe('/orders')

    answer(json({ user: CUSTOMER }))

    expect(await screen.findByRole('heading', { name: 'Seus Pedidos' })).toBeInTheDocument()
    expect(screen.queryByRole('status')).toBeNull()
  })
})

describe('top navigation', () => {
  it('offers "Entrar" to a signed-out visitor', async () => {
    stubApi({ user: null })
    renderApp('/duvidas')

    await screen.findByRole('heading', { name: 'Central de Dúvidas' })
    expect(mainNav().getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login')
    expect(mainNav().getByRole('link', { name: 'Carrinho' })).toHaveAttribute('href', '/cart')
    expect(mainNav().getByRole('link', { name: 'Pedidos' })).toHaveAttribute('href', '/orders')
    expect(mainNav().queryByRole('button', { name: 'Sair' })).toBeNull()
    expect(mainNav().queryByRole('link', { name: 'Minha Conta' })).toBeNull()
  })

  it('shows a customer "Minha Conta" and "Sair", which signs out and returns to /', async () => {
    const fetchMock = stubSignOut()
    const { user, router } = renderApp('/duvidas')

    await screen.findByRole('heading', { name: 'Central de Dúvidas' })
    // A public page does not wait for the session (decision 022): the account's links follow it.
    expect(await mainNav().findByRole('link', { name: 'Minha Conta' })).toHaveAttribute(
      'href',
      '/profile',
    )
    expect(mainNav().getByRole('link', { name: 'Carrinho' })).toBeInTheDocument()
    expect(mainNav().getByRole('link', { name: 'Pedidos' })).toBeInTheDocument()
    expect(mainNav().queryByRole('link', { name: 'Entrar' })).toBeNull()

    await user.click(mainNav().getByRole('button', { name: 'Sair' }))

    expect(await screen.findByRole('heading', { name: STORE_TITLE })).toBeInTheDocument()
    expect(location(router)).toBe('/')
    expect(mainNav().getByRole('link', { name: 'Entrar' })).toBeInTheDocument()
    expect(mainNav().queryByRole('button', { name: 'Sair' })).toBeNull()
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/logout',
      expect.objectContaining({ method: 'POST' }),
    )
  })

  // The guard must not win: with the session cleared first, it would send the visitor to /login.
  it('"Sair" on a page that needs login also returns to /', async () => {
    stubSignOut()
    const { user, router } = renderApp('/orders')
    await screen.findByRole('heading', { name: 'Seus Pedidos' })

    await user.click(mainNav().getByRole('button', { name: 'Sair' }))

    await mainNav().findByRole('link', { name: 'Entrar' })
    await waitFor(() => expect(location(router)).toBe('/'))
  })

  it('shows an admin "Painel" and neither "Carrinho" nor "Pedidos"', async () => {
    stubApi({ user: ADMIN })
    renderApp('/admin')

    await screen.findByRole('heading', { name: 'Painel Administrativo' })
    expect(mainNav().getByRole('link', { name: 'Painel' })).toHaveAttribute('href', '/admin')
    expect(mainNav().getByRole('button', { name: 'Sair' })).toBeInTheDocument()
    expect(mainNav().queryByRole('link', { name: /Carrinho/ })).toBeNull()
    expect(mainNav().queryByRole('link', { name: /Pedidos/ })).toBeNull()
    expect(mainNav().queryByRole('link', { name: 'Minha Conta' })).toBeNull()
  })
})

import { screen, waitFor } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import type { SessionUser } from '#domain/account.ts'
import { apiError, sentBodies } from '#web/testing/auth-fixtures.ts'
import { ADMIN, CUSTOMER, json, renderApp, serverError, stubApi } from '#web/testing/render.tsx'

const INVALID = 'Email ou senha inválidos'

/** Signed out; POST /api/auth/login answers `login` (the signed-in `user` by default). */
function stubLogin(login: SessionUser | Response) {
  return stubApi({
    handler: ({ method, url }) => {
      if (method !== 'POST' || url.pathname !== '/api/auth/login') return undefined
      return login instanceof Response ? login : json({ user: login })
    },
  })
}

function path(router: ReturnType<typeof renderApp>['router']) {
  return router.state.location.pathname + router.state.location.search
}

async function signIn(view: ReturnType<typeof renderApp>, email: string, password = 'segredo1') {
  const { user } = view
  await screen.findByRole('heading', { name: 'Entre na sua conta' })
  await user.type(screen.getByLabelText('Email'), email)
  await user.type(screen.getByLabelText('Senha'), password)
  await user.click(screen.getByRole('button', { name: 'Entrar' }))
}

describe('login page', () => {
  it('signs a customer in and returns them to redirectTo', async () => {
    const fetchMock = stubLogin(CUSTOMER)
    const view = renderApp('/login?redirectTo=%2Forders%3Fstatus%3Dopen')

    await signIn(view, '  Cliente@Example.com ')

    expect(await screen.findByRole('heading', { name: 'Seus Pedidos' })).toBeInTheDocument()
    expect(path(view.router)).toBe('/orders?status=open')
    expect(screen.getByRole('link', { name: 'Minha Conta' })).toBeInTheDocument()
    expect(sentBodies(fetchMock, 'POST', '/api/auth/login')).toEqual([
      { email: 'cliente@example.com', password: 'segredo1', remember: false },
    ])
  })

  it("sends 'Lembrar-me' as remember: true", async () => {
    const fetchMock = stubLogin(CUSTOMER)
    const view = renderApp('/login')
    await screen.findByRole('heading', { name: 'Entre na sua conta' })

    await view.user.click(screen.getByRole('checkbox', { name: 'Lembrar-me' }))
    await signIn(view, 'cliente@example.com')

    await waitFor(() => expect(path(view.router)).toBe('/'))
    expect(sentBodies(fetchMock, 'POST', '/api/auth/login')).toEqual([
      { email: 'cliente@example.com', password: 'segredo1', remember: true },
    ])
  })

  it('sends an admin to /admin, whatever redirectTo says', async () => {
    stubLogin(ADMIN)
    const view = renderApp('/login?redirectTo=%2Forders')

    await signIn(view, 'admin@example.com')

    await waitFor(() => expect(path(view.router)).toBe('/admin'))
  })

  it.each(['//evil.example', 'https://evil.example/', '/\\evil.example', 'orders'])(
    'ignores a redirectTo that is not a path of this site (%s)',
    async (redirectTo) => {
      stubLogin(CUSTOMER)
      const view = renderApp(`/login?redirectTo=${encodeURIComponent(redirectTo)}`)

      await signIn(view, 'cliente@example.com')

      await waitFor(() => expect(path(view.router)).toBe('/'))
    },
  )

  it("shows 'Email ou senha inválidos' and stays", async () => {
    stubLogin(apiError(401, 'invalid-credentials', INVALID))
    const view = renderApp('/login')

    await signIn(view, 'cliente@example.com', 'errada')

    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID)
    expect(path(view.router)).toBe('/login')
    expect(screen.getByLabelText('Email')).toHaveValue('cliente@example.com')
  })

  it('shows the message of too many attempts', async () => {
    const message = 'Muitas tentativas. Tente novamente em 15 minutos.'
    stubLogin(apiError(429, 'too-many-requests', message))
    const view = renderApp('/login')

    await signIn(view, 'cliente@example.com')

    expect(await screen.findByRole('alert')).toHaveTextContent(message)
  })

  it('checks the fields before asking the server', async () => {
    const fetchMock = stubLogin(CUSTOMER)
    const { user } = renderApp('/login')
    await screen.findByRole('heading', { name: 'Entre na sua conta' })

    await user.click(screen.getByRole('button', { name: 'Entrar' }))

    expect(await screen.findByText('Email é obrigatório')).toBeInTheDocument()
    expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription('Senha é obrigatória')
    expect(sentBodies(fetchMock, 'POST', '/api/auth/login')).toEqual([])
  })

  it('links to /register, keeping redirectTo', async () => {
    stubApi()
    renderApp('/login?redirectTo=%2Fcheckout')

    const link = await screen.findByRole('link', { name: 'Criar conta' })
    expect(link).toHaveAttribute('href', '/register?redirectTo=%2Fcheckout')
  })

  it.each([
    [CUSTOMER, '/'],
    [ADMIN, '/admin'],
  ])('sends a signed-in visitor away from /login (%#)', async (signedIn, to) => {
    stubApi({ user: signedIn })
    const view = renderApp('/login?redirectTo=%2Forders')

    await waitFor(() => expect(path(view.router)).toBe(to))
    expect(screen.queryByRole('heading', { name: 'Entre na sua conta' })).toBeNull()
  })
})

describe('forgot-password view of /login', () => {
  function stubForgot(answer: Response) {
    return stubApi({
      handler: ({ method, url }) =>
        method === 'POST' && url.pathname === '/api/auth/forgot-password' ? answer : undefined,
    })
  }

  async function openForgot(view: ReturnType<typeof renderApp>) {
    await screen.findByRole('heading', { name: 'Entre na sua conta' })
    await view.user.type(screen.getByLabelText('Email'), 'cliente@example.com')
    await view.user.click(screen.getByRole('button', { name: 'Esqueceu sua senha?' }))
    expect(await screen.findByRole('heading', { name: 'Redefinir senha' })).toHaveFocus()
  }

  it('sends the reset email and says so', async () => {
    const message = 'Email de redefinição enviado! Verifique sua caixa de entrada.'
    const fetchMock = stubForgot(json({ message }))
    const view = renderApp('/login')
    await openForgot(view)

    expect(screen.getByLabelText('Email')).toHaveValue('cliente@example.com')
    await view.user.click(screen.getByRole('button', { name: 'Enviar Email de Redefinição' }))

    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(sentBodies(fetchMock, 'POST', '/api/auth/forgot-password')).toEqual([
      { email: 'cliente@example.com' },
    ])
    expect(view.router.state.location.pathname).toBe('/login')
  })

  it('says when the email could not be sent, and goes back to the login', async () => {
    stubForgot(serverError())
    const view = renderApp('/login')
    await openForgot(view)

    await view.user.click(screen.getByRole('button', { name: 'Enviar Email de Redefinição' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erro ao enviar email de redefinição. Verifique o email informado.',
    )

    await view.user.click(screen.getByRole('button', { name: 'Voltar para o login' }))
    expect(await screen.findByRole('heading', { name: 'Entre na sua conta' })).toHaveFocus()
  })
})

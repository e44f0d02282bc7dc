import { screen, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { apiError, sentBodies } from '#web/testing/auth-fixtures.ts'
import { json, renderApp, stubApi } from '#web/testing/render.tsx'

const OFFER = 'Receber link de acesso por email'
const SENT =
  'Se houver uma conta com este email, enviamos um link de acesso. Ele vale por 15 minutos.'
const TOO_MANY = 'Muitas tentativas. Tente novamente em 15 minutos.'

/** Signed out; the login answers `login`, the access link `accessLink`. */
function stubLogin(login: Response, accessLink: Response = json({ message: SENT })) {
  return stubApi({
    handler: ({ method, url }) => {
      if (method !== 'POST') return undefined
      if (url.pathname === '/api/auth/login') return login
      if (url.pathname === '/api/auth/access-link') return accessLink
    },
  })
}

async function signIn(view: ReturnType<typeof renderApp>, email: string) {
  await screen.findByRole('heading', { name: 'Entre na sua conta' })
  await view.user.type(screen.getByLabelText('Email'), email)
  await view.user.type(screen.getByLabelText('Senha'), 'segredo1')
  await view.user.click(screen.getByRole('button', { name: 'Entrar' }))
}

describe('login page: the access link when sign-ins are refused (issue 35)', () => {
  it('offers the link on too many attempts, and sends it to the email typed', async () => {
    const fetchMock = stubLogin(apiError(429, 'too-many-requests', TOO_MANY))
    const view = renderApp('/login')
    await signIn(view, 'Cliente@Example.com')

    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_MANY)
    await view.user.click(screen.getByRole('button', { name: OFFER }))

    expect(await screen.findByRole('status')).toHaveTextContent(SENT)
    expect(screen.getByRole('alert')).toHaveTextContent(TOO_MANY)
    expect(sentBodies(fetchMock, 'POST', '/api/auth/access-link')).toEqual([
      { email: 'cliente@example.com' },
    ])
    expect(view.router.state.location.pathname).toBe('/login')
  })

  it('announces why the link was not sent', async () => {
    stubLogin(
      apiError(429, 'too-many-requests', TOO_MANY),
      apiError(429, 'too-many-requests', 'Muitas tentativas. Tente novamente em 3 minutos.'),
    )
    const view = renderApp('/login')
    await signIn(view, 'cliente@example.com')

    await view.user.click(await screen.findByRole('button', { name: OFFER }))

    const alerts = await screen.findAllByRole('alert')
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      TOO_MANY,
      'Muitas tentativas. Tente novamente em 3 minutos.',
    ])
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('is not offered for a wrong password', async () => {
    stubLogin(apiError(401, 'invalid-credentials', 'Email ou senha inválidos'))
    const view = renderApp('/login')
    await signIn(view, 'cliente@example.com')

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Email ou senha inválidos')
    expect(within(alert).queryByRole('button')).toBeNull()
    expect(screen.queryByRole('button', { name: OFFER })).toBeNull()
  })
})

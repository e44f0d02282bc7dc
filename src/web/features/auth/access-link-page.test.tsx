import { screen, waitFor } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import type { SessionUser } from '#domain/account.ts'
import { apiError, sentBodies } from '#web/testing/auth-fixtures.ts'
import { ADMIN, CUSTOMER, json, renderApp, serverError, stubApi } from '#web/testing/render.tsx'

const EMAIL = 'cliente@example.com'
const TOKEN = 'k3Jd9sLq0PzX7vB2nM4cR8tY6wE1aF5gH0iU3oZ_-x'
const LINK = `/access-link?email=${encodeURIComponent(EMAIL)}&token=${TOKEN}`
const SIGN_IN = '/api/auth/access-link/sign-in'
const INVALID = 'Link de acesso inválido ou expirado. Peça um novo na página de login.'

/** Signed out; the link's sign-in answers `answer` (the user by default; a promise waits). */
function stubSignIn(answer: SessionUser | Response | Promise<Response> = CUSTOMER) {
  return stubApi({
    handler: ({ method, url }) => {
      if (method !== 'POST' || url.pathname !== SIGN_IN) return undefined
      return 'id' in answer ? json({ user: answer }) : answer
    },
  })
}

function path(router: ReturnType<typeof renderApp>['router']) {
  return router.state.location.pathname + router.state.location.search
}

async function expectInvalid(message: string, login = '/login') {
  expect(await screen.findByRole('heading', { name: 'Link de acesso inválido' })).toHaveFocus()
  expect(screen.getByRole('alert')).toHaveTextContent(message)
  expect(screen.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute('href', login)
}

describe('access link page', () => {
  it("signs in once, saying 'Entrando...', and goes to the store", async () => {
    let answer: (response: Response) => void = () => {}
    const fetchMock = stubSignIn(new Promise((resolve) => (answer = resolve)))
    const { router } = renderApp(LINK)

    expect(await screen.findByText('Entrando...')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Entrando...')
    answer(json({ user: CUSTOMER }))

    await waitFor(() => expect(path(router)).toBe('/'))
    expect(await screen.findByRole('link', { name: 'Minha Conta' })).toBeInTheDocument()
    expect(sentBodies(fetchMock, 'POST', SIGN_IN)).toEqual([{ email: EMAIL, token: TOKEN }])
  })

  it('goes to redirectTo, a path of this site, and an admin to the panel', async () => {
    stubSignIn()
    const view = renderApp(`${LINK}&redirectTo=%2Fcheckout`)
    await waitFor(() => expect(path(view.router)).toBe('/checkout'))
    view.unmount()

    stubSignIn()
    const evil = renderApp(`${LINK}&redirectTo=${encodeURIComponent('//evil.example')}`)
    await waitFor(() => expect(path(evil.router)).toBe('/'))
    evil.unmount()

    stubSignIn(ADMIN)
    const admin = renderApp(`${LINK}&redirectTo=%2Fcheckout`)
    await waitFor(() => expect(path(admin.router)).toBe('/admin'))
  })

  it("shows the server's refusal, with the way to the login", async () => {
    stubSignIn(apiError(400, 'invalid-token', INVALID))
    const { router } = renderApp(`${LINK}&redirectTo=%2Fcheckout`)

    await expectInvalid(INVALID, '/login?redirectTo=%2Fcheckout')
    expect(router.state.location.pathname).toBe('/access-link')
  })

  it('shows the wait when there were too many attempts', async () => {
    const wait = 'Muitas tentativas. Tente novamente em 15 minutos.'
    stubSignIn(apiError(429, 'too-many-requests', wait))
    renderApp(LINK)

    await expectInvalid(wait)
  })

  it('says the link is invalid when the server fails', async () => {
    stubSignIn(serverError())
    renderApp(LINK)

    await expectInvalid(INVALID)
  })

  it.each([
    '/access-link',
    `/access-link?email=${EMAIL}`,
    `/access-link?token=${TOKEN}`,
    `/access-link?email=cliente&token=${TOKEN}`,
    `/access-link?email=${EMAIL}&token=curto`,
  ])('says the link is invalid at once, asking nothing (%s)', async (link) => {
    const fetchMock = stubSignIn()
    renderApp(link)

    await expectInvalid(INVALID)
    expect(sentBodies(fetchMock, 'POST', SIGN_IN)).toEqual([])
  })
})

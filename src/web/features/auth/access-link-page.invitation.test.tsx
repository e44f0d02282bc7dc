import { screen, waitFor } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { apiError, sentBodies } from '#web/testing/auth-fixtures.ts'
import { CUSTOMER, json, renderApp, stubApi } from '#web/testing/render.tsx'

const EMAIL = 'carla@example.com'
const TOKEN = 'k3Jd9sLq0PzX7vB2nM4cR8tY6wE1aF5gH0iU3oZ_-x'
const LINK = `/invitation?email=${encodeURIComponent(EMAIL)}&token=${TOKEN}`
const SIGN_IN = '/api/auth/invitation/sign-in'
const INVALID =
  'Convite inválido, expirado ou já usado. Peça um link de acesso na página de login com o seu e-mail.'

function stubSignIn(answer?: Response) {
  return stubApi({
    handler: ({ method, url }) => {
      if (method !== 'POST' || url.pathname !== SIGN_IN) return undefined
      return answer ?? json({ user: { ...CUSTOMER, email: EMAIL } })
    },
  })
}

describe('invitation page (decision 047)', () => {
  it('signs in once by its own route and opens the cart, whatever redirectTo says', async () => {
    const fetchMock = stubSignIn()
    const { router } = renderApp(`${LINK}&redirectTo=%2Fcheckout`)

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'))
    expect(await screen.findByRole('link', { name: 'Minha Conta' })).toBeInTheDocument()
    expect(sentBodies(fetchMock, 'POST', SIGN_IN)).toEqual([{ email: EMAIL, token: TOKEN }])
    expect(sentBodies(fetchMock, 'POST', '/api/auth/access-link/sign-in')).toEqual([])
  })

  it.each([
    ['used, expired or for another e-mail', LINK],
    ['forged', `/invitation?email=${EMAIL}&token=curto`],
    ['without its e-mail', `/invitation?token=${TOKEN}`],
  ])('says an invitation %s is invalid, with the way to the login', async (_, link) => {
    const fetchMock = stubSignIn(apiError(400, 'invalid-token', INVALID))
    const { router } = renderApp(link)

    expect(await screen.findByRole('heading', { name: 'Convite inválido' })).toHaveFocus()
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID)
    expect(screen.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute('href', '/login')
    expect(router.state.location.pathname).toBe('/invitation')
    expect(sentBodies(fetchMock, 'POST', SIGN_IN)).toHaveLength(link === LINK ? 1 : 0)
  })
})

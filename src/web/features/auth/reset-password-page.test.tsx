import { screen, waitFor } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { apiError, sentBodies } from '#web/testing/auth-fixtures.ts'
import { json, renderApp, serverError, stubApi } from '#web/testing/render.tsx'

const EMAIL = 'cliente@example.com'
const TOKEN = 'k3Jd9sLq0PzX7vB2nM4cR8tY6wE1aF5gH0iU3oZ_-x'
const LINK = `/reset-password?email=${encodeURIComponent(EMAIL)}&token=${TOKEN}`
const EXPIRED = 'Token inválido ou expirado. Solicite um novo link.'

/** The validate and reset endpoints answer as given (a pending promise keeps it validating). */
function stubReset({
  validate = json({ valid: true }),
  reset = json({ message: 'Senha redefinida com sucesso!' }),
}: {
  validate?: Response | Promise<Response>
  reset?: Response
} = {}) {
  return stubApi({
    handler: ({ method, url }) => {
      if (method !== 'POST') return undefined
      if (url.pathname === '/api/auth/reset-password/validate') return validate
      if (url.pathname === '/api/auth/reset-password') return reset
    },
  })
}

async function expectInvalidLink(message: string) {
  expect(await screen.findByRole('heading', { name: 'Link Inválido' })).toBeInTheDocument()
  expect(screen.getByText(message)).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Voltar para Login' })).toHaveAttribute('href', '/login')
}

describe('reset password page', () => {
  it.each(['/reset-password', `/reset-password?email=${EMAIL}`, `/reset-password?token=${TOKEN}`])(
    "says 'Link Inválido' for a link without email and token (%s)",
    async (path) => {
      const fetchMock = stubReset()
      renderApp(path)

      await expectInvalidLink('Link de redefinição inválido. Solicite um novo link.')
      expect(sentBodies(fetchMock, 'POST', '/api/auth/reset-password/validate')).toEqual([])
    },
  )

  it('validates the link, then shows the server refusal', async () => {
    let answer: (response: Response) => void = () => {}
    const fetchMock = stubReset({ validate: new Promise((resolve) => (answer = resolve)) })
    renderApp(LINK)

    expect(await screen.findByText('Validando link de redefinição...')).toBeInTheDocument()
    answer(apiError(400, 'invalid-token', EXPIRED))

    await expectInvalidLink(EXPIRED)
    expect(sentBodies(fetchMock, 'POST', '/api/auth/reset-password/validate')).toEqual([
      { email: EMAIL, token: TOKEN },
    ])
  })

  it('says when the link could not be checked', async () => {
    stubReset({ validate: serverError() })
    renderApp(LINK)

    await expectInvalidLink('Erro ao validar token. Tente novamente.')
  })

  it('sets the new password, then goes to /login after 3 seconds', async () => {
    const fetchMock = stubReset()
    const { user, router } = renderApp(LINK)

    await screen.findByRole('heading', { name: 'Redefinir senha' })
    expect(screen.getByLabelText('Nova senha')).toHaveAccessibleDescription(
      expect.stringContaining('Use letras, números e símbolos.'),
    )
    await user.type(screen.getByLabelText('Nova senha'), '12345')
    await user.type(screen.getByLabelText('Confirmar nova senha'), '12345')
    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }))
    expect(await screen.findByText('A senha deve ter pelo menos 6 caracteres')).toBeInTheDocument()

    await user.type(screen.getByLabelText('Nova senha'), '6')
    await user.type(screen.getByLabelText('Confirmar nova senha'), '7')
    expect(await screen.findByText('As senhas não coincidem')).toBeInTheDocument()

    await user.clear(screen.getByLabelText('Confirmar nova senha'))
    await user.type(screen.getByLabelText('Confirmar nova senha'), '123456')
    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }))

    expect(
      await screen.findByRole('heading', { name: 'Senha redefinida com sucesso!' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ir para Login' })).toHaveAttribute('href', '/login')
    expect(sentBodies(fetchMock, 'POST', '/api/auth/reset-password')).toEqual([
      { email: EMAIL, token: TOKEN, newPassword: '123456' },
    ])
    expect(router.state.location.pathname).toBe('/reset-password')

    // The redirect waits 3 s; the generous timeout is for a busy machine, not for the rule (a
    // redirect before that would have failed the check just above).
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 10_000 })
    expect(await screen.findByRole('heading', { name: 'Entre na sua conta' })).toBeInTheDocument()
  }, 20_000)

  it('ties the problem to the new password, after its hint, and focuses it', async () => {
    stubReset()
    const { user } = renderApp(LINK)
    await screen.findByRole('heading', { name: 'Redefinir senha' })

    await user.type(screen.getByLabelText('Confirmar nova senha'), '123')
    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }))

    const password = screen.getByLabelText('Nova senha')
    await waitFor(() => expect(password).toHaveFocus())
    expect(password).toHaveAttribute('aria-invalid', 'true')
    expect(password).toHaveAccessibleDescription(
      'Mínimo de 6 caracteres. Use letras, números e símbolos. A senha deve ter pelo menos 6 caracteres',
    )
  })

  it("shows the server's message when the reset is refused", async () => {
    stubReset({ reset: apiError(400, 'invalid-token', EXPIRED) })
    const { user } = renderApp(LINK)

    await screen.findByRole('heading', { name: 'Redefinir senha' })
    await user.type(screen.getByLabelText('Nova senha'), 'nova-senha1')
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'nova-senha1')
    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED)
  })

  it("says 'Erro ao redefinir senha' when the server fails", async () => {
    stubReset({ reset: serverError() })
    const { user } = renderApp(LINK)

    await screen.findByRole('heading', { name: 'Redefinir senha' })
    await user.type(screen.getByLabelText('Nova senha'), 'nova-senha1')
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'nova-senha1')
    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao redefinir senha')
  })
})

import { screen, waitFor } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { apiError, sentBodies } from '#web/testing/auth-fixtures.ts'
import { json, renderApp, stubApi } from '#web/testing/render.tsx'

const INVALID = 'Email ou senha inválidos'

/** Signed out; POST /api/auth/login answers with `answer()`. */
function stubLogin(answer: () => Response) {
  return stubApi({
    handler: ({ method, url }) =>
      method === 'POST' && url.pathname === '/api/auth/login' ? answer() : undefined,
  })
}

async function openLogin() {
  const view = renderApp('/login')
  await screen.findByRole('heading', { name: 'Entre na sua conta' })
  return view
}

describe('login page: what a screen reader hears of its errors', () => {
  it('ties each problem to its field and puts the focus on the first one', async () => {
    const fetchMock = stubLogin(() => json({}))
    const { user } = await openLogin()

    await user.click(screen.getByRole('button', { name: 'Entrar' }))

    const email = screen.getByLabelText('Email')
    await waitFor(() => expect(email).toHaveFocus())
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription('Email é obrigatório')
    const password = screen.getByLabelText('Senha')
    expect(password).toHaveAttribute('aria-invalid', 'true')
    expect(password).toHaveAccessibleDescription('Senha é obrigatória')
    expect(sentBodies(fetchMock, 'POST', '/api/auth/login')).toEqual([])
  })

  it('focuses the first field still wrong, in the order they are shown', async () => {
    stubLogin(() => json({}))
    const { user } = await openLogin()

    await user.type(screen.getByLabelText('Email'), 'cliente@example.com')
    await user.click(screen.getByRole('button', { name: 'Entrar' }))

    await waitFor(() => expect(screen.getByLabelText('Senha')).toHaveFocus())
    expect(screen.getByLabelText('Senha')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid')
  })

  it("clears 'Email ou senha inválidos' once the email or password changes", async () => {
    stubLogin(() => apiError(401, 'invalid-credentials', INVALID))
    const { user } = await openLogin()
    await user.type(screen.getByLabelText('Email'), 'cliente@example.com')
    await user.type(screen.getByLabelText('Senha'), 'errada')
    await user.click(screen.getByRole('button', { name: 'Entrar' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID)

    await user.type(screen.getByLabelText('Senha'), '1')

    expect(screen.queryByText(INVALID)).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('keeps the wait of too many attempts while the customer types', async () => {
    const message = 'Muitas tentativas. Tente novamente em 15 minutos.'
    stubLogin(() => apiError(429, 'too-many-requests', message))
    const { user } = await openLogin()
    await user.type(screen.getByLabelText('Email'), 'cliente@example.com')
    await user.type(screen.getByLabelText('Senha'), 'segredo1')
    await user.click(screen.getByRole('button', { name: 'Entrar' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(message)

    await user.type(screen.getByLabelText('Senha'), '2')

    expect(screen.getByRole('alert')).toHaveTextContent(message)
  })
})

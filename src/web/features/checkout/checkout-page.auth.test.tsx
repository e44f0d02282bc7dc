import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { ADDRESS, apiError, sentBodies } from '#web/testing/auth-fixtures.ts'
import { CUSTOMER, json, renderApp } from '#web/testing/render.tsx'
import { seedCart, stubCheckout } from '#web/testing/checkout-fixtures.ts'

const TOO_SHORT = 'A senha deve ter pelo menos 6 caracteres'
const steps = () => within(screen.getByRole('navigation', { name: 'Etapas da compra' }))
const currentStep = () =>
  steps()
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step')

/** Signed out, with `answer` for POST /api/auth/checkout (and the account's saved address). */
async function openSignedOut(answer: () => Response, saved: typeof ADDRESS | null = ADDRESS) {
  seedCart()
  const fetchMock = stubCheckout({
    user: null,
    saved,
    extra: ({ method, url }) =>
      method === 'POST' && url.pathname === '/api/auth/checkout' ? answer() : undefined,
  })
  const view = renderApp('/checkout')
  await screen.findByRole('heading', { name: 'Finalizar Compra' })
  return { ...view, fetchMock }
}

async function signIn(user: ReturnType<typeof renderApp>['user'], email: string) {
  await user.type(screen.getByLabelText('Email'), email)
  await user.type(screen.getByLabelText('Senha'), 'segredo1')
  await user.click(screen.getByRole('button', { name: 'Continuar' }))
}

describe('checkout, step 1 (Autenticação)', () => {
  it('logs in, says so, and moves to the address pre-filled from the server', async () => {
    const { user, fetchMock } = await openSignedOut(() => json({ user: CUSTOMER, created: false }))
    expect(currentStep()).toHaveTextContent('1 Autenticação')
    expect(currentStep()).toHaveAttribute('aria-current', 'step')

    await signIn(user, ' Cliente@Example.com ')

    expect(await screen.findByText('Login realizado com sucesso!')).toBeInTheDocument()
    expect(await screen.findByText(`${ADDRESS.street}, ${ADDRESS.number}`)).toBeInTheDocument()
    expect(currentStep()).toHaveTextContent('2 Endereço')
    expect(sentBodies(fetchMock, 'POST', '/api/auth/checkout')).toEqual([
      { email: 'cliente@example.com', password: 'segredo1' },
    ])
    expect(screen.getByRole('heading', { name: 'Endereço de Entrega' })).toHaveFocus()
  })

  it("creates the account for a new email: 'Conta criada com sucesso!...'", async () => {
    const novo = { ...CUSTOMER, email: 'novo@example.com', name: 'novo@example.com' }
    const { user } = await openSignedOut(() => json({ user: novo, created: true }, 201), null)

    await signIn(user, 'novo@example.com')

    expect(
      await screen.findByText(
        'Conta criada com sucesso! Enviamos as informações de acesso para novo@example.com',
      ),
    ).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Salvar e Continuar' })).toBeInTheDocument()
  })

  it("'Esqueceu sua senha?' opens the login page's forgot-password view, back to checkout", async () => {
    const { user, router } = await openSignedOut(() => json({ user: CUSTOMER, created: false }))

    await user.click(screen.getByRole('link', { name: 'Esqueceu sua senha?' }))

    expect(await screen.findByRole('heading', { name: 'Redefinir senha' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?view=forgot&redirectTo=%2Fcheckout')
    expect(screen.getByRole('button', { name: 'Enviar Email de Redefinição' })).toBeInTheDocument()
  })

  it("shows the server's message for a wrong password and stays on step 1", async () => {
    const { user } = await openSignedOut(() =>
      apiError(401, 'invalid-credentials', 'Email ou senha inválidos'),
    )

    await signIn(user, 'cliente@example.com')

    expect(await screen.findByRole('alert')).toHaveTextContent('Email ou senha inválidos')
    expect(currentStep()).toHaveTextContent('1 Autenticação')
    expect(screen.getByLabelText('Senha')).toBeInTheDocument()
  })

  it('submitted empty: each problem tied to its field, the focus on the first', async () => {
    const { user, fetchMock } = await openSignedOut(() => json({ user: CUSTOMER, created: false }))

    await user.click(screen.getByRole('button', { name: 'Continuar' }))

    const email = screen.getByLabelText('Email')
    await waitFor(() => expect(email).toHaveFocus())
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription('Email é obrigatório')
    const password = screen.getByLabelText('Senha')
    expect(password).toHaveAttribute('aria-invalid', 'true')
    expect(password).toHaveAccessibleDescription(TOO_SHORT)
    expect(sentBodies(fetchMock, 'POST', '/api/auth/checkout')).toEqual([])
  })

  it("drops 'Email ou senha inválidos' once the fields change: only the new problem shows", async () => {
    const { user, fetchMock } = await openSignedOut(() =>
      apiError(401, 'invalid-credentials', 'Email ou senha inválidos'),
    )
    await signIn(user, 'cliente@example.com')
    expect(await screen.findByRole('alert')).toHaveTextContent('Email ou senha inválidos')

    const email = screen.getByLabelText('Email')
    const password = screen.getByLabelText('Senha')
    await user.clear(email)
    await user.type(email, 'novo@example.com')
    expect(screen.queryByText('Email ou senha inválidos')).toBeNull()
    await user.clear(password)
    await user.type(password, 'abc')
    await user.click(screen.getByRole('button', { name: 'Continuar' }))

    await waitFor(() => expect(password).toHaveFocus())
    expect(password).toHaveAttribute('aria-invalid', 'true')
    expect(password).toHaveAccessibleDescription(TOO_SHORT)
    expect(email).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByText('Email ou senha inválidos')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(sentBodies(fetchMock, 'POST', '/api/auth/checkout')).toHaveLength(1)
  })

  it('offers the access link on too many attempts, to come back to the checkout', async () => {
    const tooMany = 'Muitas tentativas. Tente novamente em 15 minutos.'
    const sent =
      'Se houver uma conta com este email, enviamos um link de acesso. Ele vale por 15 minutos.'
    seedCart()
    const fetchMock = stubCheckout({
      user: null,
      extra: ({ method, url }) => {
        if (method !== 'POST') return undefined
        if (url.pathname === '/api/auth/checkout') {
          return apiError(429, 'too-many-requests', tooMany)
        }
        if (url.pathname === '/api/auth/access-link') return json({ message: sent })
      },
    })
    const { user } = renderApp('/checkout')
    await screen.findByRole('heading', { name: 'Finalizar Compra' })
    await signIn(user, 'cliente@example.com')
    expect(await screen.findByRole('alert')).toHaveTextContent(tooMany)

    await user.click(screen.getByRole('button', { name: 'Receber link de acesso por email' }))

    expect(await screen.findByRole('status')).toHaveTextContent(sent)
    expect(sentBodies(fetchMock, 'POST', '/api/auth/access-link')).toEqual([
      { email: 'cliente@example.com', redirectTo: '/checkout' },
    ])
    expect(currentStep()).toHaveTextContent('1 Autenticação')
  })

  it("falls back to 'Ocorreu um erro...' when the server fails", async () => {
    const { user } = await openSignedOut(() => apiError(500, 'internal', 'Erro interno'))

    await signIn(user, 'cliente@example.com')

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ocorreu um erro ao processar sua solicitação',
    )
  })
})

describe('checkout, empty cart and return from Mercado Pago', () => {
  it("says 'Seu carrinho está vazio' with 'Continuar Comprando'", async () => {
    stubCheckout()
    renderApp('/checkout')

    expect(await screen.findByText('Seu carrinho está vazio')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Continuar Comprando' })).toHaveAttribute('href', '/')
    expect(screen.queryByRole('navigation', { name: 'Etapas da compra' })).toBeNull()
  })

  it("shows 'Pagamento Confirmado!' for ?status=approved", async () => {
    stubCheckout()
    renderApp('/checkout?status=approved')

    expect(await screen.findByRole('heading', { name: 'Pagamento Confirmado!' })).toBeVisible()
    const main = within(screen.getByRole('main'))
    expect(main.getByRole('link', { name: 'Ver Meus Pedidos' })).toHaveAttribute('href', '/orders')
    expect(main.getByRole('link', { name: 'Voltar para a Loja' })).toHaveAttribute('href', '/')
  })
})

import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import type { SessionUser } from '#domain/account.ts'
import { ADDRESS, apiError, cepHandler, handlers, sentBodies } from '#web/testing/auth-fixtures.ts'
import { CUSTOMER, json, renderApp, stubApi } from '#web/testing/render.tsx'

const NEW_USER: SessionUser = { ...CUSTOMER, email: 'maria@example.com', name: ADDRESS.name }

/** POST /api/auth/register answers `answer` (the new user by default); CEPs are looked up. */
function stubRegister(answer: Response = json({ user: NEW_USER }, 201)) {
  return stubApi({
    handler: handlers(cepHandler(), ({ method, url }) =>
      method === 'POST' && url.pathname === '/api/auth/register' ? answer : undefined,
    ),
  })
}

type View = ReturnType<typeof renderApp>

async function fill(view: View, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label)
    if (field instanceof HTMLSelectElement) await view.user.selectOptions(field, value)
    else {
      await view.user.clear(field)
      if (value) await view.user.type(field, value)
    }
  }
}

const VALID = {
  Nome: ADDRESS.name,
  Email: 'Maria@Example.com',
  Senha: 'segredo1',
  'Confirmar senha': 'segredo1',
  CEP: ADDRESS.cep,
  Número: ADDRESS.number,
  Complemento: ADDRESS.complement ?? '',
  WhatsApp: ADDRESS.whatsapp,
}

async function open(path = '/register') {
  const view = renderApp(path)
  await screen.findByRole('heading', { name: 'Cadastro' })
  return view
}

const submit = (view: View) => view.user.click(screen.getByRole('button', { name: 'Criar conta' }))

describe('register page', () => {
  it('creates the account with its address, signs in and returns to redirectTo', async () => {
    const fetchMock = stubRegister()
    const view = await open('/register?redirectTo=%2Forders')

    await fill(view, VALID)
    await waitFor(() => expect(screen.getByLabelText('Rua')).toHaveValue(ADDRESS.street))
    await submit(view)

    expect(await screen.findByText('Conta criada com sucesso!')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Seus Pedidos' })).toBeInTheDocument()
    expect(view.router.state.location.pathname).toBe('/orders')
    expect(screen.getByRole('link', { name: 'Minha Conta' })).toBeInTheDocument()
    expect(sentBodies(fetchMock, 'POST', '/api/auth/register')).toEqual([
      {
        email: 'maria@example.com',
        password: 'segredo1',
        confirmPassword: 'segredo1',
        address: ADDRESS,
      },
    ])
  })

  it('goes to / without redirectTo', async () => {
    stubRegister()
    const view = await open()

    await fill(view, VALID)
    await waitFor(() => expect(screen.getByLabelText('Cidade')).toHaveValue(ADDRESS.city))
    await submit(view)

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'))
  })

  it('shows each missing field under it and sends nothing', async () => {
    const fetchMock = stubRegister()
    const view = await open()

    await submit(view)

    expect(await screen.findByText('Nome é obrigatório')).toBeInTheDocument()
    const described = (label: string) => screen.getByLabelText(label)
    expect(described('Email')).toHaveAccessibleDescription('Email é obrigatório')
    expect(described('Senha')).toHaveAccessibleDescription(
      expect.stringContaining('A senha deve ter pelo menos 6 caracteres'),
    )
    expect(described('Rua')).toHaveAccessibleDescription('Rua é obrigatória')
    expect(described('Número')).toHaveAccessibleDescription('Número é obrigatório')
    expect(described('Estado')).toHaveAccessibleDescription('Estado é obrigatório')
    expect(described('WhatsApp')).toHaveAccessibleDescription('WhatsApp é obrigatório')
    expect(sentBodies(fetchMock, 'POST', '/api/auth/register')).toEqual([])
    await waitFor(() => expect(described('Nome')).toHaveFocus())
  })

  it('focuses the first wrong field in the order shown: the email before the address', async () => {
    stubRegister()
    const view = await open()
    await fill(view, { Nome: ADDRESS.name })

    await submit(view)

    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus())
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email é obrigatório')
  })

  it('checks the passwords and the WhatsApp number', async () => {
    const fetchMock = stubRegister()
    const view = await open()
    await fill(view, { ...VALID, 'Confirmar senha': 'outra123' })
    await waitFor(() => expect(screen.getByLabelText('Rua')).toHaveValue(ADDRESS.street))

    await submit(view)
    expect(await screen.findByText('As senhas não coincidem')).toBeInTheDocument()

    await fill(view, { Senha: '12345', 'Confirmar senha': '12345' })
    expect(await screen.findByText('A senha deve ter pelo menos 6 caracteres')).toBeInTheDocument()

    await fill(view, { Senha: 'segredo1', 'Confirmar senha': 'segredo1', WhatsApp: '20987654321' })
    expect(screen.getByLabelText('WhatsApp')).toHaveValue('(20) 98765-4321')
    await submit(view)
    expect(await screen.findByText('DDD inválido')).toBeInTheDocument()
    expect(sentBodies(fetchMock, 'POST', '/api/auth/register')).toEqual([])
  })

  it("shows the server's refusal in an alert, with the way to the login", async () => {
    const taken = 'Já existe uma conta com este email. Entre com sua senha.'
    stubRegister(apiError(409, 'email-taken', taken))
    const view = await open()

    await fill(view, VALID)
    await waitFor(() => expect(screen.getByLabelText('Rua')).toHaveValue(ADDRESS.street))
    await submit(view)

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(taken)
    expect(within(alert).getByRole('link', { name: 'Ir para o login' })).toHaveAttribute(
      'href',
      '/login',
    )
    expect(view.router.state.location.pathname).toBe('/register')

    await view.user.type(screen.getByLabelText('Email'), 'm')
    expect(screen.queryByText(taken)).toBeNull()
  })

  it('sends a signed-in visitor to /', async () => {
    stubApi({ user: CUSTOMER })
    const view = renderApp('/register')

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'))
  })

  it('says creating the account accepts the terms and the privacy policy, each in a new tab', async () => {
    stubRegister()
    await open()

    const line = screen.getByText(/^Ao criar sua conta/)
    expect(line).toHaveTextContent(
      'Ao criar sua conta, você concorda com os Termos de Venda e a Política de Privacidade.',
    )
    for (const [name, href] of [
      ['Termos de Venda', '/termos'],
      ['Política de Privacidade', '/privacidade'],
    ]) {
      const link = within(line).getByRole('link', { name })
      expect(link).toHaveAttribute('href', href)
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener')
    }
  })
})

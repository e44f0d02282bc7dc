import { screen, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import type { SessionUser } from '#domain/account.ts'
import { apiError, handlers, sentBodies } from '#web/testing/auth-fixtures.ts'
import { CUSTOMER, json, renderApp, stubApi } from '#web/testing/render.tsx'

type Answer = (body: unknown) => Response

/** A signed-in customer; the name and password routes answer as `onName` / `onPassword` say. */
function stubAccount({
  user = CUSTOMER,
  onName = (body) => json({ user: { ...user, ...(body as object) } }),
  onPassword = () => json({ message: 'Senha alterada com sucesso!' }),
}: { user?: SessionUser; onName?: Answer; onPassword?: Answer } = {}) {
  let current = user
  const fetchMock = stubApi({
    handler: handlers(({ method, url }) => {
      if (url.pathname === '/api/auth/session') return json({ user: current })
      if (url.pathname === '/api/account/address') return json({ address: null })
      if (method === 'PATCH' && url.pathname === '/api/account/name') {
        const body = sentBodies(fetchMock, 'PATCH', url.pathname).at(-1) as { name: string }
        const res = onName(body)
        if (res.ok) current = { ...current, name: body.name }
        return res
      }
      if (method === 'POST' && url.pathname === '/api/account/password') {
        return onPassword(sentBodies(fetchMock, 'POST', url.pathname).at(-1))
      }
      return undefined
    }),
  })
  return fetchMock
}

const accountCard = () => within(screen.getByRole('region', { name: 'Dados da conta' }))
const passwordCard = () => within(screen.getByRole('region', { name: 'Senha' }))

async function open() {
  const view = renderApp('/profile')
  await screen.findByRole('heading', { name: 'Minha Conta' })
  return view
}

describe('profile page: name', () => {
  it('shows the name and saves a new one', async () => {
    const fetchMock = stubAccount()
    const { user } = await open()

    const name = accountCard().getByLabelText('Nome')
    expect(name).toHaveValue('Cliente')
    await user.clear(name)
    await user.type(name, 'Maria Souza')
    await user.click(accountCard().getByRole('button', { name: 'Salvar nome' }))

    expect(await screen.findByText('Nome salvo!')).toBeInTheDocument()
    expect(sentBodies(fetchMock, 'PATCH', '/api/account/name')).toEqual([{ name: 'Maria Souza' }])
    expect(accountCard().getByLabelText('Nome')).toHaveValue('Maria Souza')
  })

  it('starts empty for an account still named after its email (made at checkout)', async () => {
    stubAccount({ user: { ...CUSTOMER, name: CUSTOMER.email } })
    await open()
    expect(accountCard().getByLabelText('Nome')).toHaveValue('')
  })

  it("a blank name: 'Nome é obrigatório' on the field, and nothing sent", async () => {
    const fetchMock = stubAccount()
    const { user } = await open()

    await user.clear(accountCard().getByLabelText('Nome'))
    await user.type(accountCard().getByLabelText('Nome'), '   ')
    await user.click(accountCard().getByRole('button', { name: 'Salvar nome' }))

    const name = accountCard().getByLabelText('Nome')
    expect(await accountCard().findByText('Nome é obrigatório')).toBeInTheDocument()
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('Nome é obrigatório')
    expect(sentBodies(fetchMock, 'PATCH', '/api/account/name')).toEqual([])
  })

  it("the server's refusal goes on the field", async () => {
    stubAccount({ onName: () => apiError(400, 'validation', 'Nome longo demais') })
    const { user } = await open()

    await user.click(accountCard().getByRole('button', { name: 'Salvar nome' }))

    expect(await accountCard().findByText('Nome longo demais')).toBeInTheDocument()
    expect(accountCard().getByLabelText('Nome')).toHaveAccessibleDescription('Nome longo demais')
  })
})

describe('profile page: password', () => {
  it('changes the password with the current one, then clears the form', async () => {
    const fetchMock = stubAccount()
    const { user } = await open()

    await user.type(passwordCard().getByLabelText('Senha atual'), 'senha-antiga')
    await user.type(passwordCard().getByLabelText('Nova senha'), 'senha-nova')
    await user.type(passwordCard().getByLabelText('Confirmar nova senha'), 'senha-nova')
    await user.click(passwordCard().getByRole('button', { name: 'Alterar senha' }))

    expect(await screen.findByText('Senha alterada com sucesso!')).toBeInTheDocument()
    expect(sentBodies(fetchMock, 'POST', '/api/account/password')).toEqual([
      { currentPassword: 'senha-antiga', newPassword: 'senha-nova' },
    ])
    expect(passwordCard().getByLabelText('Senha atual')).toHaveValue('')
    expect(passwordCard().getByLabelText('Nova senha')).toHaveValue('')
  })

  it("a wrong current password: 'Senha atual incorreta' on that field", async () => {
    stubAccount({
      onPassword: () => apiError(400, 'wrong-current-password', 'Senha atual incorreta'),
    })
    const { user } = await open()

    await user.type(passwordCard().getByLabelText('Senha atual'), 'errada')
    await user.type(passwordCard().getByLabelText('Nova senha'), 'senha-nova')
    await user.type(passwordCard().getByLabelText('Confirmar nova senha'), 'senha-nova')
    await user.click(passwordCard().getByRole('button', { name: 'Alterar senha' }))

    const current = passwordCard().getByLabelText('Senha atual')
    expect(await passwordCard().findByText('Senha atual incorreta')).toBeInTheDocument()
    expect(current).toHaveAttribute('aria-invalid', 'true')
    expect(current).toHaveAccessibleDescription('Senha atual incorreta')
    expect(passwordCard().getByLabelText('Nova senha')).not.toHaveAttribute('aria-invalid')
  })

  it('a new password under 6 characters: the rule on that field, and nothing sent', async () => {
    const fetchMock = stubAccount()
    const { user } = await open()

    await user.type(passwordCard().getByLabelText('Senha atual'), 'senha-antiga')
    await user.type(passwordCard().getByLabelText('Nova senha'), '12345')
    await user.type(passwordCard().getByLabelText('Confirmar nova senha'), '12345')
    await user.click(passwordCard().getByRole('button', { name: 'Alterar senha' }))

    const message = 'A senha deve ter pelo menos 6 caracteres'
    expect(await passwordCard().findByText(message)).toBeInTheDocument()
    expect(passwordCard().getByLabelText('Nova senha')).toHaveAccessibleDescription(
      expect.stringContaining(message),
    )
    expect(sentBodies(fetchMock, 'POST', '/api/account/password')).toEqual([])
  })

  it('too many tries: the wait is announced for the whole form', async () => {
    stubAccount({
      onPassword: () =>
        apiError(429, 'too-many-requests', 'Muitas tentativas. Tente novamente em 15 minutos.'),
    })
    const { user } = await open()

    await user.type(passwordCard().getByLabelText('Senha atual'), 'errada')
    await user.type(passwordCard().getByLabelText('Nova senha'), 'senha-nova')
    await user.type(passwordCard().getByLabelText('Confirmar nova senha'), 'senha-nova')
    await user.click(passwordCard().getByRole('button', { name: 'Alterar senha' }))

    expect(await passwordCard().findByRole('alert')).toHaveTextContent(
      'Muitas tentativas. Tente novamente em 15 minutos.',
    )
  })

  it("a confirmation that differs: 'As senhas não coincidem' on it, and nothing sent", async () => {
    const fetchMock = stubAccount()
    const { user } = await open()

    await user.type(passwordCard().getByLabelText('Senha atual'), 'senha-antiga')
    await user.type(passwordCard().getByLabelText('Nova senha'), 'senha-nova')
    await user.type(passwordCard().getByLabelText('Confirmar nova senha'), 'senha-nov')
    await user.click(passwordCard().getByRole('button', { name: 'Alterar senha' }))

    const confirm = passwordCard().getByLabelText('Confirmar nova senha')
    expect(await passwordCard().findByText('As senhas não coincidem')).toBeInTheDocument()
    expect(confirm).toHaveAccessibleDescription('As senhas não coincidem')
    expect(confirm).toHaveAttribute('aria-invalid', 'true')
    expect(sentBodies(fetchMock, 'POST', '/api/account/password')).toEqual([])
  })

  it("'Mostrar senha' shows the three passwords as text, and hides them again", async () => {
    stubAccount()
    const { user } = await open()
    const fields = ['Senha atual', 'Nova senha', 'Confirmar nova senha'].map((label) =>
      passwordCard().getByLabelText(label),
    )
    const toggle = passwordCard().getByRole('checkbox', { name: 'Mostrar senha' })
    expect(toggle).not.toBeChecked()
    for (const field of fields) expect(field).toHaveAttribute('type', 'password')

    await user.click(toggle)
    expect(toggle).toBeChecked()
    for (const field of fields) expect(field).toHaveAttribute('type', 'text')

    await user.click(toggle)
    for (const field of fields) expect(field).toHaveAttribute('type', 'password')
  })
})

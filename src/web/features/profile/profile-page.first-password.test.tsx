import { screen, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { apiError, handlers, sentBodies } from '#web/testing/auth-fixtures.ts'
import { CUSTOMER, json, renderApp, stubApi } from '#web/testing/render.tsx'

const PASSWORD = '/api/account/password'

/** An invited client with no password yet: PUT sets the first one, once. */
function stubInvitedAccount() {
  let hasPassword = false
  const fetchMock = stubApi({
    handler: handlers(({ method, url }) => {
      if (url.pathname === '/api/auth/session') return json({ user: CUSTOMER })
      if (url.pathname === '/api/account/address') return json({ address: null })
      if (url.pathname !== PASSWORD) return undefined
      if (method === 'GET') return json({ hasPassword })
      if (method !== 'PUT') return undefined
      const { newPassword } = sentBodies(fetchMock, 'PUT', PASSWORD).at(-1) as {
        newPassword: string
      }
      if (newPassword.length < 6) {
        return apiError(400, 'validation', 'Senha deve ter no mínimo 6 caracteres')
      }
      hasPassword = true
      return json({ message: 'Senha criada com sucesso!' })
    }),
  })
  return fetchMock
}

describe("profile 'Criar senha' (decision 047)", () => {
  it('offers a first password to an account without one, then the usual change', async () => {
    const fetchMock = stubInvitedAccount()
    const { user } = renderApp('/profile')
    const section = within(await screen.findByRole('region', { name: 'Senha' }))

    expect(await section.findByText(/Sua conta ainda não tem senha/)).toBeInTheDocument()
    expect(section.queryByLabelText('Senha atual')).toBeNull()
    await user.type(section.getByLabelText('Nova senha'), 'carla-senha-1')
    await user.type(section.getByLabelText('Confirmar nova senha'), 'outra')
    await user.click(section.getByRole('button', { name: 'Criar senha' }))
    expect(section.getByLabelText('Confirmar nova senha')).toHaveAccessibleDescription(
      'As senhas não coincidem',
    )
    expect(sentBodies(fetchMock, 'PUT', PASSWORD)).toEqual([])

    await user.clear(section.getByLabelText('Confirmar nova senha'))
    await user.type(section.getByLabelText('Confirmar nova senha'), 'carla-senha-1')
    await user.click(section.getByRole('button', { name: 'Criar senha' }))

    expect(await screen.findByText('Senha criada com sucesso!')).toBeInTheDocument()
    expect(sentBodies(fetchMock, 'PUT', PASSWORD)).toEqual([{ newPassword: 'carla-senha-1' }])
    expect(await section.findByLabelText('Senha atual')).toBeInTheDocument()
    expect(section.getByRole('button', { name: 'Alterar senha' })).toBeInTheDocument()
  })
})

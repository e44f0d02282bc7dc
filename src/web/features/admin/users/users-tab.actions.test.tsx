import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { json } from '#web/testing/render.tsx'
import type { AdminRoute } from '#web/testing/admin/admin-fixtures.ts'
import { at, maria, openUsers, row } from '#web/testing/admin/users-fixtures.ts'

describe('admin Usuários tab: password reset and delete', () => {
  it('asks before sending a password reset, then confirms it was sent', async () => {
    const { user, calls } = await openUsers()
    const route: AdminRoute = `POST ${at(maria.id)}/reset-password`

    await user.click(row('Maria Souza').getByRole('button', { name: 'Redefinir Senha' }))
    const dialog = screen.getByRole('dialog', { name: 'Redefinir senha' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(dialog).toHaveAccessibleDescription(/Maria Souza/)
    expect(calls(route)).toHaveLength(0)

    await user.click(within(dialog).getByRole('button', { name: 'Enviar Email' }))

    expect(await screen.findByText('Email de redefinição de senha enviado!')).toBeInTheDocument()
    expect(calls(route)).toHaveLength(1)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('tells when the reset email could not be sent', async () => {
    const route: AdminRoute = `POST ${at(maria.id)}/reset-password`
    const { user } = await openUsers({
      answers: { [route]: () => json({ error: { code: 'internal', message: 'x' } }, 500) },
    })

    await user.click(row('Maria Souza').getByRole('button', { name: 'Redefinir Senha' }))
    await user.click(screen.getByRole('button', { name: 'Enviar Email' }))

    expect(
      await screen.findByText('Erro ao enviar email de redefinição. Tente novamente.'),
    ).toBeInTheDocument()
  })

  it('asks before deleting, then sends DELETE and the row disappears', async () => {
    const { user, calls } = await openUsers()

    await user.click(row('Maria Souza').getByRole('button', { name: 'Excluir' }))
    const dialog = screen.getByRole('dialog', { name: 'Excluir usuário' })
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }))

    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Maria Souza' })).toBeNull())
    expect(calls(`DELETE ${at(maria.id)}`)).toHaveLength(1)
    expect(await screen.findByText('Usuário excluído com sucesso!')).toBeInTheDocument()
    expect(screen.getByRole('rowheader', { name: 'Chefe' })).toBeInTheDocument()
  })

  it("shows the server's reason when a delete is refused", async () => {
    const refused = 'Não é possível excluir um administrador.'
    const route: AdminRoute = `DELETE ${at(maria.id)}`
    const { user } = await openUsers({
      answers: { [route]: () => json({ error: { code: 'forbidden', message: refused } }, 403) },
    })

    await user.click(row('Maria Souza').getByRole('button', { name: 'Excluir' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir' }))

    expect(await screen.findByText(refused)).toBeInTheDocument()
    expect(screen.getByRole('rowheader', { name: 'Maria Souza' })).toBeInTheDocument()
  })

  it('sends nothing when a confirmation is cancelled or dismissed with Escape', async () => {
    const { user, fetchMock } = await openUsers()
    const before = fetchMock.mock.calls.length

    const excluir = row('Maria Souza').getByRole('button', { name: 'Excluir' })
    await user.click(excluir)
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(excluir).toHaveFocus()

    await user.click(row('Maria Souza').getByRole('button', { name: 'Redefinir Senha' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()

    await user.click(row('Maria Souza').getByRole('button', { name: 'Editar' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }))
    expect(screen.queryByRole('dialog')).toBeNull()

    expect(fetchMock.mock.calls.length).toBe(before)
    expect(row('Maria Souza').getByText('maria@example.com')).toBeInTheDocument()
  })
})

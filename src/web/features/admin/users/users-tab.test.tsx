import { screen, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { json } from '#web/testing/render.tsx'
import type { AdminRoute } from '#web/testing/admin/admin-fixtures.ts'
import { at, maria, openUsers, row } from '#web/testing/admin/users-fixtures.ts'

describe('admin Usuários tab', () => {
  it('lists users with their type and fallbacks; no "Excluir" for admins', async () => {
    await openUsers()

    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent)
    expect(headers).toEqual(['Nome', 'Email', 'Tipo', 'Ações'])
    expect(row('Maria Souza').getByText('maria@example.com')).toBeInTheDocument()
    expect(row('Maria Souza').getByText('Cliente')).toBeInTheDocument()
    expect(row('Nome não disponível').getByText('Email não disponível')).toBeInTheDocument()
    expect(row('Chefe').getByText('Administrador')).toBeInTheDocument()
    expect(row('Chefe').getByRole('button', { name: 'Redefinir Senha' })).toBeInTheDocument()
    expect(row('Chefe').getByRole('button', { name: 'Editar' })).toBeInTheDocument()
    expect(row('Chefe').queryByRole('button', { name: 'Excluir' })).toBeNull()
    expect(row('Maria Souza').getByRole('button', { name: 'Excluir' })).toBeInTheDocument()
  })

  it('edits name and email through PATCH and shows the new values', async () => {
    const { user, sent } = await openUsers()

    await user.click(row('Maria Souza').getByRole('button', { name: 'Editar' }))
    const dialog = screen.getByRole('dialog', { name: 'Editar usuário' })
    const name = within(dialog).getByLabelText('Nome')
    expect(name).toHaveFocus()
    await user.clear(name)
    await user.type(name, 'Maria Lima')
    await user.clear(within(dialog).getByLabelText('Email'))
    await user.type(within(dialog).getByLabelText('Email'), ' Maria.Lima@Example.com ')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))

    expect(await screen.findByText('Usuário atualizado com sucesso!')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(sent(`PATCH ${at(maria.id)}`)).toEqual([
      { name: 'Maria Lima', email: 'maria.lima@example.com' },
    ])
    expect(await screen.findByRole('rowheader', { name: 'Maria Lima' })).toBeInTheDocument()
    expect(row('Maria Lima').getByText('maria.lima@example.com')).toBeInTheDocument()
  })

  it('keeps the form open with the server message when the email is taken', async () => {
    const taken = 'Já existe outro usuário com este email.'
    const route: AdminRoute = `PATCH ${at(maria.id)}`
    const { user } = await openUsers({
      answers: { [route]: () => json({ error: { code: 'email-taken', message: taken } }, 409) },
    })

    await user.click(row('Maria Souza').getByRole('button', { name: 'Editar' }))
    const dialog = screen.getByRole('dialog', { name: 'Editar usuário' })
    await user.clear(within(dialog).getByLabelText('Email'))
    await user.type(within(dialog).getByLabelText('Email'), 'chefe@example.com')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))

    expect(await within(dialog).findByText(taken)).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription(taken)
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
  })

  it('checks the form before sending anything', async () => {
    const { user, calls } = await openUsers()

    await user.click(row('Maria Souza').getByRole('button', { name: 'Editar' }))
    const dialog = screen.getByRole('dialog', { name: 'Editar usuário' })
    await user.clear(within(dialog).getByLabelText('Nome'))
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))

    expect(await within(dialog).findByText('Nome é obrigatório')).toBeInTheDocument()
    expect(calls(`PATCH ${at(maria.id)}`)).toHaveLength(0)
  })
})

import { screen, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { ADMIN, json } from '#web/testing/render.tsx'
import { chefe, makeUser, type AdminRoute } from '#web/testing/admin/admin-fixtures.ts'
import { at, maria, openUsers, row } from '#web/testing/admin/users-fixtures.ts'

// Decision 043: 'Usuários' makes a customer an admin and takes the role back, after a confirmation;
// never offered on the signed-in admin's own row.

const me = makeUser({ id: ADMIN.id, name: 'Eu Mesma', email: ADMIN.email, isAdmin: true })

describe('admin Usuários tab: the role of an account', () => {
  it('asks before making a customer an admin, then shows the account as one', async () => {
    const { user, calls } = await openUsers()
    const route: AdminRoute = `PUT ${at(maria.id)}/role`

    await user.click(row('Maria Souza').getByRole('button', { name: 'Tornar administrador' }))
    const dialog = screen.getByRole('dialog', { name: 'Tornar administrador' })
    expect(dialog).toHaveAccessibleDescription(
      'Maria Souza poderá abrir o painel, ver pedidos e clientes e mudar a loja, e passará a receber os emails da loja. Continuar?',
    )
    expect(calls(route)).toHaveLength(0)
    await user.click(within(dialog).getByRole('button', { name: 'Tornar administrador' }))

    expect(await screen.findByText('Maria Souza agora é administrador.')).toBeInTheDocument()
    expect(JSON.parse(String(calls(route)[0]?.[1]?.body))).toEqual({ isAdmin: true })
    expect(await row('Maria Souza').findByText('Administrador')).toBeInTheDocument()
    // An admin is never deleted: demoted first.
    expect(row('Maria Souza').queryByRole('button', { name: 'Excluir' })).toBeNull()
    expect(row('Maria Souza').getByRole('button', { name: 'Remover administrador' })).toBeVisible()
  })

  it("takes another admin's role back after a warning; never offers it on one's own row", async () => {
    const { user, calls } = await openUsers({ users: [maria, chefe, me] })
    expect(row('Eu Mesma').queryByRole('button', { name: 'Remover administrador' })).toBeNull()

    await user.click(row('Chefe').getByRole('button', { name: 'Remover administrador' }))
    const dialog = screen.getByRole('dialog', { name: 'Remover administrador' })
    expect(dialog).toHaveAccessibleDescription(
      'Chefe deixará de abrir o painel e de receber os emails da loja. A conta continua como cliente.',
    )
    // The safe choice has the focus.
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'Remover administrador' }))

    expect(await screen.findByText('Chefe agora é cliente.')).toBeInTheDocument()
    expect(JSON.parse(String(calls(`PUT ${at(chefe.id)}/role`)[0]?.[1]?.body))).toEqual({
      isAdmin: false,
    })
    expect(await row('Chefe').findByText('Cliente')).toBeInTheDocument()
  })

  it("shows the server's refusal and the list as the server holds it", async () => {
    const route: AdminRoute = `PUT ${at(chefe.id)}/role`
    const refused = 'A loja precisa de pelo menos um administrador.'
    const { user, calls } = await openUsers({
      answers: { [route]: () => json({ error: { code: 'last-admin', message: refused } }, 409) },
    })
    const listed = calls('GET /api/admin/users').length

    await user.click(row('Chefe').getByRole('button', { name: 'Remover administrador' }))
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Remover administrador' }),
    )

    expect(await screen.findByText(refused)).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(row('Chefe').getByText('Administrador')).toBeInTheDocument()
    expect(calls('GET /api/admin/users').length).toBeGreaterThan(listed)
  })

  it('sends nothing when the confirmation is cancelled', async () => {
    const { user, calls } = await openUsers()
    await user.click(row('Maria Souza').getByRole('button', { name: 'Tornar administrador' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(calls(`PUT ${at(maria.id)}/role`)).toHaveLength(0)
    expect(row('Maria Souza').getByText('Cliente')).toBeInTheDocument()
  })
})

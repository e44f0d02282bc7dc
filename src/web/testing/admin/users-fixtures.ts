import { screen, within } from '@testing-library/preact'
import { renderApp } from '#web/testing/render.tsx'
import { chefe, makeUser, stubAdminApi } from './admin-fixtures.ts'

/** A customer, a customer without name or email, and an admin. */
export const maria = makeUser()
const semDados = makeUser({
  id: '00000000-0000-4000-8000-000000000002',
  name: '',
  email: '',
})
const USERS = [maria, semDados, chefe]
export const at = (id: string) => `/api/admin/users/${id}`

/** /admin?tab=usuarios with USERS, once the table is drawn. */
export async function openUsers(options: Parameters<typeof stubAdminApi>[0] = {}) {
  const api = stubAdminApi({ users: USERS, ...options })
  const view = renderApp('/admin?tab=usuarios')
  await screen.findByRole('table', { name: 'Usuários' })
  return { ...view, ...api }
}

/** The cells and buttons of the row whose Nome is `name`. */
export function row(name: string) {
  return within(screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement)
}

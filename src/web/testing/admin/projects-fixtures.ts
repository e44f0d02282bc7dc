import { json } from '#web/testing/render.tsx'
import { stubAdminApi, type AdminRoute } from './admin-fixtures.ts'
import type { AdminUser } from '#web/features/admin/shell/admin-queries.ts'
import type { AdminProject } from '#web/features/admin/projects/project-queries.ts'

export const PROJECTS = '/api/admin/projects'

export function makeProject(overrides: Partial<AdminProject> = {}): AdminProject {
  return {
    id: 'bbbbbbbb-0000-4000-8000-000000000001',
    name: 'Tapete',
    priceCents: 123450,
    category: 'Tapetes',
    image: 'https://example.com/tapete.jpg',
    description: 'Tapete sob medida.',
    clientId: '00000000-0000-4000-8000-000000000001',
    clientName: 'Maria Souza',
    clientEmail: 'maria@example.com',
    termsAccepted: false,
    photos: [{ photo: null, url: 'https://example.com/tapete.jpg', alt: 'Tapete', widths: [] }],
    createdAt: '2026-03-10T15:00:00.000Z',
    ...overrides,
  }
}

interface ProjectsApiOptions {
  projects?: AdminProject[]
  users?: AdminUser[]
  answers?: Partial<Record<AdminRoute, () => Response>>
}

/**
 * The admin API with the project routes. The list is kept, so a POST or DELETE shows in the next
 * GET; a POST for a user not in `users` (or an admin) is refused as the server does, and one for
 * a new client's e-mail goes to the account it has, or to a new one ('invited').
 */
export function stubProjectsApi({ projects = [], users = [], answers = {} }: ProjectsApiOptions) {
  let list = [...projects]
  const routes: Partial<Record<AdminRoute, () => Response>> = {
    [`GET ${PROJECTS}`]: () => json({ projects: list }),
    [`POST ${PROJECTS}`]: () => {
      const { clientId, newClient, ...body } = JSON.parse(
        String(stub.fetchMock.mock.calls.at(-1)?.[1]?.body),
      ) as { clientId?: string; newClient?: { name: string; email: string } }
      const found = newClient
        ? users.find((user) => user.email === newClient.email.trim().toLowerCase())
        : users.find((user) => user.id === clientId && !user.isAdmin)
      if (found?.isAdmin) {
        const message =
          'Este e-mail é de um administrador da loja: projetos são feitos para clientes.'
        return json({ error: { code: 'client-is-admin', message } }, 400)
      }
      if (!found && !newClient) {
        const error = { code: 'client-not-found', message: 'Cliente não encontrado' }
        return json({ error }, 400)
      }
      const client = found ?? {
        id: '00000000-0000-4000-8000-000000000099',
        name: newClient!.name,
        email: newClient!.email.trim().toLowerCase(),
      }
      const project = makeProject({
        ...body,
        id: `bbbbbbbb-0000-4000-8000-${String(list.length + 100).padStart(12, '0')}`,
        clientId: client.id,
        clientName: client.name,
        clientEmail: client.email,
        createdAt: '2026-04-01T12:00:00.000Z',
      })
      list = [project, ...list]
      const outcome = !newClient ? 'chosen' : found ? 'existing' : 'invited'
      return json({ project, client: outcome }, 201)
    },
  }
  for (const { id } of projects) {
    routes[`DELETE ${PROJECTS}/${id}`] = () => {
      list = list.filter((project) => project.id !== id)
      return new Response(null, { status: 204 })
    }
  }
  const stub = stubAdminApi({ users, answers: { ...routes, ...answers } })
  return {
    ...stub,
    /** What the server holds now, e.g. after another admin's change. */
    setProjects: (next: AdminProject[]) => {
      list = next
    },
  }
}

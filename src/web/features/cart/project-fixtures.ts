import { TERMS_VERSION } from '#domain/schemas/custom-project.ts'
import type { MyProject } from '../../lib/my-projects.ts'
import { json, type ApiHandler } from '../../testing/render.tsx'

export { acceptedProject, makeProject } from '../../testing/project-fixtures.ts'

const notFound = () =>
  json({ error: { code: 'project-not-found', message: 'Projeto não encontrado' } }, 404)

interface ProjectsApi {
  projects: MyProject[]
  fail: (() => Response) | null
  handler: ApiHandler
}

/**
 * The customer's side of /api/projects over a list the test can change, as the shop deleting a
 * project meanwhile would. `fail` answers the next accept or delete with that response instead.
 */
export function projectsApi(initial: MyProject[]): ProjectsApi {
  const server: ProjectsApi = {
    projects: [...initial],
    fail: null,
    handler: ({ method, url }) => {
      if (method === 'GET' && url.pathname === '/api/projects') {
        return json({ projects: server.projects })
      }
      const match = /^\/api\/projects\/([^/]+)(\/accept)?$/.exec(url.pathname)
      if (!match || (method !== 'DELETE' && method !== 'POST')) return undefined
      const failure = server.fail
      server.fail = null
      if (failure) return failure()
      const project = server.projects.find((p) => p.id === match[1])
      if (!project) return notFound()
      if (method === 'DELETE') {
        server.projects = server.projects.filter((p) => p !== project)
        return new Response(null, { status: 204 })
      }
      const accepted = {
        ...project,
        requiresTermsAcceptance: false,
        termsAccepted: true,
        termsAcceptedAt: '2026-11-22T12:00:00.000Z',
        termsVersion: TERMS_VERSION,
      }
      server.projects = server.projects.map((p) => (p === project ? accepted : p))
      return json({ project: accepted })
    },
  }
  return server
}

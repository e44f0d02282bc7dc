import { TERMS_VERSION } from '#domain/schemas/custom-project.ts'
import type { MyProject } from '#web/lib/my-projects.ts'
import { json, type ApiHandler } from './render.tsx'

let nextId = 1

/** A custom project as GET /api/projects answers it; awaiting the terms unless `termsAccepted`. */
export function makeProject(overrides: Partial<MyProject> = {}): MyProject {
  const id = overrides.id ?? `10000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`
  const accepted = overrides.termsAccepted ?? false
  const name = overrides.name ?? `Projeto ${id.slice(-4)}`
  const image = overrides.image ?? 'https://cdn.exemplo.com/projeto.jpg'
  return {
    id,
    name,
    priceCents: 25000,
    category: 'Tapetes',
    image,
    description: 'Tapete bordado à mão com o nome do cliente.',
    requiresTermsAcceptance: !accepted,
    termsAccepted: accepted,
    termsAcceptedAt: accepted ? '2026-11-20T12:00:00.000Z' : null,
    termsVersion: accepted ? TERMS_VERSION : null,
    photos: [{ photo: null, url: image, alt: name, widths: [] }],
    createdAt: '2026-11-19T12:00:00.000Z',
    ...overrides,
  }
}

/** A project whose terms the customer already accepted. */
export const acceptedProject = (overrides: Partial<MyProject> = {}) =>
  makeProject({ termsAccepted: true, ...overrides })

/** Answers GET /api/projects with `projects()` (read at each call, so a test can change it). */
export function projectsHandler(projects: () => MyProject[]): ApiHandler {
  return ({ method, url }) =>
    method === 'GET' && url.pathname === '/api/projects'
      ? json({ projects: projects() })
      : undefined
}

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

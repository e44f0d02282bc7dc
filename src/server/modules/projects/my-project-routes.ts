import { Hono } from 'hono'
import { notFound } from '#domain/errors.ts'
import {
  acceptTermsSchema,
  HANDMADE_TERMS,
  PROJECT_MESSAGES,
  TERMS_VERSION,
} from '#domain/schemas/custom-project.ts'
import type { Db } from '#server/db/client.ts'
import type { AppEnv } from '#server/http/app-env.ts'
import { requireUser } from '#server/http/guards.ts'
import { validate } from '#server/http/validate.ts'
import { acceptProjectTerms, deleteProject, listUserProjects } from './project-repository.ts'
import { projectPhotoLists, projectPhotos, toProjectView } from './project-view.ts'

// Another customer's project answers exactly like a missing one: its existence is not revealed.
const projectNotFound = () => notFound('project-not-found', PROJECT_MESSAGES.notFound)

/** The signed-in customer's own projects: list, accept the terms, decline or remove. */
export function myProjectRoutes(deps: { db: Db }) {
  const { db } = deps
  return (
    new Hono<AppEnv>()
      // The terms are public text, readable before signing in; registered before the guard.
      .get('/terms', (c) => c.json({ version: TERMS_VERSION, text: HANDMADE_TERMS }))
      .use(requireUser)
      .get('/', async (c) => {
        const rows = await listUserProjects(db, c.get('user')!.id)
        const photos = await projectPhotoLists(db, rows)
        return c.json({ projects: rows.map((r) => ({ ...toProjectView(r), photos: photos(r) })) })
      })
      .post('/:id/accept', validate('json', acceptTermsSchema), async (c) => {
        const row = await acceptProjectTerms(
          db,
          c.req.param('id'),
          c.get('user')!.id,
          TERMS_VERSION,
        )
        if (!row) throw projectNotFound()
        return c.json({ project: { ...toProjectView(row), photos: await projectPhotos(db, row) } })
      })
      .delete('/:id', async (c) => {
        if (!(await deleteProject(db, c.req.param('id'), c.get('user')!.id))) {
          throw projectNotFound()
        }
        return c.body(null, 204)
      })
  )
}

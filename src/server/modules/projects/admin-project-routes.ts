import { Hono } from 'hono'
import { invalid, notFound } from '#domain/errors.ts'
import { customProjectSchema, PROJECT_MESSAGES } from '#domain/schemas/custom-project.ts'
import type { Config } from '#server/config.ts'
import { mailShop } from '#server/mail/mail-shop.ts'
import type { ShopSettingsReader } from '#server/shop-settings/shop-settings-store.ts'
import type { Db } from '#server/db/client.ts'
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '#server/db/pg-error.ts'
import type { AppEnv } from '#server/http/app-env.ts'
import { requireAdmin } from '#server/http/guards.ts'
import { validate } from '#server/http/validate.ts'
import { enqueueEmail } from '#server/mail/outbox.ts'
import { findUserById } from '#server/modules/accounts/user-repository.ts'
import { deleteProject, insertProject, listAllProjects } from './project-repository.ts'
import { projectPhotoLists, projectPhotos, toAdminProjectView } from './project-view.ts'
import { replacePhotoList, resolvePhotos } from '#server/modules/photos/photo-list-repository.ts'

const clientNotFound = () => invalid('client-not-found', PROJECT_MESSAGES.clientNotFound)

export function adminProjectRoutes(deps: {
  db: Db
  config: Config
  shopSettings: ShopSettingsReader
}) {
  const { db, config } = deps
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get('/', async (c) => {
      const rows = await listAllProjects(db)
      const photos = await projectPhotoLists(
        db,
        rows.map((r) => r.project),
      )
      return c.json({
        projects: rows.map((r) => ({
          ...toAdminProjectView(r.project, { name: r.clientName, email: r.clientEmail }),
          photos: photos(r.project),
        })),
      })
    })
    .post('/', validate('json', customProjectSchema), async (c) => {
      const { clientId, photos, ...data } = c.req.valid('json')
      try {
        const project = await db.transaction(async (tx) => {
          const client = await findUserById(tx, clientId)
          // Projects are for customers: an admin account is as unknown as a missing one.
          if (!client || client.isAdmin) throw clientNotFound()
          const { cover } = await resolvePhotos(tx, photos)
          const row = await insertProject(tx, {
            ...data,
            image: cover,
            userId: client.id,
            requiresTermsAcceptance: true,
            termsAccepted: false,
          })
          await replacePhotoList(tx, 'project', row.id, photos)
          // In the same transaction: the email exists only if the project does.
          await enqueueEmail(
            tx,
            {
              to: client.email,
              type: 'custom-project',
              data: { name: client.name, projectName: row.name, priceCents: row.priceCents },
            },
            mailShop(config.publicUrl, deps.shopSettings.current()),
          )
          return { ...toAdminProjectView(row, client), photos: await projectPhotos(tx, row) }
        })
        return c.json({ project }, 201)
      } catch (error) {
        // The client was deleted between the lookup and the insert.
        if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw clientNotFound()
        throw error
      }
    })
    .delete('/:id', async (c) => {
      if (!(await deleteProject(db, c.req.param('id')))) {
        throw notFound('project-not-found', PROJECT_MESSAGES.notFound)
      }
      return c.body(null, 204)
    })
}

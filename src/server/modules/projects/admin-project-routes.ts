import { Hono } from 'hono'
import { conflict, invalid, notFound } from '#domain/errors.ts'
import { customProjectSchema, PROJECT_MESSAGES } from '#domain/schemas/custom-project.ts'
import type { Config } from '#server/config.ts'
import { mailShop } from '#server/mail/mail-shop.ts'
import type { ShopSettingsReader } from '#server/shop-settings/shop-settings-store.ts'
import type { Db } from '#server/db/client.ts'
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '#server/db/pg-error.ts'
import type { AppEnv } from '#server/http/app-env.ts'
import { requireAdmin } from '#server/http/guards.ts'
import { validate } from '#server/http/validate.ts'
import { enqueueEmail } from '#server/mail/outbox.ts'
import { createInvitedAccount, invitationUrl } from '#server/modules/accounts/invitation.ts'
import { findUserByEmail, findUserById } from '#server/modules/accounts/user-repository.ts'
import { deleteProject, insertProject, listAllProjects } from './project-repository.ts'
import { projectPhotoLists, projectPhotos, toAdminProjectView } from './project-view.ts'
import { replacePhotoList, resolvePhotos } from '#server/modules/photos/photo-list-repository.ts'

const clientNotFound = () => invalid('client-not-found', PROJECT_MESSAGES.clientNotFound)

/**
 * Whom the project is for (decision 047): the chosen customer; for a new client's e-mail, the
 * account it already has (the owner is told: 'existing'), or a new one with an invitation
 * ('invited'). An admin's account is never a client, chosen or typed.
 */
async function projectClient(
  tx: Db,
  input: { clientId?: string | undefined; newClient?: { name: string; email: string } | undefined },
) {
  if (input.newClient) {
    const found = await findUserByEmail(tx, input.newClient.email)
    if (found?.isAdmin) throw invalid('client-is-admin', PROJECT_MESSAGES.adminEmail)
    if (found) return { client: found, invitationToken: null }
    const { user, token } = await createInvitedAccount(tx, input.newClient)
    return { client: user, invitationToken: token }
  }
  const client = input.clientId ? await findUserById(tx, input.clientId) : undefined
  // Projects are for customers: an admin account is as unknown as a missing one.
  if (!client || client.isAdmin) throw clientNotFound()
  return { client, invitationToken: null }
}

/** What the owner is told about the client: chosen, invited, or found by the e-mail they typed. */
function clientOutcome(
  newClient: { name: string; email: string } | undefined,
  invitationToken: string | null,
): 'chosen' | 'invited' | 'existing' {
  if (!newClient) return 'chosen'
  return invitationToken ? 'invited' : 'existing'
}

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
      const { clientId, newClient, photos, ...data } = c.req.valid('json')
      try {
        const made = await db.transaction(async (tx) => {
          const { client, invitationToken } = await projectClient(tx, { clientId, newClient })
          const { cover } = await resolvePhotos(tx, photos)
          const row = await insertProject(tx, {
            ...data,
            image: cover,
            userId: client.id,
            requiresTermsAcceptance: true,
            termsAccepted: false,
          })
          await replacePhotoList(tx, 'project', row.id, photos)
          // In the same transaction: the email exists only if the project (and account) does.
          const shop = mailShop(config.publicUrl, deps.shopSettings.current())
          const news = { name: client.name, projectName: row.name, priceCents: row.priceCents }
          await enqueueEmail(
            tx,
            invitationToken
              ? {
                  to: client.email,
                  type: 'project-invitation',
                  data: {
                    ...news,
                    invitationUrl: invitationUrl(shop.publicUrl, client.email, invitationToken),
                  },
                }
              : { to: client.email, type: 'custom-project', data: news },
            shop,
          )
          const project = {
            ...toAdminProjectView(row, client),
            photos: await projectPhotos(tx, row),
          }
          return { project, client: clientOutcome(newClient, invitationToken) }
        })
        return c.json(made, 201)
      } catch (error) {
        // The client was deleted between the lookup and the insert.
        if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw clientNotFound()
        // Two projects for one new e-mail at once: the second finds the first's account next time.
        if (pgErrorCode(error) === PG_UNIQUE_VIOLATION)
          throw conflict('client-taken', PROJECT_MESSAGES.clientTaken)
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

import { Hono } from 'hono'
import { conflict, forbidden, notFound } from '#domain/errors.ts'
import { userRoleSchema, userUpdateSchema } from '#domain/schemas/auth.ts'
import type { Config } from '#server/config.ts'
import { mailShop } from '#server/mail/mail-shop.ts'
import type { ShopSettingsReader } from '#server/shop-settings/shop-settings-store.ts'
import type { Db } from '#server/db/client.ts'
import { isUuid } from '#server/db/ids.ts'
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '#server/db/pg-error.ts'
import type { AppEnv } from '#server/http/app-env.ts'
import { validate } from '#server/http/validate.ts'
import { requireAdmin } from '#server/http/guards.ts'
import { changeAdminRole, type RoleRefusal } from './admin-role-repository.ts'
import { requestPasswordReset } from './password-reset.ts'
import { deleteUser, findUserById, listUsers, updateUser, type UserRow } from './user-repository.ts'

const USER_NOT_FOUND = 'Usuário não encontrado'

/** Each refused role change, as the panel shows it (decision 043). */
const ROLE_REFUSALS: Record<Exclude<RoleRefusal, 'not-found' | 'not-admin-anymore'>, string> = {
  stale: 'Este usuário mudou de tipo em outra aba ou por outro administrador. Recarregue a lista.',
  'own-role': 'Você não pode remover o seu próprio acesso de administrador.',
  'last-admin': 'A loja precisa de pelo menos um administrador.',
}

function toAdminUser(u: UserRow) {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    isAdmin: u.isAdmin,
    createdAt: u.createdAt.toISOString(),
  }
}

export function adminUserRoutes(deps: {
  db: Db
  config: Config
  shopSettings: ShopSettingsReader
}) {
  // The shop its e-mails show, read when each is queued (decision 037).
  const shop = () => mailShop(deps.config.publicUrl, deps.shopSettings.current())
  const { db } = deps
  async function existing(id: string) {
    const user = isUuid(id) ? await findUserById(db, id) : undefined
    if (!user) throw notFound('user-not-found', USER_NOT_FOUND)
    return user
  }
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get('/', async (c) => c.json({ users: (await listUsers(db)).map(toAdminUser) }))
    .patch('/:id', validate('json', userUpdateSchema), async (c) => {
      const user = await existing(c.req.param('id'))
      try {
        const updated = await updateUser(db, user.id, c.req.valid('json'))
        return c.json({ user: toAdminUser(updated ?? user) })
      } catch (error) {
        if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
          throw conflict('email-taken', 'Já existe outro usuário com este email.')
        }
        throw error
      }
    })
    .delete('/:id', async (c) => {
      const user = await existing(c.req.param('id'))
      // Asked directly or not, an admin account is never deleted through the API.
      if (user.isAdmin) throw forbidden('Não é possível excluir um administrador.')
      await deleteUser(db, user.id)
      return c.body(null, 204)
    })
    .put('/:id/role', validate('json', userRoleSchema), async (c) => {
      const user = await existing(c.req.param('id'))
      const owner = c.get('user')!
      const outcome = await changeAdminRole(db, {
        userId: user.id,
        isAdmin: c.req.valid('json').isAdmin,
        by: { id: owner.id, email: owner.email },
      })
      if ('changed' in outcome) return c.json({ user: toAdminUser(outcome.changed) })
      const { refused } = outcome
      if (refused === 'not-found') throw notFound('user-not-found', USER_NOT_FOUND)
      // Demoted by another admin a moment ago: no longer one, as the next request would find.
      if (refused === 'not-admin-anymore') throw forbidden()
      throw conflict(refused, ROLE_REFUSALS[refused])
    })
    .post('/:id/reset-password', async (c) => {
      const user = await existing(c.req.param('id'))
      await requestPasswordReset(db, shop(), user.email, 'password-reset-admin')
      return c.json({ message: 'Email de redefinição de senha enviado!' })
    })
}

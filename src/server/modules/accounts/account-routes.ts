import { Hono } from 'hono'
import { unauthorized } from '#domain/errors.ts'
import { addressSchema } from '#domain/schemas/address.ts'
import {
  accountNameSchema,
  changePasswordSchema,
  firstPasswordSchema,
} from '#domain/schemas/auth.ts'
import type { Config } from '#server/config.ts'
import { mailShop } from '#server/mail/mail-shop.ts'
import type { ShopSettingsReader } from '#server/shop-settings/shop-settings-store.ts'
import type { Db } from '#server/db/client.ts'
import type { AppEnv } from '#server/http/app-env.ts'
import { validate } from '#server/http/validate.ts'
import { requireUser } from '#server/http/guards.ts'
import {
  accountHasPassword,
  changeName,
  changePassword,
  createFirstPassword,
} from './account-service.ts'
import { findAddress, saveAddress } from './address-repository.ts'
import { loginGuard } from './login-guard.ts'
import { toSessionUser } from './sessions.ts'

/** The signed-in customer's own data: only ever their own, taken from the session. */
export function accountRoutes(deps: { db: Db; config: Config; shopSettings: ShopSettingsReader }) {
  // The shop its e-mails show, read when each is queued (decision 037).
  const shop = () => mailShop(deps.config.publicUrl, deps.shopSettings.current())
  const guard = loginGuard(deps)
  return (
    new Hono<AppEnv>()
      .use(requireUser)
      .get('/address', async (c) => {
        const user = c.get('user')!
        return c.json({ address: await findAddress(deps.db, user.id) })
      })
      .put('/address', validate('json', addressSchema), async (c) => {
        const user = c.get('user')!
        const address = c.req.valid('json')
        await saveAddress(deps.db, user.id, address)
        return c.json({ address })
      })
      .patch('/name', validate('json', accountNameSchema), async (c) => {
        const user = c.get('user')!
        const updated = await changeName(deps.db, user.id, c.req.valid('json').name)
        return c.json({ user: toSessionUser(updated) })
      })
      // Whether /profile offers 'Alterar senha' or, to an invited client, 'Criar senha'.
      .get('/password', async (c) => {
        return c.json({ hasPassword: await accountHasPassword(deps.db, c.get('user')!.id) })
      })
      .put('/password', validate('json', firstPasswordSchema), async (c) => {
        const user = c.get('user')!
        const updated = await createFirstPassword(deps.db, user.id, c.req.valid('json').newPassword)
        // The device cookie was signed over the unusable hash: this device is known again.
        await guard.rememberDevice(c, updated)
        return c.json({ message: 'Senha criada com sucesso!' })
      })
      .post('/password', validate('json', changePasswordSchema), async (c) => {
        const user = c.get('user')!
        const token = c.get('sessionToken')
        if (!token) throw unauthorized()
        const input = c.req.valid('json')
        const updated = await changePassword(
          deps.db,
          guard,
          c,
          { userId: user.id, token },
          input,
          shop(),
        )
        // The old device cookie was signed over the old password: this device is known again.
        await guard.rememberDevice(c, updated)
        return c.json({ message: 'Senha alterada com sucesso!' })
      })
  )
}

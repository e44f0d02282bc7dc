import { Hono } from 'hono'
import { addressSchema } from '#domain/schemas/address.ts'
import type { Db } from '#server/db/client.ts'
import type { AppEnv } from '#server/http/app-env.ts'
import { validate } from '#server/http/validate.ts'
import { requireUser } from '#server/http/guards.ts'
import { findAddress, saveAddress } from './address-repository.ts'

/** The signed-in customer's own data: only ever their own, taken from the session. */
export function accountRoutes(deps: { db: Db }) {
  return new Hono<AppEnv>()
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
}

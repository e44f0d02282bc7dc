import { Hono } from 'hono'
import { checkoutSchema } from '#domain/schemas/checkout.ts'
import { shortId } from '#domain/text.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import type { AppEnv } from '#server/http/app-env.ts'
import { requireUser } from '#server/http/guards.ts'
import { validate } from '#server/http/validate.ts'
import { placeOrder } from './place-order.ts'

export function orderRoutes(deps: { db: Db; config: Config }) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .post('/', validate('json', checkoutSchema), async (c) => {
      const order = await placeOrder(deps.db, deps.config, c.get('user')!, c.req.valid('json'))
      return c.json(
        {
          order: {
            id: order.id,
            shortId: shortId(order.id),
            status: order.status,
            paymentMethod: order.paymentMethod,
            subtotalCents: order.subtotalCents,
            discountCents: order.discountCents,
            totalCents: order.totalCents,
            pixCode: order.pixCode,
            createdAt: order.createdAt.toISOString(),
          },
        },
        201,
      )
    })
}

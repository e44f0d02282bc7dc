import { Hono } from 'hono'
import { z } from 'zod'
import { orderNotFound } from '#domain/orders/order-errors.ts'
import { withdrawalRequestSchema } from '#domain/schemas/withdrawal.ts'
import type { Db } from '#server/db/client.ts'
import type { AppEnv } from '#server/http/app-env.ts'
import { requireUser } from '#server/http/guards.ts'
import { validate } from '#server/http/validate.ts'
import {
  orderMailSettings,
  type OrderMailSource,
} from '#server/modules/order-lifecycle/order-notifications.ts'
import { findOrderView } from '#server/modules/orders/my-orders-repository.ts'
import { requestWithdrawal } from './withdrawal-service.ts'

const orderId = z.guid()

/** 'Desistir da compra' on /orders (decision 039). Mounted at /api/orders, beside the customer's list. */
export function withdrawalRoutes(deps: OrderMailSource & { db: Db; now: () => Date }) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .post('/:id/withdrawal', validate('json', withdrawalRequestSchema), async (c) => {
      const id = c.req.param('id')
      // A malformed id names no order: the same 404 as another customer's, and no query.
      if (!orderId.safeParse(id).success) throw orderNotFound()
      const userId = c.get('user')!.id
      const now = deps.now()
      const { reason } = c.req.valid('json')
      await requestWithdrawal(
        deps.db,
        { userId, orderId: id, reason },
        orderMailSettings(deps),
        now,
      )
      const order = await findOrderView(deps.db, userId, id, deps.config.trackingUrl, now)
      if (!order) throw orderNotFound()
      return c.json({ order })
    })
}

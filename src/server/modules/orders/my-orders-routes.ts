import { Hono } from 'hono'
import { z } from 'zod'
import { orderNotFound } from '#domain/orders/order-errors.ts'
import type { Db } from '#server/db/client.ts'
import type { AppEnv } from '#server/http/app-env.ts'
import { requireUser } from '#server/http/guards.ts'
import { markDeliveredOrders } from '#server/modules/order-lifecycle/delivery-check.ts'
import {
  orderMailSettings,
  type OrderMailSource,
} from '#server/modules/order-lifecycle/order-notifications.ts'
import { findOrderView, listOrderViews } from './my-orders-repository.ts'

const orderId = z.guid()

/** /orders, 'Seus Pedidos': a customer reads only their own orders. Mounted at /api/orders. */
export function myOrderRoutes(deps: OrderMailSource & { db: Db; now: () => Date }) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get('/', async (c) => {
      // Spec section 4: the delivery check also runs when orders load.
      await markDeliveredOrders(deps.db, orderMailSettings(deps))
      return c.json({
        orders: await listOrderViews(
          deps.db,
          c.get('user')!.id,
          deps.config.trackingUrl,
          deps.now(),
        ),
      })
    })
    .get('/:id', async (c) => {
      const id = c.req.param('id')
      // A malformed id names no order: the same 404 as another customer's, and no query.
      const order = orderId.safeParse(id).success
        ? await findOrderView(deps.db, c.get('user')!.id, id, deps.config.trackingUrl, deps.now())
        : undefined
      if (!order) throw orderNotFound()
      return c.json({ order })
    })
}

import { Hono } from 'hono'
import { NO_CUSTOMER_NAME } from '#domain/schemas/admin-orders.ts'
import { shortId } from '#domain/text.ts'
import type { Db } from '#server/db/client.ts'
import type { AppEnv } from '#server/http/app-env.ts'
import { requireAdmin } from '#server/http/guards.ts'
import { markDeliveredOrders } from '#server/modules/order-lifecycle/delivery-check.ts'
import {
  orderMailSettings,
  type OrderMailSource,
} from '#server/modules/order-lifecycle/order-notifications.ts'
import { readSales } from './sales-repository.ts'

/** Admin 'Vendas': today's and this month's sales, the average ticket and the latest sales. */
export function salesRoutes(deps: OrderMailSource & { db: Db }) {
  return new Hono<AppEnv>().use(requireAdmin).get('/', async (c) => {
    // Orders delivered by the 30-day rule count as sales at once, not at the next hourly check.
    await markDeliveredOrders(deps.db, orderMailSettings(deps))
    const { recent, ...figures } = await readSales(deps.db)
    return c.json({
      ...figures,
      recent: recent.map((sale) => ({
        id: sale.id,
        shortId: shortId(sale.id),
        customerName: sale.customerName?.trim() || NO_CUSTOMER_NAME,
        totalCents: sale.totalCents,
        createdAt: sale.createdAt.toISOString(),
      })),
    })
  })
}

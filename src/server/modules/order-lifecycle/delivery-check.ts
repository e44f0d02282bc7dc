import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm'
import { DAY_MS } from '#domain/time.ts'
import { ORDER_STATUS } from '#domain/orders/order-status.ts'
import type { Db } from '#server/db/client.ts'
import { orders } from '#server/db/schema/orders.ts'
import {
  notifyOrderMoved,
  orderMailSettings,
  type OrderMailSettings,
  type OrderMailSource,
} from './order-notifications.ts'
import { recordStatusChanges } from './order-units-repository.ts'
import { logger } from '#server/logging/logger.ts'

const HOUR = 60 * 60 * 1000

/** Spec section 4: an order shipped this many days ago with a tracking code counts as delivered. */
const DELIVERY_DAYS = 30

/**
 * Marks as entregue every enviado order with a tracking code shipped 30 or more days ago (and not
 * come back), in ONE
 * update. The WHERE is re-checked on each locked row, so running it again, or on several app
 * instances at once, moves nothing twice. Each customer is told, in words that say it is an
 * assumption ('Seu pedido deve ter chegado'). Returns how many orders it moved.
 */
export async function markDeliveredOrders(
  db: Db,
  mail: OrderMailSettings,
  now = new Date(),
): Promise<number> {
  const shippedBefore = new Date(now.getTime() - DELIVERY_DAYS * DAY_MS)
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(orders)
      .set({ status: ORDER_STATUS.delivered, updatedAt: now })
      .where(
        and(
          eq(orders.status, ORDER_STATUS.shipped),
          isNotNull(orders.trackingCode),
          lte(orders.shippingDate, shippedBefore),
          // A parcel that came back ('Produto devolvido') was not delivered.
          isNull(orders.returnedAt),
        ),
      )
      .returning({ id: orders.id })
    // Shipped orders' units are already 'shipped': only the timeline and the customer learn of it.
    const moves = moved.map(({ id }) => ({
      orderId: id,
      fromStatus: ORDER_STATUS.shipped,
      toStatus: ORDER_STATUS.delivered,
      actor: 'job' as const,
    }))
    await recordStatusChanges(tx, moves)
    for (const move of moves) await notifyOrderMoved(tx, move, mail)
    return moved.length
  })
}

/** Runs the delivery check at start and every 60 minutes; the timer never keeps the process up. */
export function startDeliveryCheck(
  db: Db,
  mail: OrderMailSource,
  log: (message: string) => void = (message) => logger.error(message),
) {
  async function run() {
    try {
      await markDeliveredOrders(db, orderMailSettings(mail))
    } catch (error) {
      log(`[entregas] verificação falhou: ${String(error)}`)
    }
  }
  void run()
  const timer = setInterval(() => void run(), HOUR)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}

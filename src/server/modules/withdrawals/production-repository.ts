import { eq, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { isUuid } from '#server/db/ids.ts'
import { orders } from '#server/db/schema/orders.ts'
import { orderBuyer, ordersWithCustomWork } from './withdrawal-repository.ts'

/**
 * What 'Produção iniciada' checks, the order's row locked until the transaction ends: its status,
 * whether it was started or withdrawn from, whether it has custom work, and whom to tell.
 * Undefined when there is no such order.
 */
export async function lockOrderForProduction(db: Db, orderId: string) {
  if (!isUuid(orderId)) return undefined
  const [order] = await db
    .select({
      status: orders.status,
      startedAt: orders.productionStartedAt,
      withdrawalRequestedAt: orders.withdrawalRequestedAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update')
  if (!order) return undefined
  const [custom, buyer] = await Promise.all([
    ordersWithCustomWork(db, [orderId]),
    orderBuyer(db, orderId),
  ])
  return { ...order, customWork: custom.has(orderId), buyer }
}

export async function recordProductionStarted(db: Db, orderId: string, at: Date) {
  await db
    .update(orders)
    .set({ productionStartedAt: at, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId))
}

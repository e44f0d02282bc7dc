import { count, eq, inArray, sql, sum } from 'drizzle-orm'
import { AWAITING_PAYMENT, BEFORE_SHIPPING, ORDER_STATUS } from '#domain/orders/order-status.ts'
import type { Db } from '#server/db/client.ts'
import { productLeads } from '#server/db/schema/leads.ts'
import { orders } from '#server/db/schema/orders.ts'
import { statusIn, statusSql } from '#server/db/schema/order-status-sql.ts'
import { toShip } from '#server/modules/orders/order-queues.ts'

/**
 * The four cards of the admin panel (spec.md: sales and revenue count only delivered orders), and
 * the owner's queue: the orders paid, not shipped and not withdrawn ('A enviar', order-queues.ts)
 * and the ones waiting for their payment ('pendente': 'Aguardando pagamento').
 */
export async function readSummary(db: Db) {
  const [leads] = await db.select({ n: count() }).from(productLeads)
  const [delivered] = await db
    .select({ n: count(), revenue: sum(orders.totalCents) })
    .from(orders)
    .where(eq(orders.status, ORDER_STATUS.delivered))
  const [open] = await db
    .select({
      pending: count(sql`case when ${statusIn(orders.status, AWAITING_PAYMENT)} then 1 end`),
      toShip: count(sql`case when ${toShip} then 1 end`),
      awaitingPayment: count(
        sql`case when ${orders.status} = ${statusSql(ORDER_STATUS.pending)} then 1 end`,
      ),
    })
    .from(orders)
    .where(inArray(orders.status, BEFORE_SHIPPING))
  return {
    leadCount: leads?.n ?? 0,
    deliveredCount: delivered?.n ?? 0,
    revenueCents: Number(delivered?.revenue ?? 0),
    pendingOrderCount: open?.pending ?? 0,
    toShipCount: open?.toShip ?? 0,
    awaitingPaymentCount: open?.awaitingPayment ?? 0,
  }
}

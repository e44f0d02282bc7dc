import { desc, eq, sql, type SQL } from 'drizzle-orm'
import { SHOP_TIME_ZONE } from '#domain/time.ts'
import { AWAITING_PAYMENT, ORDER_STATUS } from '#domain/orders/order-status.ts'
import type { Db } from '#server/db/client.ts'
import { orders, shippingAddresses } from '#server/db/schema/orders.ts'
import { statusIn, statusSql } from '#server/db/schema/order-status-sql.ts'

// The shop counts its days and months on Brasília time, as the dates on screen are shown.
const TIME_ZONE = SHOP_TIME_ZONE
const RECENT_SALES = 10

const sold = sql`${orders.status} = ${statusSql(ORDER_STATUS.delivered)}`
const pending = statusIn(orders.status, AWAITING_PAYMENT)
const local = (unit: 'day' | 'month', at: SQL | typeof orders.createdAt) =>
  sql`date_trunc(${unit}, ${at} at time zone ${TIME_ZONE})`
const countWhere = (condition: SQL) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number)

/**
 * The 'Vendas' tab, in one pass over the orders. Only entregue orders are sales (spec.md section
 * 4); 'Vendas Este Mês' is this month of this year (design.md); the average ticket is the revenue
 * over the delivered count, rounded half up to a centavo (round() on numeric rounds half away from
 * zero, the same for amounts that are never negative).
 */
export async function readSales(db: Db, now: Date = new Date()) {
  const at = sql`${now.toISOString()}::timestamptz`
  const [figures] = await db
    .select({
      todayCount: countWhere(
        sql`${sold} and ${local('day', orders.createdAt)} = ${local('day', at)}`,
      ),
      monthCount: countWhere(
        sql`${sold} and ${local('month', orders.createdAt)} = ${local('month', at)}`,
      ),
      deliveredCount: countWhere(sold),
      revenueCents:
        sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${sold}), 0)`.mapWith(Number),
      averageTicketCents: sql<number>`coalesce(round(
        (sum(${orders.totalCents}) filter (where ${sold}))::numeric
          / nullif(count(*) filter (where ${sold}), 0)
      ), 0)`.mapWith(Number),
      pendingCount: countWhere(pending),
    })
    .from(orders)
  const recent = await db
    .select({
      id: orders.id,
      customerName: shippingAddresses.name,
      totalCents: orders.totalCents,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .leftJoin(shippingAddresses, eq(shippingAddresses.orderId, orders.id))
    .where(sold)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(RECENT_SALES)
  return {
    todayCount: figures?.todayCount ?? 0,
    monthCount: figures?.monthCount ?? 0,
    deliveredCount: figures?.deliveredCount ?? 0,
    revenueCents: figures?.revenueCents ?? 0,
    averageTicketCents: figures?.averageTicketCents ?? 0,
    pendingCount: figures?.pendingCount ?? 0,
    recent,
  }
}

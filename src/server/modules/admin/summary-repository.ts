import { count, eq, inArray, sum } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { productLeads } from '#server/db/schema/catalog.ts'
import { orders } from '#server/db/schema/orders.ts'

/** The four cards of the admin panel (spec.md: sales and revenue count only delivered orders). */
export async function readSummary(db: Db) {
  const [leads] = await db.select({ n: count() }).from(productLeads)
  const [delivered] = await db
    .select({ n: count(), revenue: sum(orders.totalCents) })
    .from(orders)
    .where(eq(orders.status, 'entregue'))
  const [pending] = await db
    .select({ n: count() })
    .from(orders)
    .where(inArray(orders.status, ['pendente', 'processando']))
  return {
    leadCount: leads?.n ?? 0,
    deliveredCount: delivered?.n ?? 0,
    revenueCents: Number(delivered?.revenue ?? 0),
    pendingOrderCount: pending?.n ?? 0,
  }
}

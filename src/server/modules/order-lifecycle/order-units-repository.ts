import { eq, inArray, sql } from 'drizzle-orm'
import { ORDER_STATUS, type OrderStatus, type StatusActor } from '#domain/orders/order-status.ts'
import type { UnitsState } from '#domain/orders/order-units.ts'
import type { Db } from '#server/db/client.ts'
import { isUuid } from '#server/db/ids.ts'
import { orderItems, orders } from '#server/db/schema/orders.ts'
import { orderStatusChanges } from '#server/db/schema/order-history.ts'

/**
 * The order's status (and tracking code), its row locked until the transaction ends; undefined when
 * there is none.
 */
export async function lockOrderStatus(db: Db, orderId: string) {
  if (!isUuid(orderId)) return undefined
  const rows = await db
    .select({
      status: orders.status,
      totalCents: orders.totalCents,
      trackingCode: orders.trackingCode,
      returnedAt: orders.returnedAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update')
  return rows[0]
}

export type OrderLineUnits = Awaited<ReturnType<typeof findOrderLineUnits>>[number]

/**
 * Each line's product and variant (the product's one variant, whose id is the product's, on lines
 * written before variants), units and where they are.
 */
export function findOrderLineUnits(db: Db, orderId: string) {
  return db
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      variantId: sql<string>`coalesce(${orderItems.variantId}, ${orderItems.productId})`,
      productName: orderItems.productName,
      variantLabel: orderItems.variantLabel,
      quantity: orderItems.quantity,
      unitsState: orderItems.unitsState,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
}

export async function setLinesUnitsState(db: Db, lineIds: string[], state: UnitsState) {
  if (lineIds.length === 0) return
  await db.update(orderItems).set({ unitsState: state }).where(inArray(orderItems.id, lineIds))
}

/** Leaving 'cancelado' also settles a refund that was due: the order is alive again. */
export async function setOrderStatusRow(db: Db, orderId: string, status: OrderStatus) {
  await db
    .update(orders)
    .set({
      status,
      ...(status === ORDER_STATUS.cancelled ? {} : { refundDueAt: null }),
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, orderId))
}

export interface StatusChange {
  orderId: string
  fromStatus: OrderStatus | null
  toStatus: OrderStatus
  actor: StatusActor
  adminId?: string | null
}

export async function recordStatusChanges(db: Db, changes: readonly StatusChange[]) {
  if (changes.length === 0) return
  await db
    .insert(orderStatusChanges)
    .values(changes.map((c) => ({ ...c, adminId: c.adminId ?? null })))
}

/** When the parcel came back ('Produto devolvido'), or null once its units are out again. */
export async function markOrderReturned(db: Db, orderId: string, at: Date | null) {
  await db
    .update(orders)
    .set({ returnedAt: at, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId))
}

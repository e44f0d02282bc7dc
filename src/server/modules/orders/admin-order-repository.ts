import { eq, sql } from 'drizzle-orm'
import type { AdminOrderSummary } from '#domain/orders/admin-order-view.ts'
import { NO_CUSTOMER_NAME } from '#domain/schemas/admin-orders.ts'
import { shortId } from '#domain/text.ts'
import type { Db } from '#server/db/client.ts'
import { isUuid } from '#server/db/ids.ts'
import { users } from '#server/db/schema/accounts.ts'
import { orders, shippingAddresses } from '#server/db/schema/orders.ts'

/** What one row of 'Pedidos' reads: the order, the name it ships to and the buyer's email. */
export const adminOrderFields = {
  id: orders.id,
  customerName: shippingAddresses.name,
  customerEmail: users.email,
  status: orders.status,
  totalCents: orders.totalCents,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  trackingCode: orders.trackingCode,
  refundDueAt: orders.refundDueAt,
  /** Its money went back (decision 041): moving it on asks the owner first. */
  refunded: sql<boolean>`exists (select 1 from order_refunds r where r.order_id = ${orders.id} and r.state = 'done')`,
  withdrawalRequestedAt: orders.withdrawalRequestedAt,
  createdAt: orders.createdAt,
}

function selectAdminOrders(db: Db) {
  return db
    .select(adminOrderFields)
    .from(orders)
    .leftJoin(shippingAddresses, eq(shippingAddresses.orderId, orders.id))
    .leftJoin(users, eq(users.id, orders.userId))
}

export type AdminOrderRow = Awaited<ReturnType<typeof selectAdminOrders>>[number]

export function toAdminOrderSummary(order: AdminOrderRow): AdminOrderSummary {
  return {
    id: order.id,
    shortId: shortId(order.id),
    customerName: order.customerName?.trim() || NO_CUSTOMER_NAME,
    customerEmail: order.customerEmail ?? null,
    status: order.status,
    totalCents: order.totalCents,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    trackingCode: order.trackingCode,
    refundDue: order.refundDueAt !== null,
    refunded: order.refunded,
    withdrawalRequested: order.withdrawalRequestedAt !== null,
    createdAt: order.createdAt.toISOString(),
  }
}

/** A malformed id is as unknown as a missing one. */
export async function findAdminOrder(db: Db, id: string): Promise<AdminOrderRow | undefined> {
  if (!isUuid(id)) return undefined
  const rows = await selectAdminOrders(db).where(eq(orders.id, id))
  return rows[0]
}

/** Writes a tracking code: the parcel left now (setTrackingCode, admin-order-changes.ts). */
export async function writeTrackingCode(db: Db, id: string, trackingCode: string) {
  await db
    .update(orders)
    .set({
      trackingCode,
      lastTrackingUpdate: sql`now()`,
      shippingDate: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, id))
}

/** Deletes the order's row (items and shipping address go with it: CASCADE); false if none. */
export async function deleteOrderRow(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(orders).where(eq(orders.id, id)).returning({ id: orders.id })
  return rows.length === 1
}

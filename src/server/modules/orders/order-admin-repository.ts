import { eq, sql } from 'drizzle-orm'
import type { AdminOrderSummary } from '#domain/admin-order-view.ts'
import { conflict } from '#domain/errors.ts'
import type { OrderStatus } from '#domain/order-status.ts'
import { ADMIN_ORDER_MESSAGES, NO_CUSTOMER_NAME } from '#domain/schemas/admin-orders.ts'
import { shortId } from '#domain/text.ts'
import type { Db } from '#server/db/client.ts'
import { isUuid } from '#server/db/ids.ts'
import { users } from '#server/db/schema/accounts.ts'
import { orders, shippingAddresses } from '#server/db/schema/orders.ts'
import { moveOrder, returnHeldUnits, type MovedBy } from './order-lifecycle.ts'
import {
  beforeTrackingCode,
  notifyTrackingCode,
  type OrderMailSettings,
} from './order-notifications.ts'
import { lockOrderStatus } from './order-units-repository.ts'

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
    createdAt: order.createdAt.toISOString(),
  }
}

/** A malformed id is as unknown as a missing one. */
export async function findAdminOrder(db: Db, id: string): Promise<AdminOrderRow | undefined> {
  if (!isUuid(id)) return undefined
  const rows = await selectAdminOrders(db).where(eq(orders.id, id))
  return rows[0]
}

/**
 * Any status, in any order (spec.md section 4), with the order's units following it through the
 * ledger (order-lifecycle.ts) and the customer's email for a step reached the first time.
 * False when the order does not exist; 409 when reopening lacks stock.
 */
export async function setOrderStatus(
  db: Db,
  id: string,
  status: OrderStatus,
  by: MovedBy,
  mail: OrderMailSettings,
): Promise<boolean> {
  if (!isUuid(id)) return false
  return db.transaction(async (tx) => (await moveOrder(tx, id, status, by, mail)) !== undefined)
}

/**
 * A tracking code means the parcel left: enviado, and both dates set to now (spec.md section 4).
 * Refused on a cancelled order, whose units are back on the shelf (decision 011). The code is
 * written before the move, so 'Pedido enviado' carries it; a changed code on an order already
 * shipped sends 'Código de rastreio atualizado' (order-notifications.ts).
 */
export async function setTrackingCode(
  db: Db,
  id: string,
  trackingCode: string,
  by: MovedBy,
  mail: OrderMailSettings,
): Promise<boolean> {
  if (!isUuid(id)) return false
  return db.transaction(async (tx) => {
    const order = await lockOrderStatus(tx, id)
    if (!order) return false
    if (order.status === 'cancelado') {
      throw conflict('tracking-on-cancelled', ADMIN_ORDER_MESSAGES.trackingOnCancelled)
    }
    const before = await beforeTrackingCode(tx, { id, ...order })
    await tx
      .update(orders)
      .set({
        trackingCode,
        lastTrackingUpdate: sql`now()`,
        shippingDate: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, id))
    await moveOrder(tx, id, 'enviado', by, mail)
    await notifyTrackingCode(tx, before, by.actor, mail)
    return true
  })
}

/** Units it still holds go back on the shelf; items and shipping address go with it (CASCADE). */
export async function deleteOrder(db: Db, id: string): Promise<boolean> {
  if (!isUuid(id)) return false
  return db.transaction(async (tx) => {
    if (!(await lockOrderStatus(tx, id))) return false
    await returnHeldUnits(tx, id)
    const rows = await tx.delete(orders).where(eq(orders.id, id)).returning({ id: orders.id })
    return rows.length === 1
  })
}

import { desc, eq, sql } from 'drizzle-orm'
import type { OrderStatus } from '#domain/order-status.ts'
import type { Db } from '#server/db/client.ts'
import { isUuid } from '#server/db/ids.ts'
import { users } from '#server/db/schema/accounts.ts'
import { orders, shippingAddresses } from '#server/db/schema/orders.ts'
import { returnOrderStock } from './order-repository.ts'

/** Unpaid orders still hold the stock they took; cancelling one gives it back. */
const UNPAID: readonly OrderStatus[] = ['pendente', 'processando']

function selectAdminOrders(db: Db) {
  return db
    .select({
      id: orders.id,
      customerName: shippingAddresses.name,
      customerEmail: users.email,
      status: orders.status,
      totalCents: orders.totalCents,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      trackingCode: orders.trackingCode,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .leftJoin(shippingAddresses, eq(shippingAddresses.orderId, orders.id))
    .leftJoin(users, eq(users.id, orders.userId))
}

export type AdminOrderRow = Awaited<ReturnType<typeof listAdminOrders>>[number]

/** Every order, newest first, with the name it ships to and the buyer's email. */
export function listAdminOrders(db: Db) {
  return selectAdminOrders(db).orderBy(desc(orders.createdAt), desc(orders.id))
}

/** A malformed id is as unknown as a missing one. */
export async function findAdminOrder(db: Db, id: string): Promise<AdminOrderRow | undefined> {
  if (!isUuid(id)) return undefined
  const rows = await selectAdminOrders(db).where(eq(orders.id, id))
  return rows[0]
}

/**
 * Any status, in any order (spec.md section 4). Moving an unpaid order to cancelado returns its
 * stock in the same transaction; the row lock makes a second cancel see the first, so the stock
 * comes back once. False when the order does not exist.
 */
export async function setOrderStatus(db: Db, id: string, status: OrderStatus): Promise<boolean> {
  if (!isUuid(id)) return false
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, id))
      .for('update')
    if (!current) return false
    if (status === 'cancelado' && UNPAID.includes(current.status)) await returnOrderStock(tx, id)
    await tx
      .update(orders)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(orders.id, id))
    return true
  })
}

/** A tracking code means the parcel left: enviado, and both dates set to now (spec.md section 4). */
export async function setTrackingCode(db: Db, id: string, trackingCode: string): Promise<boolean> {
  if (!isUuid(id)) return false
  const rows = await db
    .update(orders)
    .set({
      trackingCode,
      status: 'enviado',
      lastTrackingUpdate: sql`now()`,
      shippingDate: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, id))
    .returning({ id: orders.id })
  return rows.length === 1
}

/** Items and shipping address go with it (ON DELETE CASCADE). */
export async function deleteOrder(db: Db, id: string): Promise<boolean> {
  if (!isUuid(id)) return false
  const rows = await db.delete(orders).where(eq(orders.id, id)).returning({ id: orders.id })
  return rows.length === 1
}

import { conflict } from '#domain/errors.ts'
import { ORDER_STATUS, type OrderStatus } from '#domain/order-status.ts'
import { ADMIN_ORDER_MESSAGES } from '#domain/schemas/admin-orders.ts'
import type { Db } from '#server/db/client.ts'
import { isUuid } from '#server/db/ids.ts'
import {
  moveOrder,
  returnHeldUnits,
  type MovedBy,
} from '#server/modules/order-lifecycle/order-lifecycle.ts'
import {
  beforeTrackingCode,
  notifyTrackingCode,
  type OrderMailSettings,
} from '#server/modules/order-lifecycle/order-notifications.ts'
import { lockOrderStatus } from '#server/modules/order-lifecycle/order-units-repository.ts'
import { deleteOrderRow, writeTrackingCode } from './admin-order-repository.ts'

// What the owner changes on an order, each in its transaction: its status, its tracking code, or
// the order itself deleted (issue 39: apart from the repository that reads and writes the rows).

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
    if (order.status === ORDER_STATUS.cancelled) {
      throw conflict('tracking-on-cancelled', ADMIN_ORDER_MESSAGES.trackingOnCancelled)
    }
    const before = await beforeTrackingCode(tx, { id, ...order })
    await writeTrackingCode(tx, id, trackingCode)
    await moveOrder(tx, id, ORDER_STATUS.shipped, by, mail)
    await notifyTrackingCode(tx, before, by.actor, mail)
    return true
  })
}

/** Units it still holds go back on the shelf; items and shipping address go with it. */
export async function deleteOrder(db: Db, id: string): Promise<boolean> {
  if (!isUuid(id)) return false
  return db.transaction(async (tx) => {
    if (!(await lockOrderStatus(tx, id))) return false
    await returnHeldUnits(tx, id)
    return deleteOrderRow(tx, id)
  })
}

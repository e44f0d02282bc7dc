import { conflict } from '#domain/errors.ts'
import { ORDER_STATUS, type OrderStatus } from '#domain/orders/order-status.ts'
import { ADMIN_ORDER_MESSAGES } from '#domain/schemas/admin-orders.ts'
import type { AdminOrderListQuery } from '#domain/orders/admin-order-view.ts'
import type { CatalogCache } from '#server/catalog-cache/catalog-cache.ts'
import type { Db } from '#server/db/client.ts'
import { isUuid } from '#server/db/ids.ts'
import { findLiveChargeId } from '#server/modules/charges/pix-charge-repository.ts'
import { endSettledCharge } from '#server/modules/charges/pix-payment.ts'
import { markDeliveredOrders } from '#server/modules/order-lifecycle/delivery-check.ts'
import { endCancelledPreference } from '#server/modules/charges/card-expiry.ts'
import { findOpenPreference } from '#server/modules/charges/card-expiry-repository.ts'
import type { PaymentProvider } from '#server/modules/payments/providers/provider.ts'
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
import { listAdminOrderPage, listAdminOrdersForExport } from './admin-order-list-repository.ts'

// What the owner changes on an order, each in its transaction, with the steps that follow its
// commit: its status, its tracking code, or the order itself deleted; and the list, which runs the
// delivery check first. The routes validate, call and answer.

/** What the steps after an order's change reach: the provider, and the store's catalog. */
export interface OrderChangeDeps {
  db: Db
  provider: PaymentProvider
  catalog?: Pick<CatalogCache, 'invalidate'> | undefined
}

/** How the order was settled: moved (cancelled or not), or deleted with what it had open. */
type Settled =
  | { cancelled: boolean; now?: Date | undefined }
  | { deleted: { charge: string | null | undefined; preference: string | undefined } }

/**
 * After the owner settled an order (moved it, deleted it, refunded it), once committed: the store
 * shows the units that moved; its PIX charge, if live, is ended so nobody pays it too; cancelled,
 * a card preference still taking payments ends now (decision 027). A deleted order's charge and
 * preference were read before it went.
 */
export async function afterOrderSettled(deps: OrderChangeDeps, id: string, settled: Settled) {
  deps.catalog?.invalidate()
  if ('deleted' in settled) {
    const { charge, preference } = settled.deleted
    if (charge) await endSettledCharge(deps, id, charge)
    if (preference) await endCancelledPreference(deps, id, preference)
    return
  }
  await endSettledCharge(deps, id)
  if (settled.cancelled) await endCancelledPreference(deps, id, undefined, settled.now)
}

/** Orders delivered by the 30-day rule are marked first: spec section 4 runs it when orders load. */
export async function listOrders(db: Db, mail: OrderMailSettings, query: AdminOrderListQuery) {
  await markDeliveredOrders(db, mail)
  return listAdminOrderPage(db, query)
}

/** The whole filtered list for the spreadsheet, after the same delivery check. */
export async function exportOrders(
  db: Db,
  mail: OrderMailSettings,
  filter: Parameters<typeof listAdminOrdersForExport>[1],
) {
  await markDeliveredOrders(db, mail)
  return listAdminOrdersForExport(db, filter)
}

/** The owner's status change and what follows it; false when the order does not exist. */
export async function changeOrderStatus(
  deps: OrderChangeDeps,
  id: string,
  status: OrderStatus,
  by: MovedBy,
  mail: OrderMailSettings,
): Promise<boolean> {
  const changed = await setOrderStatus(deps.db, id, status, by, mail)
  // Units may have moved through the ledger; settled by the owner, a live charge ends.
  if (changed) await afterOrderSettled(deps, id, { cancelled: status === ORDER_STATUS.cancelled })
  return changed
}

/** The order deleted and what follows it: its open charge or preference ended, the units back. */
export async function removeOrder(deps: OrderChangeDeps, id: string): Promise<boolean> {
  if (!isUuid(id)) return false
  const charge = await findLiveChargeId(deps.db, id)
  const preference = await findOpenPreference(deps.db, id, new Date())
  if (!(await deleteOrder(deps.db, id))) return false
  await afterOrderSettled(deps, id, { deleted: { charge, preference } })
  return true
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

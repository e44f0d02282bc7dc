import { conflict } from '#domain/errors.ts'
import { AFTER_SALE_MESSAGES } from '#domain/orders/withdrawal-messages.ts'
import type { OrderStatus, StatusActor } from '#domain/orders/order-status.ts'
import {
  nextUnitsState,
  parcelBackUnitsState,
  unitsMove,
  type UnitsState,
} from '#domain/orders/order-units.ts'
import { reopenOutOfStockMessage } from '#domain/schemas/admin-orders.ts'
import { nameWithVariant } from '#domain/variants/variant-rules.ts'
import type { Db } from '#server/db/client.ts'
import {
  lockStock,
  putBackUnits,
  takeUnits,
} from '#server/modules/inventory/stock-ledger-repository.ts'
import { notifyOrderMoved, type OrderMailSettings } from './order-notifications.ts'
import {
  findOrderLineUnits,
  lockOrderStatus,
  markOrderReturned,
  recordStatusChanges,
  setLinesUnitsState,
  setOrderStatusRow,
  type OrderLineUnits,
} from './order-units-repository.ts'

/** Who moved the order: the owner (with their account), the customer, the payment provider, a job. */
export interface MovedBy {
  actor: StatusActor
  adminId?: string | null
}

/**
 * Units per variant, with the product the line names, in a fixed order: by product, then variant,
 * so each write locks the products in id order as every other writer does (no deadlocks).
 */
function unitsByVariant(lines: readonly OrderLineUnits[]) {
  const units = new Map<string, { productId: string; quantity: number; name: string }>()
  for (const line of lines) {
    const entry = units.get(line.variantId) ?? {
      productId: line.productId,
      quantity: 0,
      name: nameWithVariant(line.productName, line.variantLabel),
    }
    entry.quantity += line.quantity
    units.set(line.variantId, entry)
  }
  return [...units]
    .map(([variantId, entry]) => ({ variantId, ...entry }))
    .sort(
      (a, b) => a.productId.localeCompare(b.productId) || a.variantId.localeCompare(b.variantId),
    )
}

/** The first variant (locked, products first) with fewer units on the shelf than `lines` need. */
async function firstShortage(tx: Db, lines: readonly OrderLineUnits[]) {
  const wanted = unitsByVariant(lines)
  const stock = new Map((await lockStock(tx, wanted)).map((v) => [v.id, v.stock]))
  for (const { variantId, quantity, name } of wanted) {
    const left = stock.get(variantId) ?? 0
    if (left < quantity) return { name, left }
  }
  return undefined
}

/** The name of a product lacking the units to reopen this cancelled order, if one does. */
export async function reopenShortage(tx: Db, orderId: string): Promise<string | undefined> {
  const lines = await findOrderLineUnits(tx, orderId)
  return (
    await firstShortage(
      tx,
      lines.filter((l) => l.unitsState === 'returned'),
    )
  )?.name
}

/**
 * Takes again the units of lines leaving 'returned'. Every product is locked and checked before
 * anything is written, so a refusal (409 naming the product) leaves the transaction clean.
 */
async function takeBack(tx: Db, orderId: string, lines: readonly OrderLineUnits[]) {
  const shortage = await firstShortage(tx, lines)
  if (shortage) {
    throw conflict('reopen-out-of-stock', reopenOutOfStockMessage(shortage.name, shortage.left))
  }
  for (const { productId, variantId, quantity } of unitsByVariant(lines)) {
    const movement = {
      productId,
      variantId,
      quantity: -quantity,
      reason: 'reopen',
      orderId,
    } as const
    if (!(await takeUnits(tx, movement))) {
      throw new Error(`stock of ${variantId} changed under its row lock`)
    }
  }
}

/**
 * Moves an order (inside the caller's transaction) to `to`, and its units with it, through the
 * ledger only: cancelling before the parcel left returns held units; leaving 'cancelado' takes
 * them again or refuses with 409 and writes nothing. Records who did it, and queues the customer's
 * email for the step reached, the first time the order reaches it (order-notifications.ts): the
 * email reads the order as it is now, so write what it tells (a tracking code, the payment)
 * before moving. 'unchanged' when the order already has that status; undefined when there is no
 * such order.
 */
export async function moveOrder(
  tx: Db,
  orderId: string,
  to: OrderStatus,
  by: MovedBy,
  mail: OrderMailSettings,
): Promise<'changed' | 'unchanged' | undefined> {
  const order = await lockOrderStatus(tx, orderId)
  if (!order) return undefined
  if (order.status === to) return 'unchanged'
  const lines = await findOrderLineUnits(tx, orderId)
  const next = new Map<UnitsState, string[]>()
  const toReturn: OrderLineUnits[] = []
  const toTake: OrderLineUnits[] = []
  for (const line of lines) {
    const state = nextUnitsState(line.unitsState, to)
    if (state === line.unitsState) continue
    next.set(state, [...(next.get(state) ?? []), line.id])
    const move = unitsMove(line.unitsState, state)
    if (move === 'cancel') toReturn.push(line)
    if (move === 'reopen') toTake.push(line)
  }
  await takeBack(tx, orderId, toTake)
  // Units taken again: a parcel that came back ('Produto devolvido') is out once more.
  if (toTake.length > 0) await markOrderReturned(tx, orderId, null)
  for (const { productId, variantId, quantity } of unitsByVariant(toReturn)) {
    await putBackUnits(tx, { productId, variantId, quantity, reason: 'cancel', orderId })
  }
  for (const [state, ids] of next) await setLinesUnitsState(tx, ids, state)
  await setOrderStatusRow(tx, orderId, to)
  await recordStatusChanges(tx, [{ orderId, fromStatus: order.status, toStatus: to, ...by }])
  const move = { orderId, fromStatus: order.status, toStatus: to, actor: by.actor }
  await notifyOrderMoved(tx, move, mail)
  return 'changed'
}

/** Before an order is deleted: the units it still holds go back on the shelf. */
export async function returnHeldUnits(tx: Db, orderId: string) {
  const held = (await findOrderLineUnits(tx, orderId)).filter((l) => l.unitsState === 'held')
  for (const { productId, variantId, quantity } of unitsByVariant(held)) {
    await putBackUnits(tx, { productId, variantId, quantity, reason: 'order_deleted', orderId })
  }
  return held.length > 0
}

/**
 * 'Produto devolvido' (decision 039): the parcel came back, so the stock units that left with it go
 * back on the shelf through the ledger (reason 'returned') and its lines become 'returned'. Made to
 * order lines ('none') never were on the shelf. The order's status does not change: the refund
 * (its own action) cancels it. 409 when no stock unit is out, or the return was already recorded.
 */
export async function markParcelReturned(tx: Db, orderId: string, at: Date) {
  const order = await lockOrderStatus(tx, orderId)
  if (!order) return undefined
  if (order.returnedAt) throw conflict('return-already', AFTER_SALE_MESSAGES.returnAlready)
  const lines = await findOrderLineUnits(tx, orderId)
  const shipped = lines.filter((l) => parcelBackUnitsState(l.unitsState) !== l.unitsState)
  if (shipped.length === 0) {
    throw conflict('return-nothing-shipped', AFTER_SALE_MESSAGES.returnNothingShipped)
  }
  for (const { productId, variantId, quantity } of unitsByVariant(shipped)) {
    await putBackUnits(tx, { productId, variantId, quantity, reason: 'returned', orderId })
  }
  await setLinesUnitsState(
    tx,
    shipped.map((l) => l.id),
    'returned',
  )
  await markOrderReturned(tx, orderId, at)
  return 'changed' as const
}

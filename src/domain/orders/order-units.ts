import { isBeforeShipping, ORDER_STATUS, type OrderStatus } from './order-status.ts'

/**
 * Where an order line's units are. 'held': taken from the shelf for an order still being paid or
 * prepared; 'shipped': gone with the parcel; 'returned': back on the shelf (the order was
 * cancelled before it left, or the parcel came back: 'Produto devolvido'); 'none': made to order,
 * never on the shelf.
 */
export const UNITS_STATES = ['held', 'returned', 'shipped', 'none'] as const
export type UnitsState = (typeof UNITS_STATES)[number]

/** The ledger movement a change of units state writes, if any. */
export type UnitsMove = 'cancel' | 'reopen' | null

/**
 * Where a line's units go when its order enters `to`. Only two changes touch the shelf: a
 * cancellation before the parcel left returns held units ('cancel'), and leaving 'cancelado'
 * takes returned units again ('reopen'). After 'enviado' nothing comes back by itself; moving a
 * shipped order back before shipping says the parcel has not left, so its units are held again
 * (still off the shelf). Each unit is counted once whatever the sequence of statuses.
 */
export function nextUnitsState(state: UnitsState, to: OrderStatus): UnitsState {
  if (state === 'none') return 'none'
  if (to === ORDER_STATUS.cancelled) return state === 'held' ? 'returned' : state
  return isBeforeShipping(to) ? 'held' : 'shipped'
}

export function unitsMove(from: UnitsState, to: UnitsState): UnitsMove {
  if (from === 'held' && to === 'returned') return 'cancel'
  if (from === 'returned' && to !== 'returned') return 'reopen'
  return null
}

/** The state a new order's line starts in. */
export const placedUnitsState = (madeToOrder: boolean): UnitsState =>
  madeToOrder ? 'none' : 'held'

/**
 * 'Produto devolvido' (decision 039): the parcel came back, so a shipped line's units are on the shelf
 * again (the ledger's 'returned' movement); held, returned and made-to-order lines stay as they
 * are. Leaving 'returned' later (the order moved on again) takes them as any reopening does.
 */
export function parcelBackUnitsState(state: UnitsState): UnitsState {
  return state === 'shipped' ? 'returned' : state
}

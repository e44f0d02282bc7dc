import { ORDER_STATUS, type OrderStatus, type StatusActor } from './order-status.ts'

interface HistoryEntry {
  toStatus: OrderStatus
  actor: StatusActor
  at: Date
}

/**
 * When the parcel left and when the owner said it arrived, from the order's shipping date and its
 * status history (oldest first). The latest of each counts, the reading kindest to the customer:
 * an order sent again left later. The 30-day job's 'entregue' is not the owner's word.
 */
export function shippingFacts(shippingDate: Date | null, history: readonly HistoryEntry[]) {
  const latest = (test: (h: HistoryEntry) => boolean) => history.filter(test).at(-1)?.at ?? null
  const movedToShipped = latest((h) => h.toStatus === ORDER_STATUS.shipped)
  const shippedAt =
    shippingDate && movedToShipped
      ? new Date(Math.max(shippingDate.getTime(), movedToShipped.getTime()))
      : (shippingDate ?? movedToShipped)
  return {
    shippedAt,
    deliveredByOwnerAt: latest((h) => h.toStatus === ORDER_STATUS.delivered && h.actor === 'owner'),
  }
}

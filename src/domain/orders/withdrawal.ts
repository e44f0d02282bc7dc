import { BRASILIA_OFFSET_MS, DAY_MS } from '#domain/time.ts'
import { isBeforeShipping, ORDER_STATUS, type OrderStatus } from './order-status.ts'

// 'Desistir da compra' (decision 039): who may withdraw from an order, and until when. CDC art. 49
// gives 7 days from receipt for a purchase made away from the shop; docs/decisions/039 cites it.

/** Days from receipt the customer may withdraw (CDC art. 49). */
export const WITHDRAWAL_DAYS = 7
/**
 * Without the owner's 'entregue', the parcel counts as received this many days after it left. Never
 * the 30-day automatic 'entregue': that would open the window weeks late.
 */
export const ASSUMED_DELIVERY_DAYS = 10
/** The optional reason's length. */
export const WITHDRAWAL_REASON_MAX = 1000

/** Before the parcel left the request is a cancellation; after, the parcel comes back. */
export type WithdrawalMode = 'cancel' | 'return'

export interface WithdrawalFacts {
  status: OrderStatus
  /** When the parcel left (its shipping date, else its first move to 'enviado'); null if unknown. */
  shippedAt: Date | null
  /** When the owner (not the 30-day job) marked it 'entregue'; null otherwise. */
  deliveredByOwnerAt: Date | null
  requestedAt: Date | null
  mode: WithdrawalMode | null
  /** Some line was made from a custom project. */
  customWork: boolean
  /** When the owner marked 'Produção iniciada' (custom work only). */
  productionStartedAt: Date | null
}

/** What /orders offers, as GET /api/orders answers it. Dates are ISO strings. */
export type WithdrawalView =
  /** 'Desistir da compra' is offered; `until` (the window's last moment) is null before shipping. */
  | { state: 'available'; mode: WithdrawalMode; until: string | null }
  | { state: 'requested'; mode: WithdrawalMode; at: string }
  /** Custom work the owner started making: the button explains and offers WhatsApp. */
  | { state: 'production-started'; at: string }
  /** Nothing to withdraw from (cancelled) or the window is over (`until` when it was). */
  | { state: 'closed'; until: string | null }

/** The last millisecond of the Brasília day `days` days after `from`. */
function endOfBrasiliaDay(from: Date, days: number): Date {
  const local = new Date(from.getTime() - BRASILIA_OFFSET_MS + days * DAY_MS)
  const end = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1) - 1
  return new Date(end + BRASILIA_OFFSET_MS)
}

/**
 * The window's last moment for a shipped order: 7 whole days (to Brasília's midnight) from
 * receipt, where receipt is the owner's 'entregue' or the shipping date + 10 days, whichever ends
 * later, so an early 'entregue' never shortens what the customer was promised. Null when neither
 * date is known: the customer is not refused on a guess.
 */
export function withdrawalDeadline(
  facts: Pick<WithdrawalFacts, 'shippedAt' | 'deliveredByOwnerAt'>,
): Date | null {
  const ends = [
    facts.shippedAt && endOfBrasiliaDay(facts.shippedAt, ASSUMED_DELIVERY_DAYS + WITHDRAWAL_DAYS),
    facts.deliveredByOwnerAt && endOfBrasiliaDay(facts.deliveredByOwnerAt, WITHDRAWAL_DAYS),
  ].filter((d): d is Date => d !== null)
  if (ends.length === 0) return null
  return new Date(Math.max(...ends.map((d) => d.getTime())))
}

/** Where 'Desistir da compra' stands for this order at `now`. Pure: the server and tests share it. */
export function withdrawalView(facts: WithdrawalFacts, now: Date): WithdrawalView {
  if (facts.requestedAt) {
    return {
      state: 'requested',
      mode: facts.mode ?? modeOf(facts.status),
      at: facts.requestedAt.toISOString(),
    }
  }
  if (facts.status === ORDER_STATUS.cancelled) return { state: 'closed', until: null }
  if (facts.customWork && facts.productionStartedAt) {
    return { state: 'production-started', at: facts.productionStartedAt.toISOString() }
  }
  if (isBeforeShipping(facts.status)) return { state: 'available', mode: 'cancel', until: null }
  const deadline = withdrawalDeadline(facts)
  if (deadline && now.getTime() > deadline.getTime()) {
    return { state: 'closed', until: deadline.toISOString() }
  }
  return { state: 'available', mode: 'return', until: deadline?.toISOString() ?? null }
}

/** A request made now is a cancellation before the parcel left, a return after. */
export function modeOf(status: OrderStatus): WithdrawalMode {
  return isBeforeShipping(status) ? 'cancel' : 'return'
}

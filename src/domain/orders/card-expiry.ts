import { isAwaitingPayment, ORDER_STATUS, type OrderStatus } from './order-status.ts'

/**
 * Card orders expire (decision 027): the Mercado Pago preference of a card order takes
 * payments for CARD_EXPIRY_MINUTES, then the reconciliation job ends the order if nothing was
 * paid or is under review.
 */
const MINUTE = 60_000

/** CARD_EXPIRY_MINUTES's range: time to type a card and pass 3-D Secure, at most a week. */
export const CARD_EXPIRY_RANGE = { min: 10, max: 7 * 24 * 60 } as const

/**
 * After the preference's end, how long the job waits before it cancels: a payment begun in its
 * last minute is decided, and its notification arrives, within it.
 */
export const CARD_EXPIRY_GRACE_MS = 5 * MINUTE

/** Mercado Pago's payment statuses that are money taken or still being decided. */
const PAID_OR_UNDER_REVIEW = new Set(['approved', 'pending', 'in_process', 'authorized'])

/**
 * Of the payments the provider holds for an order about to expire (newest first), the one that
 * keeps it alive: an approved one first, else one still being decided; none when every one was
 * refused or given back.
 */
export function paymentThatKeepsOrder<T extends { status: string }>(
  payments: readonly T[],
): T | undefined {
  return (
    payments.find((p) => p.status === 'approved') ??
    payments.find((p) => PAID_OR_UNDER_REVIEW.has(p.status))
  )
}

export interface CardExpiryState {
  status: OrderStatus
  paymentMethod: string
  paymentStatus: string
  /** When the current preference stops taking payments; null for orders placed before. */
  cardExpiresAt: Date | null
  preferenceExpiredAt: Date | null
}

/**
 * What the job does with a card order now:
 * - 'cancel': unpaid, nothing approved or under review, its preference ended (plus the grace);
 * - 'end-preference': cancelled while its preference still takes payments (the owner's cancel
 *   whose call to Mercado Pago failed): ask Mercado Pago again to end it;
 * - 'mark-ended': its preference ended by itself, the order settled otherwise: just recorded;
 * - null: nothing (a legacy order, one still payable, one under review, one already recorded).
 */
export function cardExpiryStep(
  order: CardExpiryState,
  now: Date,
): 'cancel' | 'end-preference' | 'mark-ended' | null {
  if (order.paymentMethod !== 'mercadopago') return null
  if (!order.cardExpiresAt || order.preferenceExpiredAt) return null
  const ended = order.cardExpiresAt.getTime() <= now.getTime()
  const unpaid = isAwaitingPayment(order.status)
  if (!unpaid) {
    if (ended) return 'mark-ended'
    return order.status === ORDER_STATUS.cancelled ? 'end-preference' : null
  }
  if (PAID_OR_UNDER_REVIEW.has(order.paymentStatus)) return null
  return order.cardExpiresAt.getTime() + CARD_EXPIRY_GRACE_MS <= now.getTime() ? 'cancel' : null
}

/** When a preference made at `now` stops taking payments. */
export function cardExpiresAt(now: Date, minutes: number): Date {
  return new Date(now.getTime() + minutes * MINUTE)
}

// The owner's 'Reembolsar' (decision 039): how an order's money goes back, and where it stands.

/** Through the payment provider (Mercado Pago, or the simulated one), or a PIX sent by hand. */
export const REFUND_VIAS = ['mercadopago', 'pix-manual'] as const
export type RefundVia = (typeof REFUND_VIAS)[number]

/**
 * 'pending': asked of the provider, no answer yet; 'done': the money went back; 'refused': the
 * provider said no (a new attempt may follow); 'failed': the provider could not be reached (the
 * next attempt repeats the same idempotency key, in case it went through).
 */
export const REFUND_STATES = ['pending', 'done', 'refused', 'failed'] as const
export type RefundState = (typeof REFUND_STATES)[number]

/** An order's refund as the owner's page shows it. */
export interface RefundView {
  via: RefundVia
  state: RefundState
  amountCents: number
  /** When the money went back ('done'), or when the last attempt ended. */
  at: string | null
  /** Why the provider refused, in pt-BR (state 'refused' or 'failed'). */
  refusal: string | null
  /**
   * 'pending' because Mercado Pago took the refund and is still processing it (a PIX at the
   * central bank): the payment's news will finish it, and asking again repeats the same request.
   */
  inProcess: boolean
}

/** What the owner's page offers to give the money back. */
export type RefundOption = 'provider' | 'manual-pix' | null

export interface RefundFacts {
  /** The provider's last word on the order's payment ('approved', 'refunded'...). */
  paymentStatus: string
  /** The provider's payment the order records, if any. */
  paymentId: string | null
  /** The order reached 'pago' (or later) at some point: money came in, by any way. */
  wasPaid: boolean
  refundState: RefundState | null
}

/** The provider already gave the money back (a refund made in its own panel, a chargeback). */
const MONEY_BACK = new Set(['refunded', 'charged_back'])

/**
 * 'provider' when a provider's payment paid the order (card or dynamic PIX: the money goes back
 * the way it came); 'manual-pix' when the order was paid otherwise (the static BR Code, confirmed
 * by hand); null when nothing was paid, or the money already went back.
 */
export function refundOption(facts: RefundFacts): RefundOption {
  if (facts.refundState === 'done' || MONEY_BACK.has(facts.paymentStatus)) return null
  if (facts.paymentId && facts.paymentStatus === 'approved') return 'provider'
  return facts.wasPaid ? 'manual-pix' : null
}

/**
 * Mercado Pago's key for attempt N of an order's refund: the same attempt asked twice (two
 * clicks, two instances, a retry after a timeout) is one refund there.
 */
export const refundKey = (orderId: string, attempt: number) => `refund-${orderId}-${attempt}`

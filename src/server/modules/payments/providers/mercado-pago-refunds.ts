import { MercadoPagoConfig, PaymentRefund } from 'mercadopago'
import { refundErrorOf, unknownPaymentRefused } from './mercado-pago-refund-error.ts'
import { totalRefund } from './mercado-pago-total-refund.ts'
import type { PaymentProvider, ProviderRefund } from './provider.ts'

// Mercado Pago's own ids are digits; anything else is not theirs and never reaches their API.
const PAYMENT_ID = /^\d{1,30}$/

/**
 * How long the owner's 'Reembolsar' may wait on Mercado Pago (decision 041). The shop's other calls
 * share 10 s × 3 tries, which kept the owner 31.5 s before reading that nothing was refunded while
 * the refund had gone through. The refund is asked twice at most (the same key: one refund there),
 * then, without an answer, the payment's refunds are looked up once before the owner is answered.
 */
export interface RefundTiming {
  /** One try of POST /v1/payments/{id}/refunds. */
  refundMs: number
  /** Tries after the first (same idempotency key), each after `retryDelayMs`. */
  refundRetries: number
  retryDelayMs: number
  /** The one GET /v1/payments/{id}/refunds after no answer. */
  lookupMs: number
}

export const REFUND_TIMING: RefundTiming = {
  refundMs: 5_000,
  refundRetries: 1,
  retryDelayMs: 500,
  lookupMs: 3_000,
}

/** The longest the owner waits for an answer: every try timing out, then the lookup too. */
export const longestRefundWaitMs = (t: RefundTiming) =>
  t.refundMs * (t.refundRetries + 1) + t.retryDelayMs * t.refundRetries + t.lookupMs

const centsOf = (amount: unknown): number | null =>
  typeof amount === 'number' && Number.isFinite(amount) ? Math.round(amount * 100) : null

/**
 * The refunds of Mercado Pago's provider, each call on a client of its own (the SDK keeps a call's
 * request options in its config for good: commit 495ae5b).
 */
export function mercadoPagoRefunds(
  accessToken: string,
  timing: RefundTiming = REFUND_TIMING,
): Pick<PaymentProvider, 'refundPayment' | 'findRefunds'> {
  const client = (timeout: number, maxRetries: number) =>
    new MercadoPagoConfig({
      accessToken,
      options: {
        timeout,
        maxRetries,
        initialDelay: timing.retryDelayMs,
        maxDelay: timing.retryDelayMs,
      },
    })
  return {
    async refundPayment(paymentId, idempotencyKey) {
      if (!PAYMENT_ID.test(paymentId)) throw unknownPaymentRefused()
      // The whole amount; the same key twice is one refund there.
      const refund = await new PaymentRefund(client(timing.refundMs, timing.refundRetries))
        .total(totalRefund(paymentId, idempotencyKey, accessToken))
        .catch((error: unknown) => Promise.reject(refundErrorOf(paymentId, error)))
      // An answer without them: asked again with the same key, Mercado Pago tells the refund made.
      if (refund.id === undefined || !refund.status) throw refundErrorOf(paymentId, refund)
      return { id: String(refund.id), status: refund.status, amountCents: centsOf(refund.amount) }
    },

    async findRefunds(paymentId) {
      if (!PAYMENT_ID.test(paymentId)) return []
      const found: unknown = await new PaymentRefund(client(timing.lookupMs, 0)).list({
        payment_id: paymentId,
      })
      if (!Array.isArray(found)) return []
      return found.flatMap((refund: { id?: unknown; status?: unknown; amount?: unknown }) =>
        refund.id !== undefined && typeof refund.status === 'string'
          ? [{ id: String(refund.id), status: refund.status, amountCents: centsOf(refund.amount) }]
          : [],
      ) satisfies ProviderRefund[]
    },
  }
}

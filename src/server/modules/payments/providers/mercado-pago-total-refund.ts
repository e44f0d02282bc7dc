import type { PaymentRefund } from 'mercadopago'

type TotalRefund = Parameters<PaymentRefund['total']>[0]

/**
 * A total refund of `paymentId` (POST /v1/payments/{id}/refunds with {}) as the SDK takes it: its
 * idempotency key, and X-Render-In-Process-Refunds: true, so that a PIX refund Mercado Pago is
 * still processing (a contingency with the central bank) answers 201 with status 'in_process'
 * rather than a 400 that reads like a refusal (developers' page 'Reembolso de transações com
 * Pix'). The SDK has no option for that header, and a request's own `headers` replace the call's
 * (paymentRefund/total in mercadopago 3.6 puts the options over its defaults), so the token goes
 * with it; the refund fake refuses a request without it.
 */
export function totalRefund(
  paymentId: string,
  idempotencyKey: string,
  accessToken: string,
): TotalRefund {
  const headers = { Authorization: `Bearer ${accessToken}`, 'X-Render-In-Process-Refunds': 'true' }
  const requestOptions = { idempotencyKey, headers } as TotalRefund['requestOptions']
  return { payment_id: paymentId, requestOptions }
}

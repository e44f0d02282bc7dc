import type {
  CardCheckout,
  PaymentProvider,
  PreferenceRequest,
  ProviderPayment,
} from './provider.ts'

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
const PREFERENCE_ID = new RegExp(`^sim-(${UUID})$`)
const PAYMENT_ID = new RegExp(`^sim-pay-(${UUID})-(\\d{1,9})-(approved|rejected)$`)

export type SimulatedOutcome = 'approved' | 'rejected'

function simulatedPreferenceId(orderId: string): string {
  return `sim-${orderId}`
}

/** The order a simulated preference id stands for, or null when it is not one. */
export function orderIdOfSimulatedPreference(preferenceId: string): string | null {
  return PREFERENCE_ID.exec(preferenceId)?.[1] ?? null
}

/**
 * A simulated payment carries its order, attempt number and outcome in its id, so any app instance
 * can answer getPayment without shared memory, as Mercado Pago would for a real payment id. The
 * attempt number comes from the order row (the last recorded simulated payment + 1): a retry after
 * a refusal is a new payment, as it is at Mercado Pago.
 */
export function nextSimulatedPaymentId(
  orderId: string,
  lastPaymentId: string | null,
  outcome: SimulatedOutcome,
): string {
  const last = lastPaymentId ? PAYMENT_ID.exec(lastPaymentId) : null
  const attempt = last && last[1] === orderId ? Number(last[2]) + 1 : 1
  return `sim-pay-${orderId}-${attempt}-${outcome}`
}

/** Checkout on a local page (payment-routes.ts) that approves or refuses; no money moves. */
export class SimulatedPaymentProvider implements PaymentProvider {
  async createPreference(req: PreferenceRequest): Promise<CardCheckout> {
    const preferenceId = simulatedPreferenceId(req.orderId)
    return {
      provider: 'simulated',
      preferenceId,
      // Relative: the page is on this server, whatever host the browser used to reach it.
      checkoutUrl: `/api/payments/simulated/${preferenceId}`,
      publicKey: null,
    }
  }

  async getPayment(paymentId: string): Promise<ProviderPayment | null> {
    const match = PAYMENT_ID.exec(paymentId)
    if (!match) return null
    return { id: paymentId, status: match[3] ?? '', orderId: match[1] ?? null }
  }
}

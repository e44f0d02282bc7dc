import { DEFAULT_SHOP_SETTINGS } from '#domain/shop-settings.ts'
import type { ShopSettingsReader } from '#server/shop-settings/shop-settings-store.ts'
import {
  RefundError,
  type CardCheckout,
  type PaymentProvider,
  type PixCharge,
  type PixChargeRequest,
  type PreferenceRequest,
  type ProviderPayment,
  type ProviderRefund,
} from './provider.ts'
import { staticPixCode } from './static-pix.ts'

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
const PREFERENCE_ID = new RegExp(`^sim-(${UUID})$`)
const PAYMENT_ID = new RegExp(`^sim-pay-(${UUID})-(\\d{1,9})-(approved|rejected)$`)
const PIX_CHARGE_ID = new RegExp(`^sim-pix-(${UUID})-(\\d{1,9})-(\\d{1,15})$`)

export type SimulatedOutcome = 'approved' | 'rejected'

/** Whether the shop is live, and where its settings are read at each charge (decision 037). */
interface SimulatedSettings {
  production: boolean
  shopSettings: ShopSettingsReader
}

const DEMO_SETTINGS: SimulatedSettings = {
  production: false,
  shopSettings: { current: () => DEFAULT_SHOP_SETTINGS },
}

function simulatedPreferenceId(orderId: string): string {
  return `sim-${orderId}`
}

/** The order a simulated preference id stands for, or null when it is not one. */
export function orderIdOfSimulatedPreference(preferenceId: string): string | null {
  return PREFERENCE_ID.exec(preferenceId)?.[1] ?? null
}

/** A simulated PIX charge's order and expiry, or null when the id is not one. */
export function readSimulatedPixCharge(
  paymentId: string,
): { orderId: string; expiresAt: Date } | null {
  const match = PIX_CHARGE_ID.exec(paymentId)
  if (!match?.[1]) return null
  return { orderId: match[1], expiresAt: new Date(Number(match[3])) }
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

/**
 * Card checkout on a local page (payment-routes.ts) that approves or refuses, and dynamic PIX
 * charges that a local page "pays"; no money moves. A charge's id carries its order, attempt and
 * expiry, so every instance answers getPayment alike: pending until it expires, then cancelled
 * (Mercado Pago's status for an expired PIX).
 */
export class SimulatedPaymentProvider implements PaymentProvider {
  constructor(
    private readonly settings: SimulatedSettings = DEMO_SETTINGS,
    private readonly now: () => Date = () => new Date(),
  ) {}

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

  async createPixCharge(req: PixChargeRequest): Promise<PixCharge> {
    const expiresAt = new Date(req.expiresAt.getTime() - (req.expiresAt.getTime() % 1000))
    return {
      paymentId: `sim-pix-${req.orderId}-${req.attempt}-${expiresAt.getTime()}`,
      // A real BR Code for the amount (to the demo key unless PIX_KEY is set): paying it moves
      // nothing the shop sees; the simulated page is what "pays".
      code:
        staticPixCode(
          { production: this.settings.production, shop: this.settings.shopSettings.current() },
          req.orderId,
          req.amountCents,
        ) ?? '',
      expiresAt,
    }
  }

  async getPayment(paymentId: string): Promise<ProviderPayment | null> {
    const charge = readSimulatedPixCharge(paymentId)
    if (charge) {
      const expired = charge.expiresAt.getTime() <= this.now().getTime()
      return {
        id: paymentId,
        status: expired ? 'cancelled' : 'pending',
        orderId: charge.orderId,
        methodId: 'pix',
      }
    }
    const match = PAYMENT_ID.exec(paymentId)
    if (!match) return null
    return { id: paymentId, status: match[3] ?? '', orderId: match[1] ?? null }
  }

  /**
   * Approved at once and moves nothing: no money came in, so none goes back (no amount). The id
   * is made of the payment's, so the same refund asked twice is the same one, as a key makes it.
   */
  async refundPayment(paymentId: string): Promise<ProviderRefund> {
    if (!paymentId) throw new RefundError('refused', 'Este pagamento não existe.')
    return { id: `sim-refund-${paymentId}`, status: 'approved', amountCents: null }
  }
}

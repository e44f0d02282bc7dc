import type { Config } from '#server/config.ts'
import { createMercadoPagoProvider } from './mercado-pago-provider.ts'
import { SimulatedPaymentProvider } from './simulated-provider.ts'
import { unavailablePaymentProvider } from './unavailable-provider.ts'

export interface PreferenceRequest {
  orderId: string
  items: {
    id: string
    title: string
    quantity: number
    unitPriceCents: number
    pictureUrl?: string
  }[]
  payerEmail: string
}

export interface CardCheckout {
  provider: 'mercadopago' | 'simulated'
  preferenceId: string
  checkoutUrl: string
  publicKey: string | null
}

/** status is Mercado Pago's payment status (approved, pending, rejected, refunded...). */
export interface ProviderPayment {
  id: string
  status: string
  orderId: string | null
  /**
   * What the payment is for, in centavos (Mercado Pago's transaction_amount); null when Mercado
   * Pago's answer had no readable amount. Absent for the simulated provider, whose payments are
   * for the order's total by construction and move no money.
   */
  amountCents?: number | null
}

export interface PaymentProvider {
  createPreference(req: PreferenceRequest): Promise<CardCheckout>
  /** null when the provider does not know the payment. */
  getPayment(paymentId: string): Promise<ProviderPayment | null>
}

/**
 * Mercado Pago when MP_ACCESS_TOKEN is set, else the simulated provider, so the whole card flow
 * works offline; in production never the simulated one (a customer could "pay" without paying).
 * `options.fetch` is accepted for symmetry with the other outbound clients but the official SDK
 * always calls the global fetch (tests stub it with undici's MockAgent).
 */
export function createPaymentProvider(
  config: Config,
  options: { fetch?: typeof fetch } = {},
): PaymentProvider {
  const accessToken = config.mercadoPago.accessToken
  if (!accessToken) {
    return config.production ? unavailablePaymentProvider() : new SimulatedPaymentProvider()
  }
  if (options.fetch && options.fetch !== globalThis.fetch) {
    console.warn('[pagamentos] o SDK do Mercado Pago ignora o fetch recebido e usa o global')
  }
  return createMercadoPagoProvider(config, accessToken)
}

import type { Config } from '#server/config.ts'
import type { ShopSettingsReader } from '#server/shop-settings/shop-settings-store.ts'
import { createMercadoPagoProvider } from './mercado-pago-provider.ts'
import type { RefundTiming } from './mercado-pago-refunds.ts'
import type { PaymentProvider } from './provider.ts'
import { SimulatedPaymentProvider } from './simulated-provider.ts'
import { unavailablePaymentProvider } from './unavailable-provider.ts'
import { logger } from '#server/logging/logger.ts'

/**
 * Mercado Pago when MP_ACCESS_TOKEN is set, else the simulated provider, so the whole card flow
 * works offline; in production never the simulated one (a customer could "pay" without paying).
 * `options.fetch` is accepted for symmetry with the other outbound clients but the official SDK
 * always calls the global fetch (tests stub it with undici's MockAgent).
 */
export function createPaymentProvider(
  config: Config,
  options: {
    fetch?: typeof fetch
    /** Where the simulated PIX reads the shop's key and name; default: the environment's seed. */
    shopSettings?: ShopSettingsReader
    /** Mercado Pago's refund waits, shortened by tests (mercado-pago-refunds.ts). */
    refundTiming?: RefundTiming
  } = {},
): PaymentProvider {
  const accessToken = config.mercadoPago.accessToken
  if (!accessToken) {
    return config.production
      ? unavailablePaymentProvider()
      : new SimulatedPaymentProvider({
          production: config.production,
          shopSettings: options.shopSettings ?? { current: () => config.shopSeed },
        })
  }
  if (options.fetch && options.fetch !== globalThis.fetch) {
    logger.warn('[pagamentos] o SDK do Mercado Pago ignora o fetch recebido e usa o global')
  }
  return createMercadoPagoProvider(
    config,
    accessToken,
    options.refundTiming ? { refundTiming: options.refundTiming } : {},
  )
}

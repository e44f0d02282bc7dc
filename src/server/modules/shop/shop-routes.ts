import { Hono } from 'hono'
import type { PaymentMethod } from '#domain/order-status.ts'
import type { Config } from '#server/config.ts'
import { availablePaymentMethods } from '#server/config-readiness.ts'

interface ShopInfo {
  name: string
  /** Digits only, without the country code. */
  whatsapp: string | null
  /** What checkout offers; a live shop lists only the methods whose settings are present. */
  paymentMethods: PaymentMethod[]
}

/** What GET /api/shop answers (also drawn into every public page's HTML). */
export function shopInfo(config: Config): ShopInfo {
  return {
    name: config.shopName,
    whatsapp: config.shopWhatsapp?.replace(/\D/g, '') || null,
    paymentMethods: availablePaymentMethods(config),
  }
}

export function shopRoutes(deps: { config: Config }) {
  const info = shopInfo(deps.config)
  return new Hono().get('/', (c) => {
    c.header('Cache-Control', 'public, max-age=300')
    return c.json(info)
  })
}

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

export function shopRoutes(deps: { config: Config }) {
  const info: ShopInfo = {
    name: deps.config.shopName,
    whatsapp: deps.config.shopWhatsapp?.replace(/\D/g, '') || null,
    paymentMethods: availablePaymentMethods(deps.config),
  }
  return new Hono().get('/', (c) => {
    c.header('Cache-Control', 'public, max-age=300')
    return c.json(info)
  })
}

import { Hono } from 'hono'
import type { Config } from '#server/config.ts'

interface ShopInfo {
  name: string
  /** Digits only, without the country code. */
  whatsapp: string | null
}

export function shopRoutes(deps: { config: Config }) {
  const info: ShopInfo = {
    name: deps.config.shopName,
    whatsapp: deps.config.shopWhatsapp?.replace(/\D/g, '') || null,
  }
  return new Hono().get('/', (c) => {
    c.header('Cache-Control', 'public, max-age=300')
    return c.json(info)
  })
}

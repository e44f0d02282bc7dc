import { buildPixPayload } from '#domain/pix.ts'
import type { ShopSettings } from '#domain/shop-settings.ts'
import { shortId } from '#domain/text.ts'

/** Used while the PIX key is unset (a fresh demo): bank apps refuse it, so nobody pays to nowhere. */
const DEMO_PIX_KEY = 'chave-pix-de-demonstracao'

/** What a static BR Code needs: whether the shop is live, and its settings now (issue 44). */
export interface PixSettings {
  production: boolean
  shop: ShopSettings
}

/** The key a BR Code pays to: the panel's, else (never in production) the demo key; undefined if none. */
export function pixKey({ production, shop }: PixSettings): string | undefined {
  if (shop.pix.key) return shop.pix.key
  return production ? undefined : DEMO_PIX_KEY
}

/**
 * The static BR Code of an order (design.md: EMV TLV + CRC16, txid = the order's short id, so a
 * receipt names its order); undefined when the shop has no key to be paid to.
 */
export function staticPixCode(
  settings: PixSettings,
  orderId: string,
  amountCents: number,
): string | undefined {
  const key = pixKey(settings)
  if (!key) return undefined
  const { pix, name } = settings.shop
  return buildPixPayload({
    key,
    merchantName: pix.merchantName || name,
    merchantCity: pix.city,
    amountCents,
    txid: shortId(orderId),
  })
}

import { buildPixPayload, normalizeMerchantCity } from '#domain/pix.ts'
import { pixReceiverName } from '#domain/shop-identity.ts'
import type { ShopSettings } from '#domain/shop-settings.ts'
import { shortId } from '#domain/text.ts'

/** Used while the PIX key is unset (a fresh demo): bank apps refuse it, so nobody pays to nowhere. */
const DEMO_PIX_KEY = 'chave-pix-de-demonstracao'

/**
 * Field 59 when neither 'Nome do recebedor' nor the shop's name has a letter it can carry: settings
 * saved before decision 041 refused them. The payer's bank app names the key's holder from the DICT
 * anyway; the panel's banner asks the owner to fill the field (config-readiness.ts).
 */
const FALLBACK_RECEIVER_NAME = 'RECEBEDOR PIX'
/** Field 60 likewise, for a seed the first start did not check (any shop seeded before decision 041). */
const FALLBACK_CITY = 'BRASIL'

/** What a static BR Code needs: whether the shop is live, and its settings now (decision 037). */
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
  // Never a throw at checkout: buildPixPayload refuses an empty name (decision 041).
  return buildPixPayload({
    key,
    merchantName: pixReceiverName(pix, name) || FALLBACK_RECEIVER_NAME,
    merchantCity: normalizeMerchantCity(pix.city) === '' ? FALLBACK_CITY : pix.city,
    amountCents,
    txid: shortId(orderId),
  })
}

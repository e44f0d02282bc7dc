import { buildPixPayload } from '#domain/pix.ts'
import { shortId } from '#domain/text.ts'
import type { Config } from '#server/config.ts'

/** Used while PIX_KEY is unset (a fresh demo): bank apps refuse it, so nobody pays to nowhere. */
const DEMO_PIX_KEY = 'chave-pix-de-demonstracao'

/** The key a BR Code pays to: PIX_KEY, else (never in production) the demo key; undefined if none. */
export function pixKey(config: Pick<Config, 'pix' | 'production'>): string | undefined {
  if (config.pix.key) return config.pix.key
  return config.production ? undefined : DEMO_PIX_KEY
}

/**
 * The static BR Code of an order (design.md: EMV TLV + CRC16, txid = the order's short id, so a
 * receipt names its order); undefined when the shop has no key to be paid to.
 */
export function staticPixCode(
  config: Pick<Config, 'pix' | 'production' | 'shopName'>,
  orderId: string,
  amountCents: number,
): string | undefined {
  const key = pixKey(config)
  if (!key) return undefined
  return buildPixPayload({
    key,
    merchantName: config.pix.merchantName ?? config.shopName,
    merchantCity: config.pix.city,
    amountCents,
    txid: shortId(orderId),
  })
}

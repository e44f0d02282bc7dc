import type { PaymentMethod } from '#domain/orders/order-status.ts'
import { publicSeller, type SellerIdentity } from '#domain/shop-identity.ts'
import type { VersionedShopSettings } from '#domain/shop-settings.ts'
import { toCachedJson, type CachedJson } from '#server/catalog-cache/catalog-cache.ts'
import type { Config } from '#server/config.ts'
import { availablePaymentMethods } from '#server/config-readiness.ts'
import type { ShopSettingsStore } from '#server/shop-settings/shop-settings-store.ts'

/** What GET /api/shop answers (also drawn into every public page's HTML). */
export interface ShopInfo {
  name: string
  /** Digits only, without the country code. */
  whatsapp: string | null
  /** What checkout offers; a live shop lists only the methods whose settings are present. */
  paymentMethods: PaymentMethod[]
  /**
   * Who sells (Decreto 7.962/2013, art. 2): every page's footer and the packing slip; null while the
   * owner has set none of it.
   */
  seller: SellerIdentity | null
  /** The shop's image address (the header's logo), or null. */
  image: string | null
  /** The banner on '/' (decision 048), or null: its picture, its line, and the store path it leads to. */
  banner: { image: string; text: string; href: string | null } | null
}

export function shopInfo(config: Config, { settings }: VersionedShopSettings): ShopInfo {
  return {
    name: settings.name,
    whatsapp: settings.whatsapp || null,
    paymentMethods: availablePaymentMethods(config, settings),
    seller: publicSeller(settings),
    image: settings.image || null,
    banner: settings.banner.image
      ? {
          image: settings.banner.image,
          text: settings.banner.text,
          href: settings.banner.link || null,
        }
      : null,
  }
}

/**
 * /api/shop's bytes and tag for the settings now, made once per version: the tag changes with
 * every save, and every drawn page names it among its sources, so a save redraws them.
 */
export function shopInfoAnswer(deps: { config: Config; shopSettings: ShopSettingsStore }) {
  let made: { from: VersionedShopSettings; entry: CachedJson } | undefined
  return (): CachedJson => {
    const now = deps.shopSettings.versioned()
    if (made?.from !== now) {
      made = { from: now, entry: toCachedJson(JSON.stringify(shopInfo(deps.config, now))) }
    }
    return made.entry
  }
}

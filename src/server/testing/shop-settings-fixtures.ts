import type { ShopSettings } from '#domain/shop-settings.ts'
import type { Config } from '#server/config.ts'
import { mailShop } from '#server/mail/mail-shop.ts'
import type { Shop } from '#server/mail/layout.ts'
import {
  orderMailSettings,
  type OrderMailSettings,
} from '#server/modules/order-lifecycle/order-notifications.ts'
import type { ShopSettingsReader } from '#server/shop-settings/shop-settings-store.ts'

/** Settings that never change: the test config's seed (its SHOP_NAME, PIX_KEY...), or these. */
export function fixedShopSettings(
  config: Pick<Config, 'shopSeed'>,
  changes: Partial<ShopSettings> = {},
): ShopSettingsReader {
  const settings = { ...config.shopSeed, ...changes }
  return { current: () => settings }
}

/** The order e-mails' shop for a test config, as the routes and jobs read it. */
export function testOrderMail(config: Config): OrderMailSettings {
  return orderMailSettings({ config, shopSettings: fixedShopSettings(config) })
}

export { SHOP_SETTINGS_SAMPLE } from '#domain/testing/shop-settings-fixtures.ts'

/** The e-mails' shop of a test app (or any config and settings) now, as the routes and jobs read it. */
export function testMailShop(source: {
  config: Pick<Config, 'publicUrl'>
  shopSettings: ShopSettingsReader
}): Shop {
  return mailShop(source.config.publicUrl, source.shopSettings.current())
}

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

/** A complete, valid 'Loja' save: the alphanumeric CNPJ of the Receita's example. */
export const SHOP_SETTINGS_SAMPLE: ShopSettings = {
  name: 'Oficina do João',
  legalName: 'João da Silva Acessórios Ltda',
  taxId: '12ABC34501DE35',
  address: {
    cep: '01310100',
    street: 'Avenida Paulista',
    number: '1000',
    complement: 'Sala 2',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  },
  email: 'contato@oficinadojoao.com.br',
  whatsapp: '11987654321',
  supportHours: 'Seg a sex, 9h às 18h',
  pix: { key: 'contato@oficinadojoao.com.br', merchantName: 'Oficina do Joao', city: 'Sao Paulo' },
  senderName: 'Oficina do João',
  image: '',
}

/** The e-mails' shop of a test app (or any config and settings) now, as the routes and jobs read it. */
export function testMailShop(source: {
  config: Pick<Config, 'publicUrl'>
  shopSettings: ShopSettingsReader
}): Shop {
  return mailShop(source.config.publicUrl, source.shopSettings.current())
}

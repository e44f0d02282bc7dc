import { Hono } from 'hono'
import { z } from 'zod'
import { conflict, invalid } from '#domain/errors.ts'
import { PHOTO_MESSAGES } from '#domain/photos.ts'
import { shopSettingsSchema } from '#domain/schemas/shop-settings.ts'
import { SHOP_SETTINGS_MESSAGES } from '#domain/shop-settings.ts'
import type { Db } from '#server/db/client.ts'
import type { AppEnv } from '#server/http/app-env.ts'
import { requireAdmin } from '#server/http/guards.ts'
import { validate } from '#server/http/validate.ts'
import {
  readShopSettings,
  saveShopSettings,
} from '#server/shop-settings/shop-settings-repository.ts'
import type { ShopSettingsStore } from '#server/shop-settings/shop-settings-store.ts'
import { checkedBanner } from './banner-target.ts'

const saveSchema = z.object({
  version: z.number({ error: 'Versão inválida.' }).int({ error: 'Versão inválida.' }),
  settings: shopSettingsSchema,
})

/**
 * The panel's 'Loja' tab (decision 037): the settings as stored, and their save, refused with 409 when
 * another tab saved since this one read them. A save applies at once here, and on every other
 * instance when its notification arrives.
 */
export function adminShopSettingsRoutes(deps: { db: Db; shopSettings: ShopSettingsStore }) {
  const { db, shopSettings } = deps
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get('/', async (c) => {
      // From the row, not this instance's copy: another instance may have saved a moment ago.
      const stored = (await readShopSettings(db)) ?? shopSettings.versioned()
      c.header('Cache-Control', 'no-store')
      return c.json(stored)
    })
    .put('/', validate('json', saveSchema), async (c) => {
      const owner = c.get('user')!
      const { settings: asked, version } = c.req.valid('json')
      const settings = { ...asked, banner: await checkedBanner(db, asked.banner) }
      const outcome = await saveShopSettings(db, { settings, version, by: owner })
      if ('unknownPhoto' in outcome) throw invalid('unknown-photo', PHOTO_MESSAGES.unknownPhoto)
      if ('stale' in outcome) throw conflict('settings-stale', SHOP_SETTINGS_MESSAGES.stale)
      shopSettings.saved(outcome.saved)
      return c.json(outcome.saved)
    })
}

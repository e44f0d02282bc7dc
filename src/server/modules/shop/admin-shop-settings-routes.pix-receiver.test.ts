import { afterEach, describe, expect, it } from 'vitest'
import { SHOP_SETTINGS_FORM_MESSAGES } from '#domain/schemas/shop-settings.ts'
import { readShopSettings } from '#server/shop-settings/shop-settings-repository.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { seedProduct } from '#server/testing/product-fixtures.ts'
import { SHOP_SETTINGS_SAMPLE } from '#server/testing/shop-settings-fixtures.ts'
import { ADDRESS } from '#server/testing/test-client.ts'

/**
 * A shop name with no letter the BR Code can carry ('🚗🚗🚗', 'АвтоМастер') and 'Nome do recebedor'
 * blank saved, then every PIX checkout answered 500 'Nome do recebedor PIX vazio' (decision 041).
 */

let f: AdminFixture
afterEach(async () => {
  await f?.t.close()
})

const ROUTE = '/api/admin/shop-settings'
const NAMES = ['🚗🚗🚗', 'АвтоМастер']

describe("the shop's name and the PIX receiver", () => {
  it.each(NAMES)(
    'refuses to save the name %s with the receiver blank, and saves nothing',
    async (name) => {
      f = await adminFixture()
      const before = await readShopSettings(f.t.database.db)
      const res = await f.admin.request<{ error: { code: string; message: string } }>(
        'PUT',
        ROUTE,
        {
          version: before!.version,
          settings: {
            ...SHOP_SETTINGS_SAMPLE,
            name,
            pix: { ...SHOP_SETTINGS_SAMPLE.pix, merchantName: '' },
          },
        },
      )
      expect(res.status).toBe(400)
      // The panel's form shows it on 'Nome do recebedor' (the same schema: shop-tab.save.test.tsx).
      expect(res.body).toEqual({
        error: { code: 'validation', message: SHOP_SETTINGS_FORM_MESSAGES.merchantNameNeeded },
      })
      expect(await readShopSettings(f.t.database.db)).toEqual(before)

      // With a receiver name the same shop name saves.
      const named = await f.admin.request('PUT', ROUTE, {
        version: before!.version,
        settings: {
          ...SHOP_SETTINGS_SAMPLE,
          name,
          pix: { ...SHOP_SETTINGS_SAMPLE.pix, merchantName: 'Oficina' },
        },
      })
      expect(named.status).toBe(200)
    },
  )

  it.each(NAMES)(
    'sells by PIX in a shop saved as %s before the rule: the code names RECEBEDOR PIX',
    async (name) => {
      // The seed goes in unchecked here, as settings saved before decision 041 are stored.
      f = await adminFixture({ SHOP_NAME: name })
      expect((await readShopSettings(f.t.database.db))!.settings).toMatchObject({
        name,
        pix: { merchantName: '' },
      })
      const { id } = await seedProduct(f.t.database.db, { stock: 3 })
      const res = await f.customer.post<{ order: { pixCode: string } }>('/api/orders', {
        items: [{ productId: id, quantity: 1 }],
        address: ADDRESS,
        paymentMethod: 'pix',
      })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      expect(JSON.stringify(res.body)).toContain('5913RECEBEDOR PIX')
    },
  )
})

describe('the panel banner of a live shop', () => {
  it("lists 'Loja › Nome do recebedor' while the name leaves the receiver empty", async () => {
    f = await adminFixture({
      NODE_ENV: 'production',
      SHOP_NAME: '🚗🚗🚗',
      PIX_KEY: 'pix@loja.com.br',
    })
    const setup = await f.admin.get<{ missing: { setting: string }[] }>('/api/admin/setup')
    expect(setup.body.missing.map((m) => m.setting)).toContain('Loja › Nome do recebedor')
    const { version, settings } = (await readShopSettings(f.t.database.db))!
    await f.admin.request('PUT', ROUTE, {
      version,
      settings: { ...settings, pix: { ...settings.pix, merchantName: 'Oficina' } },
    })
    const after = await f.admin.get<{ missing: { setting: string }[] }>('/api/admin/setup')
    expect(after.body.missing.map((m) => m.setting)).not.toContain('Loja › Nome do recebedor')
  })
})

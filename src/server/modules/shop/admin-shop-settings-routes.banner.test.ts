import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BANNER_MESSAGES } from '#domain/shop-banner.ts'
import type { ShopBanner } from '#domain/shop-settings.ts'
import { ensureAdmin } from '#server/modules/accounts/ensure-admin.ts'
import { seedProduct } from '#server/testing/product-fixtures.ts'
import { createRenderedShop } from '#server/testing/rendered-shop.ts'
import { SHOP_SETTINGS_SAMPLE } from '#server/testing/shop-settings-fixtures.ts'
import type { TestApp } from '#server/testing/test-app.ts'
import { TestClient } from '#server/testing/test-client.ts'

let t: TestApp
let owner: TestClient
let shown: string
let hidden: string
beforeAll(async () => {
  t = await createRenderedShop()
  await ensureAdmin(t.database.db, { email: 'dona@vitrine.test', password: 'dona-123' })
  owner = new TestClient(t)
  await owner.post('/api/auth/login', { email: 'dona@vitrine.test', password: 'dona-123' })
  shown = (await seedProduct(t.database.db, { name: 'Capa de Volante', category: 'Capas' })).id
  hidden = (await seedProduct(t.database.db, { name: 'Peça Oculta', hidden: true })).id
})
afterAll(() => t.close())

const BANNER_IMAGE = 'https://cdn.exemplo.com/banner.jpg'
let version = 1

async function saveBanner(banner: Partial<ShopBanner>) {
  const res = await owner.request<{ version: number; settings: { banner: ShopBanner } }>(
    'PUT',
    '/api/admin/shop-settings',
    {
      version,
      settings: {
        ...SHOP_SETTINGS_SAMPLE,
        image: 'https://cdn.exemplo.com/logo.png',
        banner: { image: BANNER_IMAGE, text: '', link: '', ...banner },
      },
    },
  )
  if (res.status === 200) version = res.body.version
  return res
}

const shopBanner = async () =>
  ((await new TestClient(t).get('/api/shop')).body as { banner: unknown }).banner

describe("the store's banner and logo (decision 048)", () => {
  it("draws the logo in the header and the banner on '/', its picture the one preloaded", async () => {
    const res = await saveBanner({ text: 'Capas novas para o inverno', link: `/product/${shown}` })
    expect(res.status).toBe(200)
    expect(await shopBanner()).toEqual({
      image: BANNER_IMAGE,
      text: 'Capas novas para o inverno',
      href: `/product/${shown}`,
    })

    const html = await (await t.app.request('/')).text()
    expect(html).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${BANNER_IMAGE}">`,
    )
    expect(html.match(/rel="preload" as="image"/g)).toHaveLength(1)
    expect(html).toContain(`href="/product/${shown}"`)
    expect(html).toContain('Capas novas para o inverno')
    expect(html).toMatch(/<img alt src="https:\/\/cdn\.exemplo\.com\/logo\.png"/)
    // A search's page is not the home page: no banner there, the first product preloaded again.
    const search = await (await t.app.request('/?q=capa')).text()
    expect(search).not.toContain(`src="${BANNER_IMAGE}"`)
    expect(search).not.toContain(`href="${BANNER_IMAGE}"`)
    expect(search).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="https://cdn.exemplo.com/tapete.jpg">',
    )
  })

  it("keeps a category's link in the store's spelling; a pasted address of another site is refused", async () => {
    const res = await saveBanner({ link: '/?categoria=capas' })
    expect(res.status).toBe(200)
    expect(res.body.settings.banner.link).toBe('/?categoria=Capas')

    for (const [link, message] of [
      ['https://outra-loja.example/?categoria=Capas', BANNER_MESSAGES.link],
      ['//outra-loja.example/product/x', BANNER_MESSAGES.link],
      ['javascript:alert(1)', BANNER_MESSAGES.link],
      ['/admin', BANNER_MESSAGES.link],
      ['/?categoria=Capas&q=x', BANNER_MESSAGES.link],
      [`/product/${hidden}`, BANNER_MESSAGES.productHidden],
      ['/product/00000000-0000-4000-8000-000000000000', BANNER_MESSAGES.productMissing],
      ['/?categoria=Bancos', BANNER_MESSAGES.categoryMissing],
    ]) {
      const refused = await saveBanner({ link })
      expect(refused.status, link).toBe(400)
      expect(refused.body).toMatchObject({ error: { message } })
    }
    const noPicture = await saveBanner({ image: '', text: 'Sem foto' })
    expect(noPicture.status).toBe(400)
    expect(noPicture.body).toMatchObject({ error: { message: BANNER_MESSAGES.imageNeeded } })
    // Nothing of the refused saves was kept.
    expect(await shopBanner()).toMatchObject({ href: '/?categoria=Capas', text: '' })
  })

  it('refuses to hide or delete the product the banner leads to', async () => {
    expect((await saveBanner({ link: `/product/${shown}` })).status).toBe(200)
    const hide = await owner.request('PUT', `/api/admin/products/${shown}/visibility`, {
      hidden: true,
    })
    expect(hide.status).toBe(409)
    expect(hide.body).toMatchObject({ error: { message: BANNER_MESSAGES.linkedProduct } })
    const remove = await owner.request('DELETE', `/api/admin/products/${shown}`)
    expect(remove.status).toBe(409)
    expect((await new TestClient(t).get(`/api/products/${shown}`)).status).toBe(200)

    expect((await saveBanner({ link: '' })).status).toBe(200)
    const hideNow = await owner.request('PUT', `/api/admin/products/${shown}/visibility`, {
      hidden: true,
    })
    expect(hideNow.status).toBe(200)
  })
})

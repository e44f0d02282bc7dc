import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureAdmin } from '#server/modules/accounts/ensure-admin.ts'
import { createRenderedShop } from '#server/testing/rendered-shop.ts'
import { SHOP_SETTINGS_SAMPLE } from '#server/testing/shop-settings-fixtures.ts'
import type { TestApp } from '#server/testing/test-app.ts'
import { TestClient } from '#server/testing/test-client.ts'

let t: TestApp
let owner: TestClient
beforeAll(async () => {
  t = await createRenderedShop({}, { SHOP_NAME: 'Oficina Seed' })
  await ensureAdmin(t.database.db, { email: 'dona@vitrine.test', password: 'dona-123' })
  owner = new TestClient(t)
  await owner.post('/api/auth/login', { email: 'dona@vitrine.test', password: 'dona-123' })
})
afterAll(() => t.close())

const page = async (path: string) => (await t.app.request(path)).text()

describe('a save in the Loja tab, on the pages the server draws', () => {
  it('redraws every cached page with the new seller, name and image, without a restart', async () => {
    const before = await page('/')
    expect(before).toContain('Oficina Seed')
    expect(before).not.toContain('12.ABC.345/01DE-35')
    await page('/duvidas')

    const res = await owner.request('PUT', '/api/admin/shop-settings', {
      version: 1,
      settings: { ...SHOP_SETTINGS_SAMPLE, image: 'https://cdn.exemplo.com/oficina.jpg' },
    })
    expect(res.status).toBe(200)

    const store = await page('/')
    // The footer drawn by the server: Decreto 7.962/2013 art. 2's identity.
    expect(store).toContain('João da Silva Acessórios Ltda · CNPJ 12.ABC.345/01DE-35')
    expect(store).toContain(
      'Avenida Paulista, 1000, Sala 2 - Bela Vista, São Paulo - SP, CEP 01310-100',
    )
    expect(store).toContain('mailto:contato@oficinadojoao.com.br')
    expect(store).toContain('WhatsApp (11) 98765-4321')
    // The head: the site's name, and the shop's image as the store's link preview.
    expect(store).toContain('<meta property="og:site_name" content="Oficina do João"')
    expect(store).toContain(
      '<meta property="og:image" content="https://cdn.exemplo.com/oficina.jpg"',
    )
    expect(await page('/duvidas')).toContain('CNPJ 12.ABC.345/01DE-35')
  })
})

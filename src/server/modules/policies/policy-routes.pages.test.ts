import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureAdmin } from '#server/modules/accounts/ensure-admin.ts'
import { createRenderedShop } from '#server/testing/rendered-shop.ts'
import { SHOP_SETTINGS_SAMPLE } from '#server/testing/shop-settings-fixtures.ts'
import type { TestApp } from '#server/testing/test-app.ts'
import { TestClient } from '#server/testing/test-client.ts'

let t: TestApp
let owner: TestClient
beforeAll(async () => {
  t = await createRenderedShop()
  await ensureAdmin(t.database.db, { email: 'dona@vitrine.test', password: 'dona-123' })
  owner = new TestClient(t)
  await owner.post('/api/auth/login', { email: 'dona@vitrine.test', password: 'dona-123' })
  await owner.request('PUT', '/api/admin/shop-settings', {
    version: 1,
    settings: SHOP_SETTINGS_SAMPLE,
  })
})
afterAll(() => t.close())

const page = async (path: string) => {
  const res = await t.app.request(path)
  return { status: res.status, html: await res.text() }
}

describe('the policy pages, drawn by the server (issue 45)', () => {
  it.each([
    ['/privacidade', 'Política de Privacidade'],
    ['/termos', 'Termos de Venda'],
    ['/trocas-e-devolucoes', 'Trocas e Devoluções'],
  ])("%s shows its title and the shop's identity without JavaScript", async (path, title) => {
    const { status, html } = await page(path)
    expect(status).toBe(200)
    expect(html).toContain(`<h1`)
    expect(html).toContain(title)
    expect(html).toContain('CNPJ 12.ABC.345/01DE-35')
    expect(html).toContain('Versão 1, publicada em')
  })

  it('shows a past version by its number, redraws the current one after a save', async () => {
    expect((await page('/trocas-e-devolucoes')).html).not.toContain('Texto novo das trocas')
    const saved = await owner.request('PUT', '/api/admin/policies/trocas-e-devolucoes', {
      version: 1,
      text: '## Trocas\n\nTexto novo das trocas. <script>alert(1)</script>',
    })
    expect(saved.status).toBe(200)
    const now = await page('/trocas-e-devolucoes')
    expect(now.html).toContain('Texto novo das trocas.')
    expect(now.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(now.html).not.toContain('<script>alert(1)')
    const before = await page('/trocas-e-devolucoes?versao=1')
    expect(before.status).toBe(200)
    expect(before.html).toContain('Esta é uma versão anterior.')
    expect(before.html).not.toContain('Texto novo das trocas')
    expect(before.html).toContain('noindex')
  })

  it('answers a version that does not exist with 404', async () => {
    const { status, html } = await page('/termos?versao=99')
    expect(status).toBe(404)
    expect(html).toContain('Esta versão da política não existe.')
  })
})

import { asc } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { VersionedShopSettings } from '#domain/shop-settings.ts'
import { shopSettingsChanges } from '#server/db/schema/shop-settings.ts'
import { readShopSettings } from '#server/shop-settings/shop-settings-repository.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { SHOP_SETTINGS_SAMPLE } from '#server/testing/shop-settings-fixtures.ts'
import { createTestApp } from '#server/testing/test-app.ts'
import { TestClient } from '#server/testing/test-client.ts'

let f: AdminFixture
afterEach(async () => {
  await f?.t.close()
})

const ROUTE = '/api/admin/shop-settings'
const stored = () => readShopSettings(f.t.database.db)

async function current() {
  return (await f.admin.get<VersionedShopSettings>(ROUTE)).body
}

describe('the Loja tab', () => {
  it('starts from the environment, and a save applies at once with its audit row', async () => {
    f = await adminFixture({ SHOP_NAME: 'Oficina Seed', SHOP_WHATSAPP: '(11) 91234-5678' })
    const first = await current()
    expect(first).toMatchObject({ version: 1, updatedAt: null })
    expect(first.settings).toMatchObject({ name: 'Oficina Seed', whatsapp: '11912345678' })

    const saved = await f.admin.request<VersionedShopSettings>('PUT', ROUTE, {
      version: 1,
      settings: { ...SHOP_SETTINGS_SAMPLE, taxId: '12.abc.345/01de-35' },
    })
    expect(saved.status).toBe(200)
    expect(saved.body.version).toBe(2)
    expect(saved.body.settings.taxId).toBe('12ABC34501DE35')

    // Without a restart: the public answer, its tag, and what the panel reads.
    const shop = await f.visitor.get<{ name: string; whatsapp: string; seller: unknown }>(
      '/api/shop',
    )
    expect(shop.headers.get('cache-control')).toBe('no-cache')
    expect(shop.body).toMatchObject({
      name: 'Oficina do João',
      whatsapp: '11987654321',
      seller: {
        name: 'João da Silva Acessórios Ltda',
        taxId: 'CNPJ 12.ABC.345/01DE-35',
        address: 'Avenida Paulista, 1000, Sala 2 - Bela Vista, São Paulo - SP, CEP 01310-100',
        email: 'contato@oficinadojoao.com.br',
        whatsapp: '(11) 98765-4321',
        hours: 'Seg a sex, 9h às 18h',
      },
    })
    const again = await f.visitor.request('GET', '/api/shop', undefined, {
      'if-none-match': shop.headers.get('etag')!,
    })
    expect(again.status).toBe(304)

    const [audit] = await f.t.database.db
      .select()
      .from(shopSettingsChanges)
      .orderBy(asc(shopSettingsChanges.changedAt))
    expect(audit).toMatchObject({ changedByEmail: 'dona@vitrine.test', version: 2 })
    expect(audit!.changes).toMatchObject({
      name: { from: 'Oficina Seed', to: 'Oficina do João' },
      'pix.key': { from: '', to: 'contato@oficinadojoao.com.br' },
    })
  })

  it('a second tab saving a stale version gets 409 and changes nothing', async () => {
    f = await adminFixture()
    const { version, settings } = await current()
    await f.admin.request('PUT', ROUTE, { version, settings: { ...settings, supportHours: 'A' } })
    const before = await stored()
    const stale = await f.admin.request<{ error: { code: string; message: string } }>(
      'PUT',
      ROUTE,
      { version, settings: { ...settings, supportHours: 'B' } },
    )
    expect(stale.status).toBe(409)
    expect(stale.body.error).toEqual({
      code: 'settings-stale',
      message: 'As configurações foram alteradas em outra aba. Recarregue.',
    })
    expect(await stored()).toEqual(before)
  })

  it.each([
    ['taxId', { taxId: '12.ABC.345/01DE-36' }, 'CNPJ inválido'],
    ['taxId', { taxId: '111.111.111-11' }, 'CPF inválido'],
    ['pix key', { pix: { ...SHOP_SETTINGS_SAMPLE.pix, key: '+55 11 1234' } }, 'Chave PIX inválida'],
    [
      'CEP',
      { address: { ...SHOP_SETTINGS_SAMPLE.address, cep: '0131' } },
      'CEP deve ter 8 dígitos',
    ],
    ['merchant name', { pix: { ...SHOP_SETTINGS_SAMPLE.pix, merchantName: 'x'.repeat(26) } }, '25'],
    ['1 MB field', { legalName: 'x'.repeat(1024 * 1024) }, 'grande demais'],
  ])('refuses a bad %s in pt-BR and saves nothing', async (_, change, message) => {
    f = await adminFixture()
    const before = await stored()
    const res = await f.admin.request<{ error: { message: string } }>('PUT', ROUTE, {
      version: before!.version,
      settings: { ...SHOP_SETTINGS_SAMPLE, ...change },
    })
    expect([400, 413]).toContain(res.status)
    expect(res.body.error.message).toContain(message)
    expect(await stored()).toEqual(before)
  })

  it('refuses an image naming an uploaded photo that does not exist', async () => {
    f = await adminFixture()
    const res = await f.admin.request<{ error: { code: string } }>('PUT', ROUTE, {
      version: 1,
      settings: { ...SHOP_SETTINGS_SAMPLE, image: `/media/${'a'.repeat(32)}-960.webp` },
    })
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('unknown-photo')
    expect((await stored())!.version).toBe(1)
  })

  it('is the owner’s only: a visitor gets 401 and a customer 403', async () => {
    f = await adminFixture()
    const body = { version: 1, settings: SHOP_SETTINGS_SAMPLE }
    expect((await f.visitor.get(ROUTE)).status).toBe(401)
    expect((await f.customer.get(ROUTE)).status).toBe(403)
    expect((await f.customer.request('PUT', ROUTE, body)).status).toBe(403)
    expect((await stored())!.version).toBe(1)
  })
})

describe('two instances on one database', () => {
  it('the other instance answers the new settings within a second', async () => {
    f = await adminFixture()
    const other = await createTestApp({}, { database: f.t.database })
    try {
      const visitor = new TestClient(other)
      await f.admin.request('PUT', ROUTE, { version: 1, settings: SHOP_SETTINGS_SAMPLE })
      await vi.waitFor(
        async () =>
          expect((await visitor.get('/api/shop')).body).toMatchObject({ name: 'Oficina do João' }),
        { timeout: 1000, interval: 20 },
      )
    } finally {
      await other.close()
    }
  })
})

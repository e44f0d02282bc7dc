import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_FREIGHT_RULES, type FreightRules } from '#domain/delivery/freight-rules.ts'
import { FREIGHT_RULE_MESSAGES } from '#domain/schemas/freight-rules.ts'
import { SAO_PAULO_MAKER } from '#domain/testing/freight-fixtures.ts'
import type { VersionedShopSettings } from '#domain/shop-settings.ts'
import { freightRuleVersions } from '#server/db/schema/freight.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { SHOP_SETTINGS_SAMPLE } from '#server/testing/shop-settings-fixtures.ts'
import { FREIGHT_STALE_MESSAGE } from './admin-freight-routes.ts'

// Decision 054: the panel's 'Loja' › 'Entrega', a versioned table of its own.

const ROUTE = '/api/admin/freight'

interface Answer {
  rules: FreightRules
  version: number
  publishedAt: string | null
  publishedByEmail: string | null
}

/** The maker in São Paulo, with Carnival Monday off. */
const TABLE: FreightRules = { ...SAO_PAULO_MAKER, extraHolidays: ['2027-02-08'] }

let f: AdminFixture
beforeAll(async () => {
  f = await adminFixture()
})
afterAll(() => f.t.close())
beforeEach(async () => {
  await f.t.database.db.delete(freightRuleVersions)
})

describe("'Entrega' in the panel", () => {
  it('is free shipping for everyone, version 0, for a shop that saved nothing', async () => {
    const res = await f.admin.get<Answer>(ROUTE)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.body).toEqual({
      rules: DEFAULT_FREIGHT_RULES,
      version: 0,
      publishedAt: null,
      publishedByEmail: null,
    })
  })

  it('saves the next version, and refuses a save over another tab’s, keeping the first', async () => {
    const saved = await f.admin.request<Answer>('PUT', ROUTE, { version: 0, ...TABLE })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({
      rules: TABLE,
      version: 1,
      publishedByEmail: 'dona@vitrine.test',
    })
    expect((await f.admin.get<Answer>(ROUTE)).body).toMatchObject({ rules: TABLE, version: 1 })

    const stale = await f.admin.request('PUT', ROUTE, { version: 0, ...DEFAULT_FREIGHT_RULES })
    expect(stale.status).toBe(409)
    expect(stale.body).toEqual({ error: { code: 'freight-stale', message: FREIGHT_STALE_MESSAGE } })
    const again = await f.admin.request<Answer>('PUT', ROUTE, {
      version: 1,
      ...DEFAULT_FREIGHT_RULES,
    })
    expect(again.body).toMatchObject({ rules: DEFAULT_FREIGHT_RULES, version: 2 })
    expect(await f.t.database.db.$count(freightRuleVersions)).toBe(2)
  })

  it('neither refuses nor is refused by a save of the shop’s identity open in another tab', async () => {
    const identity = await f.admin.get<VersionedShopSettings>('/api/admin/shop-settings')
    expect((await f.admin.request('PUT', ROUTE, { version: 0, ...TABLE })).status).toBe(200)
    const settings = await f.admin.request('PUT', '/api/admin/shop-settings', {
      version: identity.body.version,
      settings: SHOP_SETTINGS_SAMPLE,
    })
    expect(settings.status).toBe(200)
    expect(
      (await f.admin.request('PUT', ROUTE, { version: 1, ...TABLE, handlingDays: 2 })).status,
    ).toBe(200)
  })

  it('refuses a bad value on its field in pt-BR, and saves nothing', async () => {
    const bad = { version: 0, ...TABLE, rates: [{ ...TABLE.rates[0]!, transitMinDays: 9 }] }
    const res = await f.admin.request('PUT', ROUTE, bad)
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      error: {
        code: 'validation',
        message: FREIGHT_RULE_MESSAGES.transitOrder,
        field: 'rates.0.transitMaxDays',
      },
    })
    const nowhere = { version: 0, ...TABLE, rates: [], pickup: null }
    expect((await f.admin.request('PUT', ROUTE, nowhere)).body).toMatchObject({
      error: { message: FREIGHT_RULE_MESSAGES.nowhere, field: 'freeForAll' },
    })
    expect(await f.t.database.db.$count(freightRuleVersions)).toBe(0)
  })

  it('is the owner’s only: a customer and a visitor are refused', async () => {
    expect((await f.customer.get(ROUTE)).status).toBe(403)
    expect((await f.visitor.request('PUT', ROUTE, { version: 0, ...TABLE })).status).toBe(401)
    expect(await f.t.database.db.$count(freightRuleVersions)).toBe(0)
  })
})

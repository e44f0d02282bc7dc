import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { FreightRules } from '#domain/delivery/freight-rules.ts'
import { SAO_PAULO_MAKER } from '#domain/testing/freight-fixtures.ts'
import { products } from '#server/db/schema/catalog.ts'
import { freightRuleVersions } from '#server/db/schema/freight.ts'
import { rateLimits } from '#server/db/schema/rate-limits.ts'
import { seedProduct } from '#server/testing/product-fixtures.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { TestClient } from '#server/testing/test-client.ts'
import { publishFreightRules } from './freight-repository.ts'
import { FREIGHT_QUOTE_LIMIT } from './freight-quote-routes.ts'

// Decision 054: 'Calcular frete e prazo', priced by the server, dated in business days.

const ROUTE = '/api/freight/quote'
/** Friday 4 Dec 2026, 10:00 in São Paulo. */
const FRIDAY = new Date('2026-12-04T13:00:00Z')

const TABLE = SAO_PAULO_MAKER

interface Quote {
  uf: string | null
  subtotalCents: number
  productionDays: number
  options: {
    service: string
    priceCents: number
    source: string
    earliest: string
    latest: string
    text: string | null
  }[]
}

let t: TestApp
let visitor: TestClient
let cover: string
let madeToOrder: string
beforeAll(async () => {
  t = await createTestApp({}, { now: () => FRIDAY })
  visitor = new TestClient(t)
  cover = (await seedProduct(t.database.db, { name: 'Capa', priceCents: 18990, stock: 5 })).id
  madeToOrder = (
    await seedProduct(t.database.db, {
      name: 'Tapete',
      priceCents: 15000,
      stock: 2,
      productionDays: 5,
    })
  ).id
})
afterAll(() => t.close())
beforeEach(async () => {
  await t.database.db.delete(freightRuleVersions)
  await t.database.db.delete(rateLimits)
})

const quote = (body: unknown) => visitor.post<Quote>(ROUTE, body)
const save = (rules: FreightRules) =>
  publishFreightRules(t.database.db, {
    after: 0,
    rules,
    by: { id: null as unknown as string, email: 'dona@vitrine.test' },
  })

describe('POST /api/freight/quote', () => {
  it("is 'Frete grátis' with no date for a shop that configured nothing, as before", async () => {
    const res = await quote({ cep: '69005-000', items: [{ productId: cover, quantity: 1 }] })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.body).toMatchObject({
      uf: 'AM',
      subtotalCents: 18990,
      options: [{ service: 'Frete grátis', priceCents: 0, source: 'free-for-all', text: null }],
    })
  })

  it('prices and dates each way by the rules: the slowest production, handling, then transit', async () => {
    await save(TABLE)
    const items = [
      { productId: cover, quantity: 1 },
      { productId: madeToOrder, quantity: 1 },
    ]
    const res = await quote({ cep: '01310100', items })
    // Ready 5 + 1 business days after Friday 4 Dec: Mon 7 ... Fri 11, Mon 14; then SP's 1 to 3.
    expect(res.body).toEqual({
      uf: 'SP',
      subtotalCents: 33990,
      productionDays: 5,
      options: [
        {
          service: 'Frete grátis',
          priceCents: 0,
          transit: { minDays: 1, maxDays: 3 },
          source: 'free-above',
          earliest: '2026-12-15',
          latest: '2026-12-17',
          text: 'Chega entre 15 e 17 de dez.',
        },
        {
          service: 'Retirar na loja',
          priceCents: 0,
          transit: { minDays: 0, maxDays: 0 },
          source: 'pickup',
          earliest: '2026-12-14',
          latest: '2026-12-14',
          text: 'Pronto para retirada a partir de 14 de dez.',
        },
      ],
    })
    const manaus = await quote({ cep: '69005-000', items: [{ productId: cover, quantity: 1 }] })
    // Ready Monday 7 Dec; 8 to 15 business days, Christmas skipped: 17 to 29 Dec.
    expect(manaus.body.options[1]).toMatchObject({
      service: 'Entrega',
      priceCents: 5990,
      earliest: '2026-12-17',
      latest: '2026-12-29',
      text: 'Chega entre 17 e 29 de dez.',
    })
  })

  it('takes the price from the database, whatever the request says', async () => {
    await save(TABLE)
    const res = await quote({
      cep: '01310100',
      items: [{ productId: cover, quantity: 1, priceCents: 99999 }],
    })
    expect(res.body.subtotalCents).toBe(18990)
    expect(res.body.options.map((o) => o.priceCents)).toEqual([0, 1490])
  })

  it('refuses a bad CEP, a region with no rule, and a product no longer sold, in pt-BR', async () => {
    await save({ ...TABLE, pickup: null })
    const items = [{ productId: cover, quantity: 1 }]
    for (const cep of ['0131010', 'abcdefgh', '01310-1000']) {
      expect((await quote({ cep, items })).body).toEqual({
        error: { code: 'validation', message: 'CEP deve ter 8 dígitos', field: 'cep' },
      })
    }
    expect((await quote({ cep: '70040-000', items })).body).toEqual({
      error: {
        code: 'freight-cep',
        message: 'Ainda não entregamos neste CEP. Fale com a loja pelo WhatsApp.',
        field: 'cep',
      },
    })
    expect((await quote({ cep: '00500-000', items })).body).toMatchObject({
      error: { message: 'CEP não encontrado', field: 'cep' },
    })
    await t.database.db.update(products).set({ hidden: true }).where(eq(products.id, madeToOrder))
    const gone = await quote({ cep: '01310100', items: [{ productId: madeToOrder, quantity: 1 }] })
    expect(gone.status).toBe(400)
    expect(gone.body).toMatchObject({ error: { code: 'product-unavailable' } })
    await t.database.db.update(products).set({ hidden: false }).where(eq(products.id, madeToOrder))
    expect((await quote({ cep: '01310100', items: [] })).status).toBe(400)
  })

  it('holds off an address that asks too often', async () => {
    const items = [{ productId: cover, quantity: 1 }]
    for (let i = 0; i < FREIGHT_QUOTE_LIMIT.max; i++) {
      expect((await quote({ cep: '01310100', items })).status).toBe(200)
    }
    const held = await quote({ cep: '01310100', items })
    expect(held.status).toBe(429)
  })
})

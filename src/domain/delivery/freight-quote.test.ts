import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FREIGHT_MESSAGES, quoteFreight } from './freight-quote.ts'
import { SAO_PAULO_MAKER } from '#domain/testing/freight-fixtures.ts'
import { DEFAULT_FREIGHT_RULES, type FreightRules } from './freight-rules.ts'

// Decision 054: the ways an order reaches a CEP under the owner's freight rules.

const PAULISTA = '01310-100'
const MANAUS = '69005-000'
const PORTO_ALEGRE = '90010-000'
const CURITIBA = '80010-000'

/** The maker in São Paulo without its pickup (the pickup's own test adds it). */
const table: FreightRules = { ...SAO_PAULO_MAKER, pickup: null }

describe('quoteFreight', () => {
  it("is 'Frete grátis' for every CEP of a shop that configured nothing, as the specification", () => {
    for (const cep of [PAULISTA, MANAUS, '78950-000']) {
      expect(quoteFreight(DEFAULT_FREIGHT_RULES, { cep, subtotalCents: 18990 })).toMatchObject({
        ok: true,
        options: [
          { service: 'Frete grátis', priceCents: 0, transit: null, source: 'free-for-all' },
        ],
      })
    }
  })

  it("prices by the UF's own rate before its region's, with the rate's transit", () => {
    expect(quoteFreight(table, { cep: PAULISTA, subtotalCents: 18990 })).toEqual({
      ok: true,
      uf: 'SP',
      options: [
        {
          service: 'Entrega',
          priceCents: 1490,
          transit: { minDays: 1, maxDays: 3 },
          source: 'uf-rate',
        },
      ],
    })
    expect(quoteFreight(table, { cep: '20040-020', subtotalCents: 18990 })).toMatchObject({
      uf: 'RJ',
      options: [{ priceCents: 2490, transit: { minDays: 3, maxDays: 6 }, source: 'region-rate' }],
    })
  })

  it('is free from the threshold on, only in the regions it names', () => {
    const atThreshold = quoteFreight(table, { cep: PAULISTA, subtotalCents: 29900 })
    expect(atThreshold).toMatchObject({
      options: [
        {
          service: 'Frete grátis',
          priceCents: 0,
          source: 'free-above',
          transit: { minDays: 1, maxDays: 3 },
        },
      ],
    })
    expect(quoteFreight(table, { cep: PAULISTA, subtotalCents: 29899 })).toMatchObject({
      options: [{ priceCents: 1490 }],
    })
    // The Sul is not in the threshold's regions: its rate, whatever the subtotal.
    expect(quoteFreight(table, { cep: PORTO_ALEGRE, subtotalCents: 99900 })).toMatchObject({
      options: [{ priceCents: 3290, source: 'region-rate' }],
    })
    const everywhere = { ...table, freeAbove: { subtotalCents: 29900, regions: null } }
    expect(quoteFreight(everywhere, { cep: MANAUS, subtotalCents: 30000 })).toMatchObject({
      options: [{ priceCents: 0, source: 'free-above', transit: { minDays: 8, maxDays: 15 } }],
    })
  })

  it("offers 'Retirar na loja' beside the delivery, and alone where no rate reaches", () => {
    const withPickup = {
      ...table,
      pickup: { address: 'Rua Augusta, 100', hours: 'Seg a sex, 9h às 18h' },
    }
    expect(quoteFreight(withPickup, { cep: CURITIBA, subtotalCents: 10000 })).toMatchObject({
      options: [
        {
          service: 'Retirar na loja',
          priceCents: 0,
          transit: { minDays: 0, maxDays: 0 },
          source: 'pickup',
        },
        { service: 'Entrega', priceCents: 3290 },
      ],
    })
    expect(quoteFreight(withPickup, { cep: '70040-000', subtotalCents: 10000 })).toMatchObject({
      ok: true,
      uf: 'DF',
      options: [{ source: 'pickup' }],
    })
  })

  it('refuses a malformed CEP, one in no range and a region with no rule, in pt-BR', () => {
    for (const cep of ['0131010', '01310-1000', 'abcde-fgh', '', '01310 100']) {
      expect(quoteFreight(table, { cep, subtotalCents: 100 })).toEqual({
        ok: false,
        message: FREIGHT_MESSAGES.cepInvalid,
      })
      expect(quoteFreight(DEFAULT_FREIGHT_RULES, { cep, subtotalCents: 100 })).toMatchObject({
        ok: false,
      })
    }
    expect(quoteFreight(table, { cep: '00500-000', subtotalCents: 100 })).toEqual({
      ok: false,
      message: 'CEP não encontrado',
    })
    expect(quoteFreight(table, { cep: '70040-000', subtotalCents: 100 })).toEqual({
      ok: false,
      message: 'Ainda não entregamos neste CEP. Fale com a loja pelo WhatsApp.',
    })
  })

  it('whatever the rules and the order, an option is never negative and the cheapest comes first', () => {
    const rate = fc.record({
      area: fc.oneof(
        fc.record({
          kind: fc.constant('region' as const),
          region: fc.constantFrom('norte', 'nordeste', 'centro-oeste', 'sudeste', 'sul'),
        }),
        fc.record({
          kind: fc.constant('uf' as const),
          uf: fc.constantFrom('SP', 'RJ', 'AM', 'RS', 'DF'),
        }),
      ),
      priceCents: fc.integer({ min: 0, max: 100_000 }),
      transitMinDays: fc.integer({ min: 0, max: 10 }),
      transitMaxDays: fc.integer({ min: 10, max: 30 }),
    })
    const rules = fc.record({
      freeForAll: fc.boolean(),
      rates: fc.array(rate, { maxLength: 6 }),
      freeAbove: fc.option(
        fc.record({
          subtotalCents: fc.integer({ min: 0, max: 50_000 }),
          regions: fc.constant(null),
        }),
      ),
      pickup: fc.option(fc.constant({ address: 'Rua A, 1', hours: '9h às 18h' })),
      handlingDays: fc.constant(0),
      extraHolidays: fc.constant([] as string[]),
    })
    const cep = fc.constantFrom(PAULISTA, MANAUS, PORTO_ALEGRE, CURITIBA, '70040-000', '00500-000')
    fc.assert(
      fc.property(rules, cep, fc.integer({ min: 0, max: 100_000 }), (r, c, subtotalCents) => {
        const quote = quoteFreight(r, { cep: c, subtotalCents })
        if (!quote.ok) return !r.freeForAll && !r.pickup
        const prices = quote.options.map((o) => o.priceCents)
        expect(prices.every((p) => p >= 0)).toBe(true)
        expect(prices).toEqual([...prices].sort((a, b) => a - b))
        if (r.freeForAll) expect(prices[0]).toBe(0)
        return true
      }),
    )
  })
})

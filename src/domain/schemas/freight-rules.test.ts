import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SAO_PAULO_MAKER } from '#domain/testing/freight-fixtures.ts'
import { FREIGHT_RULE_MESSAGES as M, freightRulesInputSchema } from './freight-rules.ts'

// Decision 054: what the owner's save of the freight rules takes, and what it refuses on its field.

const valid = {
  version: 3,
  ...SAO_PAULO_MAKER,
  freeAbove: { subtotalCents: 29900, regions: ['sudeste', 'sul'] },
  pickup: { address: '  Rua Augusta, 100 - São Paulo  ', hours: 'Seg a sex, 9h às 18h' },
  extraHolidays: ['2027-02-08', '2027-02-09'],
}

/** The messages of a refused save, by the path of their field. */
function refusals(input: unknown): Record<string, string> {
  const result = freightRulesInputSchema.safeParse(input)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('freightRulesInputSchema', () => {
  it('takes the rules as the panel sends them, the pickup trimmed', () => {
    const parsed = freightRulesInputSchema.parse(valid)
    expect(parsed.pickup?.address).toBe('Rua Augusta, 100 - São Paulo')
    expect(parsed.rates).toEqual(SAO_PAULO_MAKER.rates)
    expect(
      freightRulesInputSchema.parse({ ...valid, freeForAll: true, rates: [], pickup: null }),
    ).toMatchObject({
      freeForAll: true,
    })
  })

  it('refuses each bad value on its own field, in pt-BR', () => {
    const [region, sp] = valid.rates
    expect(refusals({ ...valid, rates: [{ ...sp, priceCents: -1 }] })).toEqual({
      'rates.0.priceCents': M.price,
    })
    expect(refusals({ ...valid, rates: [{ ...sp, priceCents: 12.5 }] })).toEqual({
      'rates.0.priceCents': M.price,
    })
    expect(refusals({ ...valid, rates: [{ ...sp, transitMinDays: 7 }] })).toEqual({
      'rates.0.transitMaxDays': M.transitOrder,
    })
    expect(refusals({ ...valid, rates: [{ ...sp, transitMaxDays: 61 }] })).toEqual({
      'rates.0.transitMaxDays': M.days,
    })
    expect(refusals({ ...valid, rates: [{ ...sp, area: { kind: 'uf', uf: 'XX' } }] })).toEqual({
      'rates.0.area.uf': M.area,
    })
    expect(refusals({ ...valid, rates: [{ ...region, area: { kind: 'pais' } }] })).toEqual({
      'rates.0.area.kind': M.area,
    })
    expect(refusals({ ...valid, rates: [sp, region, { ...sp, priceCents: 990 }] })).toEqual({
      'rates.2.area': M.repeatedArea,
    })
    expect(refusals({ ...valid, freeAbove: { subtotalCents: 0, regions: null } })).toEqual({
      'freeAbove.subtotalCents': M.threshold,
    })
    expect(refusals({ ...valid, freeAbove: { subtotalCents: 100, regions: [] } })).toEqual({
      'freeAbove.regions': M.thresholdRegions,
    })
    expect(refusals({ ...valid, pickup: { address: '   ', hours: '9h' } })).toEqual({
      'pickup.address': M.pickupAddress,
    })
    expect(refusals({ ...valid, handlingDays: 31 })).toEqual({ handlingDays: M.handlingDays })
    expect(refusals({ ...valid, extraHolidays: ['2027-02-30'] })).toEqual({
      'extraHolidays.0': M.holiday,
    })
    expect(refusals({ ...valid, extraHolidays: ['2027-02-08', '2027-02-08'] })).toEqual({
      'extraHolidays.1': M.repeatedHoliday,
    })
    expect(refusals({ ...valid, version: -1 })).toEqual({ version: M.version })
    expect(refusals({ ...valid, version: 0 })).toEqual({})
  })

  it('refuses a shop that delivers nowhere: no free shipping, no rate, no pickup', () => {
    expect(refusals({ ...valid, rates: [], pickup: null })).toEqual({ freeForAll: M.nowhere })
    expect(refusals({ ...valid, rates: [] })).toEqual({})
  })

  it('never throws, whatever the body: it parses or names a field', () => {
    fc.assert(
      fc.property(fc.anything(), (body) => {
        const result = freightRulesInputSchema.safeParse(body)
        if (!result.success) expect(result.error.issues.length).toBeGreaterThan(0)
      }),
    )
    fc.assert(
      fc.property(
        fc.record({ ...Object.fromEntries(Object.keys(valid).map((k) => [k, fc.anything()])) }),
        (body) => {
          expect(() => freightRulesInputSchema.safeParse({ ...valid, ...body })).not.toThrow()
        },
      ),
    )
  })
})

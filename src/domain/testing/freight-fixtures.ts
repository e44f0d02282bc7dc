import type { FreightRules } from '#domain/delivery/freight-rules.ts'

/**
 * A maker in São Paulo's freight rules (decision 054): a table by region with SP and AM their own
 * price, free above R$ 299,00 in the Sudeste, a pickup at the workshop, a day to pack.
 */
export const SAO_PAULO_MAKER: FreightRules = {
  freeForAll: false,
  rates: [
    {
      area: { kind: 'region', region: 'sudeste' },
      priceCents: 2490,
      transitMinDays: 3,
      transitMaxDays: 6,
    },
    { area: { kind: 'uf', uf: 'SP' }, priceCents: 1490, transitMinDays: 1, transitMaxDays: 3 },
    {
      area: { kind: 'region', region: 'sul' },
      priceCents: 3290,
      transitMinDays: 4,
      transitMaxDays: 8,
    },
    { area: { kind: 'uf', uf: 'AM' }, priceCents: 5990, transitMinDays: 8, transitMaxDays: 15 },
  ],
  freeAbove: { subtotalCents: 29900, regions: ['sudeste'] },
  pickup: { address: 'Rua Augusta, 100 - São Paulo', hours: 'Seg a sex, 9h às 18h' },
  handlingDays: 1,
  extraHolidays: [],
}

import type { Cents } from '#domain/money.ts'
import type { IsoDay } from './business-days.ts'
import type { RegionId, Uf } from './cep-regions.ts'

/**
 * The freight rules the owner sets in 'Loja' › 'Entrega' (decision 054), any combination of:
 * free shipping for everyone (the specification's rule, and a new shop's: 'Frete' 'Grátis',
 * shipping 0), a table of prices and transit days by region or UF, free shipping above a
 * subtotal for every area or some regions, and 'Retirar na loja'.
 */
export interface FreightRules {
  /** Free for everyone: the table and the threshold do not apply. */
  freeForAll: boolean
  /** A UF's rate wins over its region's. */
  rates: FreightRate[]
  freeAbove: FreeAbove | null
  pickup: Pickup | null
  /** Business days to pack an order and hand it to the carrier, after production. */
  handlingDays: number
  /** The owner's days off besides the national holidays (Carnival, a local holiday). */
  extraHolidays: IsoDay[]
}

export type FreightArea = { kind: 'region'; region: RegionId } | { kind: 'uf'; uf: Uf }

export interface FreightRate {
  area: FreightArea
  priceCents: Cents
  /** The carrier's transit, in business days: 'entre 3 e 6 dias úteis'. */
  transitMinDays: number
  transitMaxDays: number
}

/** 'Frete grátis acima de R$ 299,00', for every area (`regions` null) or only these regions. */
export interface FreeAbove {
  subtotalCents: Cents
  regions: RegionId[] | null
}

export interface Pickup {
  address: string
  hours: string
}

/** A shop that configured nothing: free shipping for everyone, exactly as the specification. */
export const DEFAULT_FREIGHT_RULES: FreightRules = {
  freeForAll: true,
  rates: [],
  freeAbove: null,
  pickup: null,
  handlingDays: 0,
  extraHolidays: [],
}

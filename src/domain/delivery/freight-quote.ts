import { CEP_MESSAGES } from '#domain/cep.ts'
import type { Cents } from '#domain/money.ts'
import { cepDigits, regionOfUf, ufOfCep, type Uf } from './cep-regions.ts'
import type { FreightRate, FreightRules } from './freight-rules.ts'

/** Which rule priced an option: kept on the order (decision 054). */
export type FreightSource = 'free-for-all' | 'uf-rate' | 'region-rate' | 'free-above' | 'pickup'

/** One way to receive the order, as the customer picks it and the order keeps it. */
export interface FreightOption {
  service: string
  priceCents: Cents
  /** The carrier's transit in business days; 0 for a pickup; null when the shop gives none. */
  transit: { minDays: number; maxDays: number } | null
  source: FreightSource
}

export type FreightQuote =
  { ok: true; uf: Uf | null; options: FreightOption[] } | { ok: false; message: string }

export const FREIGHT_MESSAGES = {
  cepInvalid: CEP_MESSAGES.length,
  cepUnknown: CEP_MESSAGES.notFound,
  noRule: 'Ainda não entregamos neste CEP. Fale com a loja pelo WhatsApp.',
} as const

export const FREIGHT_SERVICES = {
  free: 'Frete grátis',
  delivery: 'Entrega',
  pickup: 'Retirar na loja',
} as const

/** The UF's own rate, else its region's, with the source that says which. */
function rateFor(rules: FreightRules, uf: Uf) {
  const own = rules.rates.find((r) => r.area.kind === 'uf' && r.area.uf === uf)
  if (own) return { rate: own, source: 'uf-rate' as const }
  const region = regionOfUf(uf).id
  const regional = rules.rates.find((r) => r.area.kind === 'region' && r.area.region === region)
  return regional ? { rate: regional, source: 'region-rate' as const } : undefined
}

function delivered(rules: FreightRules, uf: Uf, subtotalCents: Cents): FreightOption | undefined {
  const found = rateFor(rules, uf)
  if (!found) return undefined
  const { rate, source } = found
  const transit = transitOf(rate)
  const free = rules.freeAbove
  const freeHere = free && (free.regions === null || free.regions.includes(regionOfUf(uf).id))
  if (freeHere && subtotalCents >= free.subtotalCents) {
    return { service: FREIGHT_SERVICES.free, priceCents: 0, transit, source: 'free-above' }
  }
  return { service: FREIGHT_SERVICES.delivery, priceCents: rate.priceCents, transit, source }
}

const transitOf = (rate: FreightRate) => ({
  minDays: rate.transitMinDays,
  maxDays: rate.transitMaxDays,
})

/**
 * The ways an order of `subtotalCents` (the products', before the PIX discount) reaches `cep`
 * under the shop's rules (decision 054), the cheapest first; or why none does, in pt-BR. Free for
 * everyone answers every well-formed CEP, known or not, as the specification's fixed freight did.
 */
export function quoteFreight(
  rules: FreightRules,
  request: { cep: string; subtotalCents: Cents },
): FreightQuote {
  const digits = cepDigits(request.cep)
  if (!digits) return { ok: false, message: FREIGHT_MESSAGES.cepInvalid }
  const uf = ufOfCep(digits) ?? null
  const options: FreightOption[] = []
  if (rules.freeForAll) {
    options.push({
      service: FREIGHT_SERVICES.free,
      priceCents: 0,
      transit: null,
      source: 'free-for-all',
    })
  } else if (uf) {
    const option = delivered(rules, uf, request.subtotalCents)
    if (option) options.push(option)
  }
  if (rules.pickup) {
    const transit = { minDays: 0, maxDays: 0 }
    options.push({ service: FREIGHT_SERVICES.pickup, priceCents: 0, transit, source: 'pickup' })
  }
  if (options.length === 0) {
    return { ok: false, message: uf ? FREIGHT_MESSAGES.noRule : FREIGHT_MESSAGES.cepUnknown }
  }
  // Stable: at the same price the delivery comes before the pickup.
  options.sort((a, b) => a.priceCents - b.priceCents)
  return { ok: true, uf, options }
}

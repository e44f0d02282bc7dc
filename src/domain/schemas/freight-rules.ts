import { z } from 'zod'
import { formatBRL } from '#domain/money.ts'
import { isIsoDay } from '#domain/delivery/business-days.ts'
import { REGIONS, UFS, type RegionId } from '#domain/delivery/cep-regions.ts'
import { MAX_PRICE_CENTS, requiredText } from './fields.ts'

/** What the owner's save of 'Loja' › 'Entrega' refuses, each on its field (decision 054). */
export const FREIGHT_RULE_MESSAGES = {
  version: 'Versão inválida.',
  area: 'Escolha uma região ou um estado.',
  price: 'Informe o preço do frete em reais (R$ 0,00 ou mais).',
  priceTooLarge: `Preço acima do limite: o máximo é ${formatBRL(MAX_PRICE_CENTS)}`,
  days: 'Informe um prazo em dias úteis, de 0 a 60.',
  transitOrder: 'O prazo mínimo não pode passar do máximo.',
  repeatedArea: 'Esta região ou estado já tem uma tarifa.',
  tooManyRates: 'No máximo 40 tarifas.',
  threshold: 'Informe o valor a partir do qual o frete é grátis (acima de R$ 0,00).',
  thresholdRegions: 'Escolha ao menos uma região, ou todas.',
  pickupAddress: 'Informe o endereço de retirada.',
  pickupHours: 'Informe os horários de retirada.',
  handlingDays: 'Informe os dias úteis para preparar o envio, de 0 a 30.',
  holiday: 'Informe uma data válida (AAAA-MM-DD).',
  repeatedHoliday: 'Esta data já está na lista.',
  tooManyHolidays: 'No máximo 60 datas.',
  nowhere:
    'Cadastre ao menos uma tarifa ou a retirada na loja, ou deixe o frete grátis para todos.',
} as const

const M = FREIGHT_RULE_MESSAGES
const MAX_DAYS = 60
const REGION_IDS = REGIONS.map((r) => r.id) as [RegionId, ...RegionId[]]

const wholeNumber = (message: string, max: number) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(0, { error: message })
    .max(max, { error: message })

const area = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('region'), region: z.enum(REGION_IDS, { error: M.area }) }),
    z.object({ kind: z.literal('uf'), uf: z.enum(UFS, { error: M.area }) }),
  ],
  { error: M.area },
)

const rate = z
  .object({
    area,
    priceCents: z
      .number({ error: M.price })
      .int({ error: M.price })
      .min(0, { error: M.price })
      .max(MAX_PRICE_CENTS, { error: M.priceTooLarge }),
    transitMinDays: wholeNumber(M.days, MAX_DAYS),
    transitMaxDays: wholeNumber(M.days, MAX_DAYS),
  })
  .refine((r) => r.transitMinDays <= r.transitMaxDays, {
    error: M.transitOrder,
    path: ['transitMaxDays'],
  })

const areaKey = (a: z.infer<typeof area>) => (a.kind === 'uf' ? `uf:${a.uf}` : `region:${a.region}`)

/** The indexes of the entries whose key an earlier entry already has. */
function repeated<T>(items: readonly T[], key: (item: T) => string): number[] {
  const seen = new Set<string>()
  return items.flatMap((item, i) => {
    const k = key(item)
    if (seen.has(k)) return [i]
    seen.add(k)
    return []
  })
}

/** A real calendar day, 'YYYY-MM-DD'. */
const isoDay = z.string({ error: M.holiday }).refine(isIsoDay, { error: M.holiday })

const version = z
  .number({ error: M.version })
  .int({ error: M.version })
  .min(0, { error: M.version })
  .max(2 ** 31 - 2, { error: M.version })

const rulesShape = {
  freeForAll: z.boolean({ error: M.nowhere }),
  rates: z.array(rate, { error: M.area }).max(40, { error: M.tooManyRates }),
  freeAbove: z
    .object({
      subtotalCents: z
        .number({ error: M.threshold })
        .int({ error: M.threshold })
        .min(1, { error: M.threshold })
        .max(MAX_PRICE_CENTS, { error: M.priceTooLarge }),
      regions: z
        .array(z.enum(REGION_IDS, { error: M.thresholdRegions }), { error: M.thresholdRegions })
        .min(1, { error: M.thresholdRegions })
        .max(REGION_IDS.length, { error: M.thresholdRegions })
        .nullable(),
    })
    .nullable(),
  pickup: z
    .object({
      address: requiredText(M.pickupAddress, 200),
      hours: requiredText(M.pickupHours, 120),
    })
    .nullable(),
  handlingDays: wholeNumber(M.handlingDays, 30),
  extraHolidays: z.array(isoDay, { error: M.holiday }).max(60, { error: M.tooManyHolidays }),
}

type RulesShape = z.infer<z.ZodObject<typeof rulesShape>>

/** What no field's own check sees: repeated entries, and a shop that delivers nowhere. */
function checkWhole(rules: RulesShape, ctx: z.RefinementCtx) {
  for (const i of repeated(rules.rates, (r) => areaKey(r.area))) {
    ctx.addIssue({ code: 'custom', message: M.repeatedArea, path: ['rates', i, 'area'] })
  }
  for (const i of repeated(rules.extraHolidays, (day) => day)) {
    ctx.addIssue({ code: 'custom', message: M.repeatedHoliday, path: ['extraHolidays', i] })
  }
  const regions = rules.freeAbove?.regions ?? []
  for (const i of repeated(regions, (region) => region)) {
    ctx.addIssue({ code: 'custom', message: M.thresholdRegions, path: ['freeAbove', 'regions', i] })
  }
  if (!rules.freeForAll && rules.rates.length === 0 && !rules.pickup) {
    ctx.addIssue({ code: 'custom', message: M.nowhere, path: ['freeForAll'] })
  }
}

/** The freight rules as stored (a version's `rules`), read back through the same checks. */
export const freightRulesSchema = z.object(rulesShape).superRefine(checkWhole)

/**
 * The owner's save of the freight rules (PUT, with the version it loaded, 0 before the first
 * save: a save over another tab's is a 409). Any combination of free for everyone, a table by
 * region or UF, free above a subtotal and 'Retirar na loja'; a shop that delivers nowhere is
 * refused.
 */
export const freightRulesInputSchema = z
  .object({ version, ...rulesShape })
  .superRefine((input, ctx) => checkWhole(input, ctx))

export type FreightRulesInput = z.infer<typeof freightRulesInputSchema>

import { formatReaisInput } from '#domain/money-input.ts'
import type { ProductOptionView, ProductVariantView } from '#domain/product.ts'
import { MAX_VARIANTS, optionKey, variantLabel } from '#domain/variants/variant-rules.ts'

/**
 * The 'Opções e variações' form as the owner edits it (decision 053). Options and values carry a
 * key of their own (their id once saved), and a variant names its values by those keys, option by
 * option: renaming a value, or moving it, keeps its variants, their stock and their history.
 * Adding or removing a value or an option changes nothing until 'Gerar variações'.
 */
export interface DraftValue {
  key: string
  /** Its id once saved; the save keeps it, so its variants stay theirs. */
  id?: string
  value: string
}

export interface DraftOption {
  key: string
  id?: string
  name: string
  values: DraftValue[]
}

export interface DraftVariant {
  key: string
  /** Its id once saved: the row, stock and history it keeps. */
  id?: string
  /** Option key -> value key: the values it is. */
  values: Record<string, string>
  /** As typed; '' for 0. */
  stock: string
  /** The stock the form loaded (a saved variant): the save applies the difference. */
  stockLoaded?: number
  /** In reais as typed; '' for the product's price. */
  price: string
  sku: string
  /** One of the product's photos; null for the product's cover. */
  photo: string | null
  offered: boolean
}

export interface VariantDraft {
  options: DraftOption[]
  variants: DraftVariant[]
}

/** The product's options and variants as saved, for the form. */
export function draftOf(product: {
  options: readonly ProductOptionView[]
  variants: readonly ProductVariantView[]
}): VariantDraft {
  const options = product.options.map((o) => ({
    key: o.id,
    id: o.id,
    name: o.name,
    values: o.values.map((v) => ({ key: v.id, id: v.id, value: v.value })),
  }))
  const variants = product.variants.map((v): DraftVariant => {
    const values: Record<string, string> = {}
    options.forEach((option, i) => {
      const value = option.values.find((w) => optionKey(w.value) === optionKey(v.values[i] ?? ''))
      if (value) values[option.key] = value.key
    })
    return {
      key: v.id,
      id: v.id,
      values,
      stock: String(v.stock),
      stockLoaded: v.stock,
      price: v.priceCents === null ? '' : formatReaisInput(v.priceCents),
      sku: v.sku ?? '',
      photo: v.photo,
      offered: v.offered,
    }
  })
  return { options, variants }
}

/** The values a variant is, in option order, as the options now spell them ('' when missing). */
export function valuesOf(draft: VariantDraft, variant: DraftVariant): string[] {
  return draft.options.map(
    (o) => o.values.find((v) => v.key === variant.values[o.key])?.value.trim() ?? '',
  )
}

/** '38 cm / Vermelha', as the store and the orders will show it. */
export const labelOf = (draft: VariantDraft, variant: DraftVariant) =>
  variantLabel(valuesOf(draft, variant))

/** Where a variant's combination comes in the owner's reading order (the first option slowest). */
function rank(draft: VariantDraft, variant: DraftVariant): number {
  return draft.options.reduce((at, o) => {
    const i = o.values.findIndex((v) => v.key === variant.values[o.key])
    return at * (o.values.length + 1) + (i < 0 ? o.values.length : i)
  }, 0)
}

/** The variants in the order of their combinations: moving a value moves its rows. */
export function orderedVariants(draft: VariantDraft): DraftVariant[] {
  return draft.variants
    .map((variant, at) => ({ variant, at, rank: rank(draft, variant) }))
    .sort((a, b) => a.rank - b.rank || a.at - b.at)
    .map(({ variant }) => variant)
}

/** Every combination of the options' value keys, the first option slowest. */
function combinationKeys(options: readonly DraftOption[]): Record<string, string>[] {
  let made: Record<string, string>[] = [{}]
  for (const option of options) {
    made = made.flatMap((start) => option.values.map((v) => ({ ...start, [option.key]: v.key })))
  }
  return made
}

const countOf = (options: readonly DraftOption[]) =>
  options.reduce((count, o) => count * o.values.length, 1)

const comboId = (options: readonly DraftOption[], values: Record<string, string>) =>
  options.map((o) => values[o.key] ?? '').join('\u0000')

/**
 * Whether the variants are the options' combinations: false once a value or an option is added or
 * removed, until 'Gerar variações'.
 */
export function inStep(draft: VariantDraft): boolean {
  const wanted = combinationKeys(draft.options).map((c) => comboId(draft.options, c))
  const have = draft.variants.map((v) =>
    Object.keys(v.values).length === draft.options.length ? comboId(draft.options, v.values) : '?',
  )
  return wanted.length === have.length && wanted.every((id) => have.includes(id))
}

export type Generated =
  /** `dropped`: the saved variants the save will remove. */
  { draft: VariantDraft; made: number; dropped: number } | { tooMany: number }

/**
 * 'Gerar variações': a variant per combination of the options' values. A variant that still fits
 * keeps its row, stock and history; for an option it did not have it takes that option's first
 * value (so a product's one variant becomes its first combination, with its stock); variants whose
 * values were removed are dropped (the save takes their stock off by a movement). New ones start
 * at stock 0 with the product's price.
 */
export function generate(draft: VariantDraft, newKey: () => string): Generated {
  const count = countOf(draft.options)
  if (count > MAX_VARIANTS) return { tooMany: count }
  const free = [...draft.variants]
  let made = 0
  const variants = combinationKeys(draft.options).map((values): DraftVariant => {
    const fits = (v: DraftVariant) =>
      draft.options.every((o) =>
        o.key in v.values ? v.values[o.key] === values[o.key] : values[o.key] === o.values[0]?.key,
      )
    const at = free.findIndex(fits)
    if (at >= 0) return { ...free.splice(at, 1)[0]!, values }
    made += 1
    return { key: newKey(), values, stock: '0', price: '', sku: '', photo: null, offered: true }
  })
  // Only saved variants are lost on saving; a generated one not yet saved simply goes.
  return { draft: { ...draft, variants }, made, dropped: free.filter((v) => v.id).length }
}

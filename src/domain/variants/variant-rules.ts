import { categoryKey, categoryName } from '#domain/category.ts'

/**
 * A product's options and variants (decision 053): 0 to 3 options, each a name and its values in
 * order ('Tamanho': '37 cm', '38 cm'), and a variant per offered combination, at most 100. A
 * product without options is exactly one variant, whose id is the product's own.
 */
export const MAX_OPTIONS = 3
export const MAX_VARIANTS = 100
export const OPTION_NAME_MAX = 40
export const OPTION_VALUE_MAX = 60
export const SKU_MAX = 64

/** The label of a variant as it is shown and kept on an order line: '38 cm / Vermelha'. */
export const LABEL_SEPARATOR = ' / '

export interface OptionSpec {
  name: string
  values: readonly string[]
}

/**
 * An option's name or value as it is stored: without invisible characters, NFC, inner spaces
 * collapsed and trimmed (as a category is: '38  cm ' is '38 cm').
 */
export function optionText(text: string): string {
  return categoryName(text).replace(/\s+/g, ' ').trim()
}

/**
 * What makes two values (or two option names) the same: case, accents, invisible characters and
 * spaces ignored, so '38 cm' and '38 CM', 'Vermelha' and 'vermelha ' are one value.
 */
export function optionKey(text: string): string {
  return categoryKey(text)
}

/** How many variants the options make: the product of their value counts (1 for no options). */
export function combinationCount(options: readonly OptionSpec[]): number {
  return options.reduce((count, option) => count * option.values.length, 1)
}

/**
 * Every combination of the options' values, one value per option in option order, the first
 * option changing slowest (as the owner reads a table: 37 cm with each colour, then 38 cm); one
 * empty combination for no options. Callers check `combinationCount` against MAX_VARIANTS first.
 */
export function combinations(options: readonly OptionSpec[]): string[][] {
  let made: string[][] = [[]]
  for (const option of options) {
    made = made.flatMap((start) => option.values.map((value) => [...start, value]))
  }
  return made
}

/** '38 cm / Vermelha'; '' for the one variant of a product without options. */
export function variantLabel(values: readonly string[]): string {
  return values.join(LABEL_SEPARATOR)
}

/**
 * A product's name with its variant's label, as the owner's lists and papers name what was bought
 * or asked for: 'Capa de volante — 38 cm / Vermelha'; the name alone without one.
 */
export function nameWithVariant(name: string, label: string | null | undefined): string {
  return label ? `${name} — ${label}` : name
}

/** A combination's identity, whatever the case or accents it was typed with. */
export function combinationKey(values: readonly string[]): string {
  return values.map(optionKey).join('\u0000')
}

/** A SKU as it is stored (trimmed), or null for none; unique in the shop whatever its case. */
export function skuText(sku: string | null | undefined): string | null {
  const trimmed = (sku ?? '').trim()
  return trimmed === '' ? null : trimmed
}

/** What makes two SKUs the same: 'CV-38' and 'cv-38' are one. */
export function skuKey(sku: string): string {
  return sku.trim().toUpperCase()
}

/** The indexes of the entries whose key repeats an earlier one's (the later ones). */
export function repeatedIndexes<T>(items: readonly T[], key: (item: T) => string): number[] {
  const seen = new Set<string>()
  const repeated: number[] = []
  items.forEach((item, index) => {
    const k = key(item)
    if (seen.has(k)) repeated.push(index)
    else seen.add(k)
  })
  return repeated
}

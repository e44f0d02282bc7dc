import { readReais } from '#domain/money-input.ts'
import {
  productVariantsSchema,
  type ProductVariantsBody,
} from '#domain/schemas/product-variants.ts'
import { VARIANT_MESSAGES as M } from '#domain/variants/variant-messages.ts'
import { orderedVariants, valuesOf, type VariantDraft } from './variant-draft.ts'

/**
 * A problem of the form, keyed by what it is about rather than by position, so it stays on its
 * field while values move: `option:<key>:name`, `value:<key>`, `variant:<key>:<field>`,
 * `options` (the combinations' count) or `form`.
 */
export type DraftErrors = ReadonlyMap<string, string>

/** The API's field of a save (`variants.3.sku`) as the form's key, for the draft that was sent. */
export function draftErrorKey(draft: VariantDraft, field: string): string {
  const [area, i, part, j] = field.split('.')
  if (area === 'options' && i !== undefined) {
    const option = draft.options[Number(i)]
    if (!option) return 'options'
    if (part === 'values' && j !== undefined) {
      const value = option.values[Number(j)]
      return value ? `value:${value.key}` : `option:${option.key}:values`
    }
    return `option:${option.key}:${part === 'name' ? 'name' : 'values'}`
  }
  if (area === 'variants' && i !== undefined) {
    const variant = orderedVariants(draft)[Number(i)]
    if (variant) return `variant:${variant.key}:${part ?? 'values'}`
  }
  return area === 'options' ? 'options' : 'form'
}

/** 'cents' or the message for a variant's price as typed ('' is the product's price). */
function priceOf(text: string): { cents: number | null } | { error: string } {
  if (!text.trim()) return { cents: null }
  const reading = readReais(text)
  if ('cents' in reading) return { cents: reading.cents }
  return { error: reading.problem === 'negative' ? M.pricePositive : M.priceInvalid }
}

function stockOf(text: string): { stock: number } | { error: string } {
  const typed = text.trim()
  if (!typed) return { error: M.stockRequired }
  if (!/^-?\d+$/.test(typed)) return { error: M.stockInvalid }
  const stock = Number(typed)
  return stock < 0 ? { error: M.stockPositive } : { stock }
}

/**
 * What 'Salvar variações' sends: the options and the variants in the order shown, each saved one
 * by its id with the stock it loaded (the server applies the difference, so a sale meanwhile
 * stays). Checked first with the server's own schema: the problems come back keyed to the form.
 * A made-to-order product's variants carry no stock.
 */
export function saveBody(
  draft: VariantDraft,
  version: number,
  madeToOrder: boolean,
): { body: ProductVariantsBody } | { errors: DraftErrors } {
  const errors = new Map<string, string>()
  const variants = orderedVariants(draft).map((variant) => {
    const price = priceOf(variant.price)
    if ('error' in price) errors.set(`variant:${variant.key}:priceCents`, price.error)
    const stock = madeToOrder ? undefined : stockOf(variant.stock)
    if (stock && 'error' in stock) errors.set(`variant:${variant.key}:stock`, stock.error)
    return {
      ...(variant.id && { id: variant.id }),
      values: valuesOf(draft, variant),
      ...(stock && 'stock' in stock && { stock: stock.stock }),
      ...(!madeToOrder &&
        variant.stockLoaded !== undefined && { stockLoaded: variant.stockLoaded }),
      priceCents: 'cents' in price ? price.cents : null,
      sku: variant.sku.trim() || null,
      photo: variant.photo,
      offered: variant.offered,
    }
  })
  const body: ProductVariantsBody = {
    version,
    options: draft.options.map((o) => ({
      ...(o.id && { id: o.id }),
      name: o.name,
      values: o.values.map((v) => ({ ...(v.id && { id: v.id }), value: v.value })),
    })),
    variants,
  }
  const checked = productVariantsSchema.safeParse(body)
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const key = draftErrorKey(draft, issue.path.join('.'))
      if (!errors.has(key)) errors.set(key, issue.message)
    }
  }
  return errors.size > 0 ? { errors } : { body }
}

import { z } from 'zod'
import { MAX_PRICE_CENTS } from './fields.ts'
import { MAX_INT } from './product-form.ts'
import { repeatedValueMessage, VARIANT_MESSAGES as M } from '#domain/variants/variant-messages.ts'
import {
  combinationCount,
  combinationKey,
  MAX_OPTIONS,
  MAX_VARIANTS,
  OPTION_NAME_MAX,
  OPTION_VALUE_MAX,
  optionKey,
  optionText,
  repeatedIndexes,
  SKU_MAX,
  skuKey,
  skuText,
} from '#domain/variants/variant-rules.ts'

const text = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .transform(optionText)
    .pipe(z.string().min(1, { error: required }).max(max, { error: tooLong }))

const optionSchema = z.object({
  /** An option the product has: renaming it or its values keeps its variants. */
  id: z.uuid({ error: M.notOfProduct }).optional(),
  name: text(M.optionName, OPTION_NAME_MAX, M.optionNameTooLong),
  values: z
    .array(
      z.object({
        id: z.uuid({ error: M.notOfProduct }).optional(),
        value: text(M.value, OPTION_VALUE_MAX, M.valueTooLong),
      }),
      { error: M.noValues },
    )
    .min(1, { error: M.noValues })
    // Past this no save can be valid (MAX_VARIANTS combinations); the count is checked below.
    .max(MAX_VARIANTS, { error: M.tooManyVariants }),
})

const variantSchema = z.object({
  /** A variant the product has; absent for a new one. */
  id: z.uuid({ error: M.notOfProduct }).optional(),
  /** The values it is, one per option in option order, as the options above spell them. */
  values: z.array(z.string({ error: M.combination }).transform(optionText), {
    error: M.combination,
  }),
  stock: z
    .number({ error: M.stockRequired })
    .int({ error: M.stockInvalid })
    .min(0, { error: M.stockPositive })
    .max(MAX_INT, { error: M.stockInvalid })
    .optional(),
  /**
   * The stock the form loaded: the save applies `stock - stockLoaded` to the stock as it is now,
   * which sales moved meanwhile. Without it (or for a new variant) `stock` is what it will have.
   */
  stockLoaded: z
    .number({ error: M.stockInvalid })
    .int({ error: M.stockInvalid })
    .min(0, { error: M.stockInvalid })
    .max(MAX_INT, { error: M.stockInvalid })
    .optional(),
  /** Its own price in centavos; null for the product's. */
  priceCents: z
    .number({ error: M.priceInvalid })
    .int({ error: M.priceInvalid })
    .min(0, { error: M.pricePositive })
    .max(MAX_PRICE_CENTS, { error: M.priceInvalid })
    .nullable()
    .optional()
    .transform((price) => price ?? null),
  sku: z
    .string({ error: M.skuTooLong })
    .max(SKU_MAX + 100, { error: M.skuTooLong })
    .nullable()
    .optional()
    .transform(skuText)
    .refine((sku) => sku === null || sku.length <= SKU_MAX, { error: M.skuTooLong }),
  /** Its photo: one of the product's, by its file's name or its address; null for the product's. */
  photo: z
    .string({ error: M.photoNotOfProduct })
    .max(2000, { error: M.photoNotOfProduct })
    .nullable()
    .optional()
    .transform((photo) => photo || null),
  /** Off is 'Não oferecido': kept, with its history, but not sold. */
  offered: z.boolean({ error: 'Valor inválido.' }).optional().default(true),
})

export type OptionInput = z.output<typeof optionSchema>
export type VariantInput = z.output<typeof variantSchema>

/**
 * PUT /api/admin/products/{id}/variants: the product's options and its variants, whole, with the
 * `version` the form loaded (a save over another tab's is refused). Each refusal is tied to its
 * field (`options.1.values.0`, `variants.3.sku`); the values a variant names are given back as the
 * options spell them.
 */
export const productVariantsSchema = z
  .object({
    version: z
      .number({ error: M.changedWhileEditing })
      .int({ error: M.changedWhileEditing })
      .min(0, { error: M.changedWhileEditing }),
    options: z.array(optionSchema, { error: M.optionName }).max(MAX_OPTIONS, {
      error: M.tooManyOptions,
    }),
    variants: z
      .array(variantSchema, { error: M.noVariants })
      .min(1, { error: M.noVariants })
      .max(MAX_VARIANTS, { error: M.tooManyVariants }),
  })
  .superRefine(({ options, variants }, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message })
    for (const i of repeatedIndexes(options, (o) => optionKey(o.name))) {
      issue(['options', i, 'name'], M.optionNameRepeated)
    }
    options.forEach((option, i) => {
      for (const j of repeatedIndexes(option.values, (v) => optionKey(v.value))) {
        issue(
          ['options', i, 'values', j, 'value'],
          repeatedValueMessage(option.values[j]!.value, option.name),
        )
      }
    })
    const specs = options.map((o) => ({ name: o.name, values: o.values.map((v) => v.value) }))
    if (combinationCount(specs) > MAX_VARIANTS) issue(['options'], M.tooManyVariants)
    variants.forEach((variant, k) => {
      const fits =
        variant.values.length === options.length &&
        variant.values.every((value, i) =>
          options[i]!.values.some((v) => optionKey(v.value) === optionKey(value)),
        )
      if (!fits) issue(['variants', k, 'values'], M.combination)
    })
    for (const k of repeatedIndexes(variants, (v) => combinationKey(v.values))) {
      issue(['variants', k, 'values'], M.combinationRepeated)
    }
    const withSku = variants.flatMap((v, k) => (v.sku === null ? [] : [{ sku: v.sku, k }]))
    for (const at of repeatedIndexes(withSku, (v) => skuKey(v.sku))) {
      issue(['variants', withSku[at]!.k, 'sku'], M.skuRepeated)
    }
  })
  .transform(({ options, variants, version }) => ({
    version,
    options,
    // Each value as its option spells it ('38 CM' typed in a variant is the option's '38 cm').
    variants: variants.map((variant) => ({
      ...variant,
      values: variant.values.map(
        (value, i) =>
          options[i]!.values.find((v) => optionKey(v.value) === optionKey(value))!.value,
      ),
    })),
  }))

export type ProductVariantsBody = z.input<typeof productVariantsSchema>
export type ProductVariantsSave = z.output<typeof productVariantsSchema>

/**
 * What a made-to-order product's variants may not have: stock (they are a choice, a price and a
 * label). The index of each variant that names a stock other than 0.
 */
export function madeToOrderStockIndexes(variants: readonly VariantInput[]): number[] {
  return variants.flatMap((v, k) => (v.stock !== undefined && v.stock !== 0 ? [k] : []))
}

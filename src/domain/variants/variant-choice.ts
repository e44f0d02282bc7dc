import type { PhotoView } from '#domain/photos.ts'
import type { ProductDetail, ProductVariantView } from '#domain/product.ts'

/**
 * The customer's choice of a variant on the product page (decision 053): one value per option,
 * some perhaps not chosen yet (null). Only offered variants can be chosen; the address names a
 * complete choice as `?variante=<id>`.
 */
export type Choice = readonly (string | null)[]

type Options = Pick<ProductDetail, 'options' | 'variants'>

const offered = (product: Options) => product.variants.filter((v) => v.offered)

/** The offered variant with `id`, or undefined (another product's, turned off, garbage). */
export const offeredVariant = (product: Options, id: string | null) =>
  id ? offered(product).find((v) => v.id === id) : undefined

/** The choice a variant is; every value unchosen for none. */
export const choiceOf = (product: Options, variant: ProductVariantView | undefined): Choice =>
  product.options.map((_, i) => variant?.values[i] ?? null)

const fits = (variant: ProductVariantView, choice: Choice) =>
  choice.every((value, i) => value === null || variant.values[i] === value)

/** The offered variant a complete choice is, or undefined while a value is missing. */
export const variantOf = (product: Options, choice: Choice) =>
  choice.includes(null) ? undefined : offered(product).find((v) => fits(v, choice))

/**
 * The variant's own photo among the product's (its file's name or its address), or undefined for
 * none: the product page shows it first, the cart line draws it.
 */
export function variantPhoto(
  photos: readonly PhotoView[],
  variant: Pick<ProductVariantView, 'photo'> | undefined,
): PhotoView | undefined {
  const own = variant?.photo
  return own ? photos.find((p) => p.photo === own || p.url === own) : undefined
}

/** One value's button: where it leads, and whether it can be bought. */
export interface ValueChoice {
  value: string
  checked: boolean
  /** The variant choosing it leads to (its link); none when no offered variant has it. */
  target: ProductVariantView | undefined
  /** Every offered variant it leads to (with the other values chosen, when any has them) is at 0. */
  soldOut: boolean
}

/**
 * The values of option `i` as buttons: choosing one keeps the other values chosen when an offered
 * variant has them all, else it leads to the first offered variant with that value.
 */
export function valueChoices(product: Options, choice: Choice, i: number): ValueChoice[] {
  return product.options[i]!.values.map(({ value }) => {
    const wanted = choice.map((chosen, j) => (j === i ? value : chosen))
    const matching = offered(product).filter((v) => fits(v, wanted))
    const pool =
      matching.length > 0 ? matching : offered(product).filter((v) => v.values[i] === value)
    return {
      value,
      checked: choice[i] === value,
      target: pool.find((v) => v.stock > 0) ?? pool[0],
      soldOut: pool.length > 0 && pool.every((v) => v.stock === 0),
    }
  })
}

/** The choice after the customer picks `value` for option `i` (a target's values when it moves). */
export function pick(product: Options, choice: Choice, i: number, value: string): Choice {
  const next = choice.map((chosen, j) => (j === i ? value : chosen))
  if (offered(product).some((v) => fits(v, next))) return next
  return choiceOf(
    product,
    offered(product).find((v) => v.values[i] === value),
  )
}

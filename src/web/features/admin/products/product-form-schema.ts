import { z } from 'zod'
import { formatReaisInput } from '#domain/money-input.ts'
import type { Product } from '#domain/product.ts'
import {
  PRODUCT_FORM_MESSAGES as M,
  productFieldShape as shape,
  productImageField,
  type ProductInputBody,
} from '#domain/schemas/product-form.ts'
import { integerField, reaisField } from '#web/features/admin/shell/number-fields.ts'

/**
 * The 'Produtos' add/edit form: the fields of productInputSchema, each checked by the domain's own
 * rule and message, with the price typed in reais and the stock as typed. Its output is exactly
 * what the server accepts.
 */
export const productFormSchema = z
  .object({
    name: shape.name,
    price: reaisField(M, shape.priceCents),
    category: shape.category,
    stock: integerField({ required: M.stockRequired, invalid: M.stockInvalid }, shape.stock),
    image: productImageField,
    description: shape.description,
    videoUrl: shape.videoUrl,
    isCustomOrder: z.boolean(),
  })
  .transform(({ price, ...rest }): ProductInputBody => ({ ...rest, priceCents: price }))

export type ProductFormValues = z.input<typeof productFormSchema>

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  price: '',
  category: '',
  stock: '',
  image: '',
  description: '',
  videoUrl: '',
  isCustomOrder: false,
}

/** A product as the form shows it for editing: the price as '189,90' or '1.234,56', the stock as text. */
export function productFormValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    price: formatReaisInput(product.priceCents),
    category: product.category,
    stock: String(product.stock),
    image: product.image,
    description: product.description,
    videoUrl: product.videoUrl ?? '',
    isCustomOrder: product.isCustomOrder,
  }
}

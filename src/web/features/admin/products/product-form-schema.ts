import { z } from 'zod'
import { formatReaisInput } from '#domain/money-input.ts'
import type { Product } from '#domain/product.ts'
import {
  PRODUCT_FORM_MESSAGES as M,
  productFieldShape as shape,
  type ProductInputBody,
} from '#domain/schemas/product-form.ts'
import { integerField, reaisField } from '#web/features/admin/shell/number-fields.ts'
import {
  photoInputsField,
  photosToSend,
  typedPhotoAddress,
  withPhotoChecks,
} from '#web/features/admin/shell/photos/photo-form-fields.ts'

/**
 * The 'Produtos' add/edit form: the fields of productInputSchema, each checked by the domain's own
 * rule and message, with the price typed in reais and the stock as typed. `photos` are the photo
 * manager's (set when the form is submitted), and a typed 'URL da Imagem' joins them. Its output
 * is exactly what the server accepts.
 */
export const productFormSchema = withPhotoChecks(
  z.object({
    name: shape.name,
    price: reaisField(M, shape.priceCents),
    category: shape.category,
    stock: integerField({ required: M.stockRequired, invalid: M.stockInvalid }, shape.stock),
    image: typedPhotoAddress(M),
    photos: photoInputsField,
    description: shape.description,
    videoUrl: shape.videoUrl,
    isCustomOrder: z.boolean(),
  }),
).transform(({ price, image, photos, ...rest }): ProductInputBody => ({
  ...rest,
  priceCents: price,
  photos: photosToSend({ image, photos }),
}))

export type ProductFormValues = z.input<typeof productFormSchema>

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  price: '',
  category: '',
  stock: '',
  image: '',
  photos: [],
  description: '',
  videoUrl: '',
  isCustomOrder: false,
}

/**
 * A product as the form shows it for editing: the price as '189,90' or '1.234,56', the stock as
 * text. Its photos are loaded apart (the list's rows carry only the cover), into the manager.
 */
export function productFormValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    price: formatReaisInput(product.priceCents),
    category: product.category,
    stock: String(product.stock),
    image: '',
    photos: [],
    description: product.description,
    videoUrl: product.videoUrl ?? '',
    isCustomOrder: product.isCustomOrder,
  }
}

import { z } from 'zod'
import {
  MAX_PRICE_CENTS,
  PRICE_TEXT_MESSAGES,
  requiredCategory,
  requiredText,
  webAddress,
} from './fields.ts'
import { categoryParam, searchParam } from './product-query.ts'
import { photoListSchema, photosOfSave, withAltText } from './photo-list.ts'
import { OWNER_STOCK_REASONS } from '#domain/stock-ledger.ts'
import { youtubeVideoId } from '#domain/youtube.ts'

/** spec.md section 5 'Product form', and section 8 'Products'. */
export const PRODUCT_FORM_MESSAGES = {
  name: 'Nome é obrigatório',
  priceRequired: 'Preço é obrigatório',
  pricePositive: 'Preço deve ser positivo',
  priceInvalid: 'Preço inválido',
  ...PRICE_TEXT_MESSAGES,
  category: 'Categoria é obrigatória',
  stockRequired: 'Estoque é obrigatório',
  stockPositive: 'Estoque deve ser positivo',
  stockInvalid: 'Estoque deve ser um número inteiro',
  imageRequired: 'URL da imagem é obrigatória',
  imageInvalid: 'URL inválida',
  description: 'Descrição é obrigatória',
  videoInvalid: 'Link do YouTube inválido',
  saveFailed: 'Erro ao salvar produto. Tente novamente.',
  deleteFailed: 'Erro ao excluir produto. Tente novamente.',
  inOrders:
    'Este produto não pode ser excluído porque está associado a pedidos existentes. Para excluir este produto, primeiro remova-o de todos os pedidos relacionados.',
  notFound: 'Produto não encontrado',
  changedWhileEditing:
    'Este produto foi alterado enquanto você editava. Recarregue e tente novamente.',
  reloadBeforeSaving: 'Recarregue o produto antes de salvar.',
  stockReason: 'Motivo da alteração de estoque inválido.',
  stockTooLarge: 'Estoque grande demais: o máximo é 2.147.483.647 unidades.',
  visibility: 'Informe se o produto fica oculto da loja.',
  hideFailed: 'Erro ao ocultar produto. Tente novamente.',
  showFailed: 'Erro ao mostrar produto na loja. Tente novamente.',
} as const

/** The owner lowered the stock below what sales left on the shelf while the form was open. */
export const stockBelowZeroMessage = (name: string, stock: number) =>
  `O estoque de "${name}" não pode ficar negativo: ${stock === 1 ? 'resta 1 unidade' : `restam ${stock} unidades`} agora. Recarregue e tente novamente.`

const M = PRODUCT_FORM_MESSAGES

// The database columns are 32-bit integers.
export const MAX_INT = 2_147_483_647

/** The typed image address of the form that has no upload yet: required there. */
export const productImageField = webAddress(M.imageRequired, M.imageInvalid)

/**
 * What the admin sends to add or update a product; the price is in centavos. The video is an
 * optional YouTube link ('' or absent = none), shown on the product page.
 */
const productObject = z.object({
  name: requiredText(M.name, 200),
  priceCents: z
    .number({ error: M.priceRequired })
    .int({ error: M.priceInvalid })
    .min(0, { error: M.pricePositive })
    .max(MAX_PRICE_CENTS, { error: M.priceTooLarge }),
  category: requiredCategory(M.category),
  stock: z
    .number({ error: M.stockRequired })
    .int({ error: M.stockInvalid })
    .min(0, { error: M.stockPositive })
    .max(MAX_INT, { error: M.stockInvalid }),
  // Only web links: a 'javascript:' or 'data:' URL must never reach an <img>. The form without
  // uploads sends its one typed address here; `photos` is the list (decision 035).
  image: productImageField.optional(),
  photos: photoListSchema(M).optional(),
  description: requiredText(M.description, 5000),
  isCustomOrder: z.boolean({ error: 'Valor inválido.' }).optional().default(false),
  videoUrl: z
    .string({ error: M.videoInvalid })
    .trim()
    .max(2000, { error: M.videoInvalid })
    .refine((url) => url === '' || youtubeVideoId(url) !== undefined, { error: M.videoInvalid })
    .transform((url) => url || null)
    .nullable()
    .optional()
    .transform((url) => url ?? null),
})

/** The fields as the product form checks them one by one (#web/features/admin/products). */
export const productFieldShape = productObject.shape

/** `image` or `photos` become the list of photos, each with its alt text (the name by default). */
function withPhotos<T extends z.output<typeof productObject>>(
  { image, photos, ...fields }: T,
  ctx: z.RefinementCtx,
) {
  return { ...fields, photos: withAltText(photosOfSave({ image, photos }, ctx), fields.name) }
}

/** What the admin sends to add a product (POST /api/admin/products). */
export const productInputSchema = productObject.transform(withPhotos)
/** What the product form sends: `image` (typed) or `photos`. */
export type ProductInputBody = z.input<typeof productInputSchema>
export type ProductInput = z.output<typeof productInputSchema>

// Coerced (the input type stays open for the typed client), but with the pt-BR messages of the
// public list's parameters instead of zod's English ones.
const intParam = (name: string, min: number, max: number) => {
  const notInt = `O parâmetro "${name}" deve ser um número inteiro.`
  return z.coerce
    .number({ error: notInt })
    .int({ error: notInt })
    .min(min, { error: `O parâmetro "${name}" deve ser no mínimo ${min}.` })
    .max(max, { error: `O parâmetro "${name}" deve ser no máximo ${max}.` })
}

/** GET /api/admin/products: text search and category filter run on the server. */
export const adminProductQuerySchema = z.object({
  q: searchParam.optional(),
  category: categoryParam.optional(),
  limit: intParam('limit', 1, 100).optional(),
  offset: intParam('offset', 0, 1_000_000).optional(),
})

const loadedNumber = z
  .number({ error: M.reloadBeforeSaving })
  .int({ error: M.reloadBeforeSaving })
  .min(0, { error: M.reloadBeforeSaving })
  .max(MAX_INT, { error: M.reloadBeforeSaving })

/**
 * PATCH /api/admin/products/{id}: the form's fields plus what the form loaded. `version` refuses a
 * save over another admin's; the stock typed is applied as the change from `stockLoaded`, so a
 * sale made while the form was open is never undone. `stockReason` names that change.
 */
export const productUpdateSchema = productObject
  .extend({
    version: loadedNumber,
    stockLoaded: loadedNumber,
    stockReason: z.enum(OWNER_STOCK_REASONS, { error: M.stockReason }).optional(),
  })
  .transform(withPhotos)
export type ProductUpdate = z.output<typeof productUpdateSchema>
/** What the product form sends to save an edit. */
export type ProductUpdateBody = z.input<typeof productUpdateSchema>

/**
 * PUT /api/admin/products/{id}/visibility: 'Ocultar da loja' (true) or 'Mostrar na loja' (false).
 * Not one of the form's fields: it takes effect at once and no open form's save undoes it.
 */
export const productVisibilitySchema = z.object({
  hidden: z.boolean({ error: M.visibility }),
})

import { z } from 'zod'
import { MAX_CENTS } from '../money.ts'
import { youtubeVideoId } from '../youtube.ts'

/** spec.md section 5 'Product form', and section 8 'Products'. */
export const PRODUCT_FORM_MESSAGES = {
  name: 'Nome é obrigatório',
  priceRequired: 'Preço é obrigatório',
  pricePositive: 'Preço deve ser positivo',
  priceInvalid: 'Preço inválido',
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
} as const

const M = PRODUCT_FORM_MESSAGES

const text = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `No máximo ${max} caracteres.` })

// The database columns are 32-bit integers.
const MAX_INT = 2_147_483_647

/**
 * What the admin sends to add or update a product; the price is in centavos. The video is an
 * optional YouTube link ('' or absent = none), shown on the product page.
 */
export const productInputSchema = z.object({
  name: text(M.name, 200),
  priceCents: z
    .number({ error: M.priceRequired })
    .int({ error: M.priceInvalid })
    .min(0, { error: M.pricePositive })
    .max(Math.min(MAX_CENTS, MAX_INT), { error: M.priceInvalid }),
  category: text(M.category, 100),
  stock: z
    .number({ error: M.stockRequired })
    .int({ error: M.stockInvalid })
    .min(0, { error: M.stockPositive })
    .max(MAX_INT, { error: M.stockInvalid }),
  // Only web links: a 'javascript:' or 'data:' URL must never reach an <img>.
  image: text(M.imageRequired, 2000).pipe(z.url({ protocol: /^https?$/, error: M.imageInvalid })),
  description: text(M.description, 5000),
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
export type ProductInput = z.output<typeof productInputSchema>

/** GET /api/admin/products: text search and category filter run on the server. */
export const adminProductQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  category: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
})

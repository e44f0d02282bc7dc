import { z } from 'zod'

export const PRODUCT_NOT_FOUND = 'Produto não encontrado'

export const productIdSchema = z.object({
  id: z.uuid({ error: PRODUCT_NOT_FOUND }),
})

const intParam = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, { error: `O parâmetro "${name}" deve ser um número inteiro.` })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, { error: `O parâmetro "${name}" deve ser no mínimo ${min}.` })
        .max(max, { error: `O parâmetro "${name}" deve ser no máximo ${max}.` }),
    )

export const PRODUCT_PAGE_SIZE = 48

export const productListQuerySchema = z.object({
  limit: intParam('limit', 1, 100).optional(),
  offset: intParam('offset', 0, 1_000_000).optional(),
})
export type ProductListQuery = z.infer<typeof productListQuerySchema>

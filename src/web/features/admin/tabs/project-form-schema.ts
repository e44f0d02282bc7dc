import { z } from 'zod'
import { parseReais } from '#domain/money.ts'
import {
  customProjectSchema,
  PROJECT_MESSAGES,
  type CustomProjectInput,
} from '#domain/schemas/custom-project.ts'

const { shape } = customProjectSchema

/**
 * 'Preço (R$)' as typed ('249,90', '249.90') to centavos, then the domain's own checks. Negative
 * numbers get 'maior que zero' rather than 'inválido': that is what the admin needs to hear.
 */
const price = z
  .string()
  .transform((text, ctx) => {
    if (!text.trim()) {
      ctx.addIssue({ code: 'custom', message: PROJECT_MESSAGES.priceRequired })
      return z.NEVER
    }
    const cents = parseReais(text)
    if (cents !== null) return cents
    const negative = Number(text.trim().replace(',', '.')) <= 0
    ctx.addIssue({
      code: 'custom',
      message: negative ? PROJECT_MESSAGES.pricePositive : PROJECT_MESSAGES.priceInvalid,
    })
    return z.NEVER
  })
  .pipe(shape.priceCents)

/**
 * The 'Gerar projeto' form: the fields of customProjectSchema, each checked by the domain's own
 * rule and message, with the price typed in reais. Its output is exactly what the server accepts.
 */
export const projectFormSchema = z
  .object({
    name: shape.name,
    price,
    category: shape.category,
    clientId: shape.clientId,
    image: shape.image,
    description: shape.description,
  })
  .transform(({ price, ...rest }): CustomProjectInput => ({ ...rest, priceCents: price }))

export type ProjectFormValues = z.input<typeof projectFormSchema>

export const EMPTY_PROJECT_FORM: ProjectFormValues = {
  name: '',
  price: '',
  category: '',
  clientId: '',
  image: '',
  description: '',
}

/** Server refusals that belong to one field, by their code. */
export const PROJECT_FIELD_OF_CODE: Partial<Record<string, keyof ProjectFormValues>> = {
  'client-not-found': 'clientId',
}

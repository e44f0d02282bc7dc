import { z } from 'zod'
import {
  PROJECT_MESSAGES,
  projectFieldShape as shape,
  projectImageField,
  type CustomProjectBody,
} from '#domain/schemas/custom-project.ts'
import { reaisField } from '#web/features/admin/shell/number-fields.ts'

const price = reaisField(PROJECT_MESSAGES, shape.priceCents)

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
    image: projectImageField,
    description: shape.description,
  })
  .transform(({ price, ...rest }): CustomProjectBody => ({ ...rest, priceCents: price }))

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

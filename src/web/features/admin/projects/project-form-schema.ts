import { z } from 'zod'
import {
  PROJECT_MESSAGES,
  projectFieldShape as shape,
  type CustomProjectBody,
} from '#domain/schemas/custom-project.ts'
import { reaisField } from '#web/features/admin/shell/number-fields.ts'
import {
  photoInputsField,
  photosToSend,
  typedPhotoAddress,
  withPhotoChecks,
} from '#web/features/admin/shell/photo-form-fields.ts'

const price = reaisField(PROJECT_MESSAGES, shape.priceCents)

/**
 * The 'Gerar projeto' form: the fields of customProjectSchema, each checked by the domain's own
 * rule and message, with the price typed in reais. `photos` are the photo manager's (set when the
 * form is submitted), and a typed 'URL da Imagem' joins them. Its output is exactly what the
 * server accepts.
 */
export const projectFormSchema = withPhotoChecks(
  z.object({
    name: shape.name,
    price,
    category: shape.category,
    clientId: shape.clientId,
    image: typedPhotoAddress(PROJECT_MESSAGES),
    photos: photoInputsField,
    description: shape.description,
  }),
).transform(({ price, image, photos, ...rest }): CustomProjectBody => ({
  ...rest,
  priceCents: price,
  photos: photosToSend({ image, photos }),
}))

export type ProjectFormValues = z.input<typeof projectFormSchema>

export const EMPTY_PROJECT_FORM: ProjectFormValues = {
  name: '',
  price: '',
  category: '',
  clientId: '',
  image: '',
  photos: [],
  description: '',
}

/** Server refusals that belong to one field, by their code. */
export const PROJECT_FIELD_OF_CODE: Partial<Record<string, keyof ProjectFormValues>> = {
  'client-not-found': 'clientId',
}

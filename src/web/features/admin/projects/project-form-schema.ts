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
} from '#web/features/admin/shell/photos/photo-form-fields.ts'

const price = reaisField(PROJECT_MESSAGES, shape.priceCents)

/** For whom: a customer with an account, chosen from the list, or a new client by name and e-mail. */
export const CLIENT_MODES = [
  { value: 'existing', label: 'Cliente com conta' },
  { value: 'new', label: 'Novo cliente (nome e e-mail)' },
] as const
export type ClientMode = (typeof CLIENT_MODES)[number]['value']

const clientId = shape.clientId.unwrap()
const newClient = shape.newClient.unwrap().shape
// Each checked only for the way the admin chose, whatever else is wrong in the form.
const always = { when: () => true }
const firstIssue = (result: z.ZodSafeParseResult<unknown>) => result.error?.issues[0]?.message

/**
 * The 'Gerar projeto' form: the fields of customProjectSchema, each checked by the domain's own
 * rule and message, with the price typed in reais. `photos` are the photo manager's (set when the
 * form is submitted), and a typed 'URL da Imagem' joins them. The client is the one chosen or, for
 * a new client (decision 047), the name and e-mail typed. Its output is exactly what the server
 * accepts.
 */
export const projectFormSchema = withPhotoChecks(
  z
    .object({
      name: shape.name,
      price,
      category: shape.category,
      clientMode: z.enum(['existing', 'new']).default('existing'),
      clientId: z.string().default(''),
      newClientName: z.string().default(''),
      newClientEmail: z.string().default(''),
      image: typedPhotoAddress(PROJECT_MESSAGES),
      photos: photoInputsField,
      description: shape.description,
    })
    .superRefine((v, ctx) => {
      const checks: [string, string, z.ZodType][] =
        v.clientMode === 'new'
          ? [
              ['newClientName', v.newClientName, newClient.name],
              ['newClientEmail', v.newClientEmail, newClient.email],
            ]
          : [['clientId', v.clientId, clientId]]
      for (const [path, value, rule] of checks) {
        const message = firstIssue(rule.safeParse(value))
        if (message) ctx.addIssue({ code: 'custom', path: [path], message })
      }
    }, always),
).transform(
  ({
    price,
    image,
    photos,
    clientMode,
    clientId,
    newClientName,
    newClientEmail,
    ...rest
  }): CustomProjectBody => ({
    ...rest,
    ...(clientMode === 'new'
      ? { newClient: { name: newClientName, email: newClientEmail } }
      : { clientId }),
    priceCents: price,
    photos: photosToSend({ image, photos }),
  }),
)

export type ProjectFormValues = z.input<typeof projectFormSchema>

export const EMPTY_PROJECT_FORM: ProjectFormValues = {
  name: '',
  price: '',
  category: '',
  clientMode: 'existing',
  clientId: '',
  newClientName: '',
  newClientEmail: '',
  image: '',
  photos: [],
  description: '',
}

/** Server refusals that belong to one field, by their code. */
export const PROJECT_FIELD_OF_CODE: Partial<Record<string, keyof ProjectFormValues>> = {
  'client-not-found': 'clientId',
  'client-is-admin': 'newClientEmail',
}

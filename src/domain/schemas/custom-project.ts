import { z } from 'zod'
import {
  MAX_PRICE_CENTS,
  PRICE_TEXT_MESSAGES,
  requiredCategory,
  requiredText,
  webAddress,
} from './fields.ts'
import { emailField } from './auth.ts'
import { photoListSchema, photosOfSave, withAltText } from './photo-list.ts'

export const PROJECT_MESSAGES = {
  name: 'Nome é obrigatório',
  priceRequired: 'Preço é obrigatório',
  pricePositive: 'Preço deve ser maior que zero',
  priceInvalid: 'Preço inválido',
  ...PRICE_TEXT_MESSAGES,
  category: 'Categoria é obrigatória',
  client: 'Cliente é obrigatório',
  clientName: 'Nome do cliente é obrigatório',
  oneClient: 'Escolha um cliente com conta ou informe um novo cliente, não os dois.',
  clientTaken: 'Outro projeto acabou de criar a conta deste e-mail. Gere o projeto de novo.',
  adminEmail: 'Este e-mail é de um administrador da loja: projetos são feitos para clientes.',
  imageRequired: 'URL da imagem é obrigatória',
  imageInvalid: 'URL inválida',
  description: 'Descrição é obrigatória',
  clientNotFound: 'Cliente não encontrado',
  notFound: 'Projeto não encontrado',
  acceptTerms: 'Aceite os termos para continuar.',
} as const

/** Bumped whenever HANDMADE_TERMS changes: each acceptance records the version it agreed to. */
export const TERMS_VERSION = '2026-11-v2'

export const HANDMADE_TERMS = `Termos do produto artesanal

1. Este produto é feito à mão, sob medida, especialmente para você.
2. Por ser artesanal, pequenas variações de cor, textura, costura e acabamento em relação às fotos e a outras peças são naturais e não são consideradas defeito.
3. A produção começa após a confirmação do pagamento e leva um prazo de fabricação, que será informado pela loja; o envio acontece depois que a peça fica pronta.
4. Garantia: 90 dias de garantia contra defeitos de fabricação, contados a partir do recebimento.
5. Você pode desistir da compra pelo botão "Desistir da compra" em Seus Pedidos até a loja marcar "Produção iniciada" (a data aparece no seu pedido), e recebe de volta tudo o que pagou. Depois que a produção começou, fale com a loja: o seu direito de arrependimento (CDC, art. 49) é analisado com você, caso a caso. Defeitos de fabricação são sempre cobertos pela garantia.
6. Ao aceitar, você confirma que leu e concorda com estes termos. A data e a versão do aceite ficam registradas no seu pedido, como comprovante para a garantia.`

/** The typed image address of the form that has no upload yet: required there. */
export const projectImageField = webAddress(
  PROJECT_MESSAGES.imageRequired,
  PROJECT_MESSAGES.imageInvalid,
)

const projectObject = z.object({
  name: requiredText(PROJECT_MESSAGES.name, 200),
  priceCents: z
    .number({ error: PROJECT_MESSAGES.priceRequired })
    .int({ error: PROJECT_MESSAGES.priceInvalid })
    .min(1, { error: PROJECT_MESSAGES.pricePositive })
    .max(MAX_PRICE_CENTS, { error: PROJECT_MESSAGES.priceTooLarge }),
  category: requiredCategory(PROJECT_MESSAGES.category),
  // A client with an account, or a new one by name and e-mail (decision 047): exactly one.
  clientId: z.uuid({ error: PROJECT_MESSAGES.client }).optional(),
  newClient: z
    .object({ name: requiredText(PROJECT_MESSAGES.clientName, 200), email: emailField })
    .optional(),
  // Only web links: a 'javascript:' or 'data:' URL must never reach an <img> or an email.
  // `photos` is the list (decision 035); the form without uploads sends its one address as `image`.
  image: projectImageField.optional(),
  photos: photoListSchema(PROJECT_MESSAGES).optional(),
  description: requiredText(PROJECT_MESSAGES.description, 5000),
})

/** The fields as the 'Gerar projeto' form checks them one by one. */
export const projectFieldShape = projectObject.shape

/**
 * What the admin sends to generate a project for one client; the price is in centavos. `image` or
 * `photos` become the list of photos, each with its alt text (the name by default).
 */
export const customProjectSchema = projectObject
  .superRefine(({ clientId, newClient }, ctx) => {
    if (clientId === undefined && newClient === undefined) {
      ctx.addIssue({ code: 'custom', path: ['clientId'], message: PROJECT_MESSAGES.client })
    } else if (clientId !== undefined && newClient !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['clientId'], message: PROJECT_MESSAGES.oneClient })
    }
  })
  .transform(({ image, photos, ...fields }, ctx) => ({
    ...fields,
    photos: withAltText(photosOfSave({ image, photos }, ctx), fields.name),
  }))
export type CustomProjectBody = z.input<typeof customProjectSchema>
export type CustomProjectInput = z.output<typeof customProjectSchema>

/** The customer ticks the checkbox: anything but a literal true accepts nothing. */
export const acceptTermsSchema = z.object({
  accepted: z.literal(true, { error: PROJECT_MESSAGES.acceptTerms }),
})

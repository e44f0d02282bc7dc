import { z } from 'zod'
import { onlyDigits, whatsappError, WHATSAPP_MESSAGES } from '#domain/whatsapp.ts'

/** spec.md section 5 'WhatsApp' and section 8 'Interest saving'; DDDs as design.md. */
export const LEAD_MESSAGES = {
  car: 'Por favor, informe seu carro e ano',
  product: 'Produto não encontrado',
  variant: 'Esta variação não está disponível. Escolha outra.',
  offline: 'Sem conexão com a internet. Verifique sua conexão e tente novamente.',
  network: 'Erro de conectividade. Verifique sua conexão com a internet e tente novamente.',
  unknown: 'Erro desconhecido ao salvar interesse. Tente novamente.',
  notifySaved: 'Número registrado!',
  interestSaved: 'Interesse registrado!',
  clearFailed: 'Erro ao limpar lista de interessados. Tente novamente.',
  cleared: 'Lista de interessados limpa com sucesso!',
} as const

export type LeadKind = 'notify' | 'interest'

/** Shown for a lead without car information (legacy data). */
export const NO_CAR_INFO = 'Não informado'

/**
 * What a visitor sends from the 'Avise-me' / 'Interessado' modal. The kind is not sent: the server
 * reads it from the product (made to order = interest, else notify). The number is stored as digits.
 */
export const leadInputSchema = z.object({
  productId: z.uuid({ error: LEAD_MESSAGES.product }),
  /** The variant asked for (decision 053); none for the product as a whole. */
  variantId: z.uuid({ error: LEAD_MESSAGES.variant }).optional(),
  whatsapp: z
    .string({ error: WHATSAPP_MESSAGES.length })
    .max(30, { error: WHATSAPP_MESSAGES.length })
    .superRefine((value, ctx) => {
      const message = whatsappError(value)
      if (message) ctx.addIssue({ code: 'custom', message })
    })
    .transform(onlyDigits),
  carInfo: z
    .string({ error: LEAD_MESSAGES.car })
    .trim()
    .min(1, { error: LEAD_MESSAGES.car })
    .max(200, { error: 'No máximo 200 caracteres.' }),
})
export type LeadInput = z.output<typeof leadInputSchema>

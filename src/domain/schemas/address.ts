import { z } from 'zod'
import { BRAZILIAN_STATES } from '#domain/cep.ts'
import { onlyDigits, whatsappError } from '#domain/whatsapp.ts'

const required = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: 'Texto longo demais.' })

/** The delivery address (spec.md section 5), shared by checkout, /register and /profile. */
export const addressSchema = z.object({
  name: required('Nome é obrigatório'),
  whatsapp: z
    .string({ error: 'WhatsApp é obrigatório' })
    .transform(onlyDigits)
    .check((ctx) => {
      if (ctx.value.length === 0) {
        ctx.issues.push({ code: 'custom', message: 'WhatsApp é obrigatório', input: ctx.value })
        return
      }
      const message = whatsappError(ctx.value)
      if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value })
    }),
  cep: z
    .string({ error: 'CEP é obrigatório' })
    .transform(onlyDigits)
    .pipe(z.string().regex(/^\d{8}$/, { error: 'CEP deve ter 8 dígitos' })),
  street: required('Rua é obrigatória'),
  number: required('Número é obrigatório', 20),
  complement: z
    .string()
    .trim()
    .max(100, { error: 'Texto longo demais.' })
    .optional()
    .transform((v) => (v ? v : undefined)),
  neighborhood: required('Bairro é obrigatório'),
  city: required('Cidade é obrigatória'),
  state: z
    .string({ error: 'Estado é obrigatório' })
    .trim()
    .toUpperCase()
    .min(1, { error: 'Estado é obrigatório' })
    .pipe(z.enum(BRAZILIAN_STATES, { error: 'Estado inválido' })),
})
export type AddressInput = z.input<typeof addressSchema>
export type Address = z.output<typeof addressSchema>

import { z } from 'zod'
import { cepDigits } from '#domain/delivery/cep-regions.ts'
import { FREIGHT_MESSAGES } from '#domain/delivery/freight-quote.ts'
import { CHECKOUT_MESSAGES, checkoutItemsSchema } from './checkout.ts'

/**
 * What 'Calcular frete e prazo' sends (decision 054): the CEP and the cart's lines, ids and
 * quantities only; the server prices them as the checkout does.
 */
export const freightQuoteSchema = z.object({
  cep: z.string({ error: FREIGHT_MESSAGES.cepInvalid }).transform((cep, ctx) => {
    const digits = cepDigits(cep)
    if (digits === undefined) ctx.addIssue({ code: 'custom', message: FREIGHT_MESSAGES.cepInvalid })
    return digits ?? ''
  }),
  items: checkoutItemsSchema.min(1, { error: CHECKOUT_MESSAGES.emptyCart }),
})

export type FreightQuoteInput = z.infer<typeof freightQuoteSchema>

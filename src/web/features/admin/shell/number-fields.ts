import { z } from 'zod'
import { parseReais } from '#domain/money.ts'

interface PriceMessages {
  priceRequired: string
  pricePositive: string
  priceInvalid: string
}

/**
 * A price field as typed ('249,90', '249.90') to centavos, then `cents`, the domain's own checks.
 * Negative numbers get `pricePositive` rather than 'inválido': that is what the admin needs to hear.
 */
export function reaisField(messages: PriceMessages, cents: z.ZodNumber) {
  return z
    .string()
    .transform((text, ctx) => {
      if (!text.trim()) {
        ctx.addIssue({ code: 'custom', message: messages.priceRequired })
        return z.NEVER
      }
      const parsed = parseReais(text)
      if (parsed !== null) return parsed
      const negative = Number(text.trim().replace(',', '.')) <= 0
      ctx.addIssue({
        code: 'custom',
        message: negative ? messages.pricePositive : messages.priceInvalid,
      })
      return z.NEVER
    })
    .pipe(cents)
}

/** A whole-number field (stock) as typed, then `count`, the domain's checks (integer, >= 0). */
export function integerField(messages: { required: string; invalid: string }, count: z.ZodNumber) {
  return z
    .string()
    .transform((text, ctx) => {
      const number = text.trim() ? Number(text) : Number.NaN
      if (Number.isFinite(number)) return number
      ctx.addIssue({ code: 'custom', message: text.trim() ? messages.invalid : messages.required })
      return z.NEVER
    })
    .pipe(count)
}

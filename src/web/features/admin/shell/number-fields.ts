import { z } from 'zod'
import { readReais, type ReaisProblem } from '#domain/money-input.ts'

interface PriceMessages {
  priceRequired: string
  pricePositive: string
  priceAmbiguous: string
  priceDecimals: string
  priceUnreadable: string
  priceTooLarge: string
}

const MESSAGE_OF_PROBLEM = {
  empty: 'priceRequired',
  negative: 'pricePositive',
  ambiguous: 'priceAmbiguous',
  decimals: 'priceDecimals',
  invalid: 'priceUnreadable',
  'too-large': 'priceTooLarge',
} as const satisfies Record<ReaisProblem, keyof PriceMessages>

/**
 * A price field as typed ('249,90', '1.234,56', 'R$ 249,90') to centavos, then `cents`, the
 * domain's own checks. Each reason readReais gives for refusing the text has its own message: a
 * negative number hears `pricePositive`, '1.234' is asked for a comma, rather than 'inválido'.
 */
export function reaisField(messages: PriceMessages, cents: z.ZodNumber) {
  return z
    .string()
    .transform((text, ctx) => {
      const reading = readReais(text)
      if ('cents' in reading) return reading.cents
      ctx.addIssue({ code: 'custom', message: messages[MESSAGE_OF_PROBLEM[reading.problem]] })
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

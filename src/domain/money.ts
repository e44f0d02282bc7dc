/** Money is integer centavos everywhere; it becomes text only at the edge. */
export type Cents = number

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })

/** 123450 -> 'R$ 1.234,50' (with the non-breaking space Intl puts after R$). */
export function formatBRL(cents: Cents): string {
  assertCents(cents)
  // + 0 turns -0 into 0, so nothing prints as '-R$ 0,00'.
  return brl.format(cents / 100 + 0)
}

export const PIX_DISCOUNT_PERCENT = 10

/** PIX total = round-half-up(total x 0.9), computed in integers so no float rounding creeps in. */
export function pixTotal(cents: Cents): Cents {
  assertCents(cents)
  return Math.floor((cents * (100 - PIX_DISCOUNT_PERCENT) + 50) / 100)
}

export function pixDiscount(cents: Cents): Cents {
  return cents - pixTotal(cents)
}

/** 'R$' amount with 2 decimals as used in the PIX payload and payment providers: 1234.5 -> '1234.50'. */
export function centsToDecimalString(cents: Cents): string {
  assertCents(cents)
  const reais = Math.trunc(cents / 100)
  const rest = String(cents % 100).padStart(2, '0')
  return `${reais}.${rest}`
}

/**
 * R$ 10 bilhões: far above any order, and low enough that every computation here (x 90 for the PIX
 * total) stays exact in a double.
 */
export const MAX_CENTS = 1_000_000_000_000

export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_CENTS
}

export function assertCents(cents: Cents): void {
  if (!isCents(cents)) throw new RangeError(`Valor em centavos inválido: ${cents}`)
}

import { assertCents, isCents, type Cents } from './money.ts'

/*
 * Prices as the owner types them, read to centavos and shown back (decision 029). Apart
 * from money.ts so that the store's pages, which only print prices, do not download the reading.
 */

/** Why a typed price could not be read; each gets its own message in the forms. */
export type ReaisProblem = 'empty' | 'negative' | 'ambiguous' | 'decimals' | 'too-large' | 'invalid'

export type ReaisReading = { cents: Cents } | { problem: ReaisProblem }

// Reais as typed: 'R$' (any case) and spaces before the amount, the U+00A0 formatBRL writes included.
const CURRENCY = /^r\$\s*/i
// '39', '39,9', '129.90', '0,01': one separator, then 1-2 centavo digits.
const PLAIN = /^(\d+)(?:[.,](\d{1,2}))?$/
// '1.234,56', '12.345.678,00': dots group thousands only when a comma brings the centavos.
const GROUPED = /^(\d{1,3}(?:\.\d{3})+),(\d{1,2})$/
// '1.234', '1.234.567': thousands (as pt-BR writes them) or a decimal point? Nobody can tell.
const DOT_GROUPS = /^\d{1,3}(?:\.\d{3})+$/
// '39,999', '1.234,567', '39.9999': the amount is clear, the centavos are not.
const LONG_DECIMALS = /^(?:\d+|\d{1,3}(?:\.\d{3})+)(?:,\d{3,}|\.\d{4,})$/

/**
 * A price typed in reais as exact centavos, without floating point, or why it cannot be one:
 * '39,90', '39.90', '39,9', '1.234,56', 'R$ 1.234,56' and whatever formatBRL or formatReaisInput
 * print are read; '1.234' is 'ambiguous' (R$ 1.234,00 or R$ 1,23?), '39,999' has too many
 * 'decimals', '-5' is 'negative', past MAX_CENTS is 'too-large'.
 */
export function readReais(text: string): ReaisReading {
  const trimmed = text.trim()
  if (!trimmed) return { problem: 'empty' }
  const sign = /^-|^r\$\s*-/i.exec(trimmed)
  const amount = (sign ? trimmed.slice(sign[0].length) : trimmed).replace(CURRENCY, '')
  const reading = readAmount(amount)
  if (sign && 'cents' in reading) return { problem: 'negative' }
  return reading
}

function readAmount(amount: string): ReaisReading {
  const match = PLAIN.exec(amount) ?? GROUPED.exec(amount)
  if (!match) {
    if (DOT_GROUPS.test(amount)) return { problem: 'ambiguous' }
    if (LONG_DECIMALS.test(amount)) return { problem: 'decimals' }
    return { problem: 'invalid' }
  }
  // Past 16 digits a double is no longer exact, but such an amount is far past MAX_CENTS anyway.
  const reais = Number(match[1]!.replaceAll('.', ''))
  const cents = reais * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return isCents(cents) ? { cents } : { problem: 'too-large' }
}

/** readReais without the reason: the centavos, or null. Forms send centavos, so the server never parses a decimal. */
export function parseReais(text: string): Cents | null {
  const reading = readReais(text)
  return 'cents' in reading ? reading.cents : null
}

const reaisInput = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** A price as the admin types it back into a form: 123456 -> '1.234,56', 3990 -> '39,90' (no R$). */
export function formatReaisInput(cents: Cents): string {
  assertCents(cents)
  return reaisInput.format(cents / 100 + 0)
}

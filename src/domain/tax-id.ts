/**
 * CNPJ and CPF: cleaning, check digits, display. The CNPJ has the alphanumeric form the Receita
 * Federal issues from July 2026 (IN RFB 2.229/2024): 12 characters [0-9A-Z], then 2 numeric check
 * digits; today's all-numeric CNPJs are the same rule with digits only.
 */

export type TaxIdKind = 'cnpj' | 'cpf'

export const TAX_ID_MESSAGES = {
  cnpj: 'CNPJ inválido',
  cpf: 'CPF inválido',
  length: 'Informe um CNPJ (14 caracteres) ou um CPF (11 dígitos)',
} as const

const CNPJ_LENGTH = 14
const CPF_LENGTH = 11
const CNPJ_SHAPE = /^[0-9A-Z]{12}\d{2}$/
const CPF_SHAPE = /^\d{11}$/

/** Drops the punctuation people type ('.', '/', '-', spaces) and upper-cases; anything else stays, to fail. */
export function cleanTaxId(value: string): string {
  return value.replace(/[./\-\s]/g, '').toUpperCase()
}

/** The value the check digits weigh: the ASCII code minus 48 ('0' -> 0, 'A' -> 17, 'Z' -> 42). */
function charValue(char: string): number {
  return char.charCodeAt(0) - 48
}

/** True when every character is the same one: such numbers pass the sums but are never issued. */
function isRepeated(text: string): boolean {
  return /^(.)\1*$/.test(text)
}

/** A CNPJ check digit over `chars`: weights 2..9 from the right, repeating; mod 11, below 2 -> 0. */
function cnpjDigit(chars: string): number {
  let sum = 0
  for (let i = 0; i < chars.length; i++) {
    sum += charValue(chars[chars.length - 1 - i]!) * (2 + (i % 8))
  }
  const remainder = sum % 11
  return remainder < 2 ? 0 : 11 - remainder
}

/** The two check digits of a CNPJ's first 12 characters. */
export function cnpjCheckDigits(base: string): string {
  const first = cnpjDigit(base)
  return `${first}${cnpjDigit(base + first)}`
}

/** A cleaned CNPJ, numeric or alphanumeric, with the right check digits. */
export function isValidCnpj(clean: string): boolean {
  if (!CNPJ_SHAPE.test(clean)) return false
  const base = clean.slice(0, 12)
  return !isRepeated(base) && clean.slice(12) === cnpjCheckDigits(base)
}

/** A CPF check digit over `digits`: weights length+1 down to 2; sum * 10 mod 11, 10 -> 0. */
function cpfDigit(digits: string): number {
  let sum = 0
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (digits.length + 1 - i)
  return ((sum * 10) % 11) % 10
}

/** The two check digits of a CPF's first 9 digits. */
export function cpfCheckDigits(base: string): string {
  const first = cpfDigit(base)
  return `${first}${cpfDigit(base + first)}`
}

/** A cleaned CPF (11 digits) with the right check digits. */
export function isValidCpf(clean: string): boolean {
  if (!CPF_SHAPE.test(clean)) return false
  const base = clean.slice(0, 9)
  return !isRepeated(base) && clean.slice(9) === cpfCheckDigits(base)
}

/** Which one a cleaned value is meant to be, by its length alone. */
export function taxIdKind(clean: string): TaxIdKind | undefined {
  if (clean.length === CNPJ_LENGTH) return 'cnpj'
  if (clean.length === CPF_LENGTH) return 'cpf'
  return undefined
}

/** The pt-BR message for a typed CNPJ or CPF that cannot be one, or undefined when it is valid. */
export function taxIdError(value: string): string | undefined {
  const clean = cleanTaxId(value)
  switch (taxIdKind(clean)) {
    case 'cnpj':
      return isValidCnpj(clean) ? undefined : TAX_ID_MESSAGES.cnpj
    case 'cpf':
      if (!CPF_SHAPE.test(clean)) return TAX_ID_MESSAGES.length
      return isValidCpf(clean) ? undefined : TAX_ID_MESSAGES.cpf
    default:
      return TAX_ID_MESSAGES.length
  }
}

/** '12ABC34501DE35' -> '12.ABC.345/01DE-35', '52998224725' -> '529.982.247-25'; anything else as given. */
export function formatTaxId(clean: string): string {
  if (CNPJ_SHAPE.test(clean)) {
    return `${clean.slice(0, 2)}.${clean.slice(2, 5)}.${clean.slice(5, 8)}/${clean.slice(8, 12)}-${clean.slice(12)}`
  }
  if (CPF_SHAPE.test(clean)) {
    return `${clean.slice(0, 3)}.${clean.slice(3, 6)}.${clean.slice(6, 9)}-${clean.slice(9)}`
  }
  return clean
}

/** What to call it on a screen: 'CPF' for 11 characters, otherwise 'CNPJ' (a shop's usual case). */
export function taxIdLabel(clean: string): 'CNPJ' | 'CPF' {
  return taxIdKind(clean) === 'cpf' ? 'CPF' : 'CNPJ'
}

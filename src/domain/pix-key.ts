/**
 * A PIX key (chave PIX) as the Banco Central's DICT defines its five kinds: CPF, CNPJ (the
 * alphanumeric one too), e-mail, phone (+55) and random key (EVP, a UUID).
 */
import { z } from 'zod'
import { cleanTaxId, isValidCnpj, isValidCpf } from '#domain/tax-id.ts'
import { VALID_DDDS, onlyDigits } from '#domain/whatsapp.ts'

export type PixKeyKind = 'cpf' | 'cnpj' | 'email' | 'phone' | 'random'

/** The kinds as the panel offers them, in the order banks' apps list them. */
export const PIX_KEY_KINDS: readonly { value: PixKeyKind; label: string }[] = [
  { value: 'cpf', label: 'CPF' },
  { value: 'cnpj', label: 'CNPJ' },
  { value: 'phone', label: 'Telefone' },
  { value: 'email', label: 'E-mail' },
  { value: 'random', label: 'Chave aleatória' },
]

export const PIX_KEY_MESSAGES = {
  cpf: 'Chave PIX inválida: CPF com dígitos verificadores errados',
  cnpj: 'Chave PIX inválida: CNPJ com dígitos verificadores errados',
  phone: 'Chave PIX inválida: o telefone deve ser +55, DDD e número',
  email: 'Chave PIX inválida: email mal formado',
  random:
    'Chave PIX inválida: a chave aleatória tem 36 caracteres, como 123e4567-e89b-12d3-a456-426614174000',
  unknown: 'Chave PIX inválida: use CPF, CNPJ, email, telefone com +55 ou chave aleatória',
} as const

/** DICT's limit for an e-mail key. */
export const PIX_EMAIL_KEY_MAX = 77

const RANDOM_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
// What a CPF or CNPJ is typed with: its characters and the usual punctuation.
const TAX_ID_TYPED = /^[0-9A-Za-z./\-\s]+$/
const PHONE_TYPED = /^\+[\d\s().-]+$/
const EMAIL = z.email()

/**
 * The kind a key is written as, valid or not (pixKeyError says whether it is): an '@' makes it an
 * e-mail, a leading '+' a phone; 11 bare digits are a CPF, never a phone.
 */
export function pixKeyKind(value: string): PixKeyKind | undefined {
  const key = value.trim()
  if (key.includes('@')) return 'email'
  if (key.startsWith('+')) return 'phone'
  if (RANDOM_KEY.test(key)) return 'random'
  if (!TAX_ID_TYPED.test(key)) return undefined
  const clean = cleanTaxId(key)
  if (/^\d{11}$/.test(clean)) return 'cpf'
  if (/^[0-9A-Z]{12}\d{2}$/.test(clean)) return 'cnpj'
  return undefined
}

/**
 * The kind the key is read as: the one the owner chose (the panel asks, as banks' apps do), else
 * the one it is written as. Chosen, 11 digits can be a phone: '41987654321' as 'phone' is
 * '+5541987654321', where read alone it would be a CPF with wrong check digits (decision 049).
 */
function kindOf(value: string, chosen: PixKeyKind | undefined): PixKeyKind | undefined {
  return chosen ?? pixKeyKind(value)
}

/** A phone typed with or without +55: DDD and number alone get the country's code. */
function phoneKey(typed: string): string {
  const digits = onlyDigits(typed)
  const national = !typed.trim().startsWith('+') && (digits.length === 10 || digits.length === 11)
  return `+${national ? `55${digits}` : digits}`
}

/** The key as DICT stores it: CPF/CNPJ unpunctuated, e-mail and random key in lower case, '+55...'. */
export function normalizePixKey(value: string, chosen?: PixKeyKind): string {
  const key = value.trim()
  switch (kindOf(key, chosen)) {
    case 'cpf':
    case 'cnpj':
      return cleanTaxId(key)
    case 'email':
    case 'random':
      return key.toLowerCase()
    case 'phone':
      return phoneKey(key)
    default:
      return key
  }
}

/** '+55', a DDD in use, and a landline's 8 or a mobile's 9 digits. */
function isBrazilianPhone(typed: string): boolean {
  const digits = onlyDigits(typed)
  return (
    PHONE_TYPED.test(typed) &&
    digits.startsWith('55') &&
    (digits.length === 12 || digits.length === 13) &&
    VALID_DDDS.has(Number(digits.slice(2, 4)))
  )
}

/** A phone typed as DDD and number (with its usual punctuation), when the owner chose 'Telefone'. */
const NATIONAL_PHONE_TYPED = /^[\d\s().-]+$/

function isEmailKey(email: string): boolean {
  return email.length <= PIX_EMAIL_KEY_MAX && EMAIL.safeParse(email).success
}

/**
 * The pt-BR message for a key the bank would refuse, or undefined when it is a valid key: of the
 * kind chosen, when one is (a CNPJ typed as a CPF is a wrong CPF), else of the kind it is written as.
 */
export function pixKeyError(value: string, chosen?: PixKeyKind): string | undefined {
  const typed = value.trim()
  const kind = kindOf(typed, chosen)
  const key = normalizePixKey(typed, chosen)
  switch (kind) {
    case 'cpf':
      return TAX_ID_TYPED.test(typed) && isValidCpf(key) ? undefined : PIX_KEY_MESSAGES.cpf
    case 'cnpj':
      return TAX_ID_TYPED.test(typed) && isValidCnpj(key) ? undefined : PIX_KEY_MESSAGES.cnpj
    case 'phone': {
      // The typed form: the normalised one has lost what made it malformed.
      const asTyped = typed.startsWith('+') ? typed : NATIONAL_PHONE_TYPED.test(typed) ? key : ''
      return isBrazilianPhone(asTyped) ? undefined : PIX_KEY_MESSAGES.phone
    }
    case 'email':
      return typed.includes('@') && isEmailKey(key) ? undefined : PIX_KEY_MESSAGES.email
    case 'random':
      return RANDOM_KEY.test(typed) ? undefined : PIX_KEY_MESSAGES.random
    default:
      return PIX_KEY_MESSAGES.unknown
  }
}

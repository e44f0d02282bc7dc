import { onlyDigits } from './whatsapp.ts'

const CEP_LENGTH = 8

/** The CEP field keeps digits only, at most 8. */
export function cleanCep(value: string): string {
  return onlyDigits(value).slice(0, CEP_LENGTH)
}

export function isCompleteCep(value: string): boolean {
  return /^\d{8}$/.test(value)
}

/** '01310100' -> '01310-100' */
export function formatCep(cep: string): string {
  const d = cleanCep(cep)
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d
}

export const BRAZILIAN_STATES = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const
/** What a postal-code lookup fills in. */
export interface CepAddress {
  cep: string
  street: string
  neighborhood: string
  city: string
  state: string
}

export const CEP_MESSAGES = {
  length: 'CEP deve ter 8 dígitos',
  notFound: 'CEP não encontrado',
  failed: 'Erro ao buscar CEP. Tente novamente.',
} as const

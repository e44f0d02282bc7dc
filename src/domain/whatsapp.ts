/** Brazil's 67 area codes in use (design.md: not any 11-99). */
export const VALID_DDDS: ReadonlySet<number> = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43,
  44, 45, 46, 47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77,
  79, 81, 82, 83, 84, 85, 86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
])

export const WHATSAPP_MESSAGES = {
  length: 'O número deve ter 11 dígitos (DDD + 9 dígitos)',
  ddd: 'DDD inválido',
  nine: 'O número deve começar com 9 após o DDD',
} as const

/** The field never holds more than '(DD) NNNNN-NNNN'. */
export const WHATSAPP_MAX_LENGTH = 15

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '')
}

/** Masks while typing: '11987654321' -> '(11) 98765-4321'; keeps at most 11 digits. */
export function formatWhatsapp(value: string): string {
  const d = onlyDigits(value).slice(0, 11)
  if (d.length === 0) return ''
  if (d.length <= 2) return `(${d}`
  if (d.length <= 7) return `(${d.slice(0, 2)}) ${d.slice(2)}`
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`
}

/** The pt-BR message for a number that cannot be a Brazilian mobile, or undefined when it can. */
export function whatsappError(value: string): string | undefined {
  const d = onlyDigits(value)
  if (d.length !== 11) return WHATSAPP_MESSAGES.length
  if (!VALID_DDDS.has(Number(d.slice(0, 2)))) return WHATSAPP_MESSAGES.ddd
  if (d[2] !== '9') return WHATSAPP_MESSAGES.nine
  return undefined
}

/** A wa.me chat link: country code 55 in front of the digits. */
export function whatsappChatUrl(number: string, text?: string): string {
  const base = `https://wa.me/55${onlyDigits(number)}`
  return text ? `${base}?text=${encodeURIComponent(text)}` : base
}

/** The owner's first words in a chat about an order: the customer, the order's short id, the shop. */
export function orderChatMessage(name: string, shortId: string, shopName: string): string {
  return `Olá, ${name}! Sobre o seu pedido #${shortId} na ${shopName}:`
}

/** Fewer digits than this find too much to be a number searched for. */
const MIN_SEARCHED_DIGITS = 4

/**
 * A search typed as a phone number ('(11) 98765-4321', '98765 4321', '+55 11 98765-4321'): its
 * digits (without the country code), to find in the numbers orders ship to; undefined when the search has letters or too few
 * digits to be one.
 */
export function searchedPhoneDigits(q: string): string | undefined {
  if (!/^[\d\s().+-]+$/.test(q)) return undefined
  // The country code typed before it ('+55 11 ...') is no part of the number kept.
  const digits = onlyDigits(q.replace(/^\s*\+\s*55/, ''))
  return digits.length >= MIN_SEARCHED_DIGITS ? digits : undefined
}

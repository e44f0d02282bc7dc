/**
 * Static PIX "BR Code" (copia e cola / QR): EMV TLV fields closed by a CRC16-CCITT-FALSE, as in
 * BACEN's "Manual de Padrões para Iniciação do Pix".
 */
import { centsToDecimalString, isCents, type Cents } from './money.ts'

/** Field 62-05 when there is no transaction id: the manual's value for "none". */
export const PIX_DEFAULT_TXID = '***'

/** Bank apps reject longer values in these fields (manual: 59 <= 25, 60 <= 15, 62-05 <= 25). */
export const PIX_MERCHANT_NAME_MAX = 25
export const PIX_MERCHANT_CITY_MAX = 15
export const PIX_TXID_MAX = 25

/** EMV caps field 54 at 13 characters, so 'R$ 10 bilhões' (MAX_CENTS) does not fit. */
const AMOUNT_MAX_LENGTH = 13

const PIX_GUI = 'br.gov.bcb.pix'

/** Poly 0x1021, init 0xFFFF, no reflection, no final xor: the CRC field 63 uses. */
export function crc16ccittFalse(bytes: Uint8Array): number {
  let crc = 0xffff
  for (const byte of bytes) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
    }
  }
  return crc
}

/** A CRC as field 63 writes it: 4 uppercase hex digits, zero-padded (0x1d3d -> '1D3D'). */
export function crc16Hex(crc: number): string {
  if (!Number.isInteger(crc) || crc < 0 || crc > 0xffff) {
    throw new RangeError(`CRC16 inválido: ${crc}`)
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

const utf8 = new TextEncoder()

/** CRC of a payload's text; the payer's bank hashes the UTF-8 bytes it reads from the QR. */
export function pixCrc(text: string): string {
  return crc16Hex(crc16ccittFalse(utf8.encode(text)))
}

/**
 * One EMV field: 2-digit id + 2-digit length + value. The length counts characters; every value we
 * build is ASCII after normalisation (the key aside), where characters and bytes agree.
 */
export function tlv(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new RangeError(`ID de campo EMV inválido: ${id}`)
  if (value.length > 99) {
    throw new RangeError(`Campo EMV ${id} longo demais: ${value.length} caracteres (máximo 99)`)
  }
  return id + String(value.length).padStart(2, '0') + value
}

// Punctuation every bank app we know of accepts in 59/60; anything else is dropped rather than
// risking a QR code that some app refuses to read.
const DISALLOWED = /[^A-Za-z0-9 .,\-/&]/g

function normalizeText(value: string, max: number): string {
  const cleaned = value
    // NFD splits 'ã' into 'a' + combining tilde (and 'ç' into 'c' + cedilla), so the mark can go.
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .replace(DISALLOWED, '')
    .replace(/ {2,}/g, ' ')
    .trim()
  // Trimmed again: the cut can land just after a space.
  return cleaned.slice(0, max).trim()
}

/** 'Acessórios do João' -> 'Acessorios do Joao'; case is kept (the BACEN example keeps it). */
export function normalizeMerchantName(name: string): string {
  return normalizeText(name, PIX_MERCHANT_NAME_MAX)
}

/** 'São Paulo' -> 'SAO PAULO'. */
export function normalizeMerchantCity(city: string): string {
  return normalizeText(city, PIX_MERCHANT_CITY_MAX).toUpperCase()
}

/** Letters and digits only, at most 25; nothing left means "no txid" ('***'). */
export function normalizeTxid(txid: string | undefined): string {
  const cleaned = (txid ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, PIX_TXID_MAX)
  return cleaned === '' ? PIX_DEFAULT_TXID : cleaned
}

interface PixPayloadInput {
  /** CPF/CNPJ, email, +55 phone or random (EVP) key, used as given (trimmed). */
  key: string
  merchantName: string
  merchantCity: string
  /** Omitted or 0: the payer types the amount. */
  amountCents?: Cents
  /** The order's short id, so a receipt can be matched to its order. */
  txid?: string
}

/** The static BR Code (copia e cola text, also what the QR encodes). */
export function buildPixPayload(input: PixPayloadInput): string {
  const key = input.key.trim()
  if (key === '') throw new RangeError('Chave PIX vazia')

  const name = normalizeMerchantName(input.merchantName)
  if (name === '') throw new RangeError('Nome do recebedor PIX vazio')
  const city = normalizeMerchantCity(input.merchantCity)
  if (city === '') throw new RangeError('Cidade do recebedor PIX vazia')

  let amount = ''
  if (input.amountCents !== undefined) {
    if (!isCents(input.amountCents)) {
      throw new RangeError(`Valor em centavos inválido: ${input.amountCents}`)
    }
    if (input.amountCents > 0) {
      const decimal = centsToDecimalString(input.amountCents)
      if (decimal.length > AMOUNT_MAX_LENGTH) {
        throw new RangeError(`Valor alto demais para um PIX: ${decimal}`)
      }
      amount = tlv('54', decimal)
    }
  }

  const body =
    tlv('00', '01') +
    // tlv throws when a long key makes this field exceed 99 (keys are at most 77 characters).
    tlv('26', tlv('00', PIX_GUI) + tlv('01', key)) +
    tlv('52', '0000') +
    tlv('53', '986') +
    amount +
    tlv('58', 'BR') +
    tlv('59', name) +
    tlv('60', city) +
    tlv('62', tlv('05', normalizeTxid(input.txid))) +
    // The CRC covers its own id and length, so they are written before it is computed.
    '6304'
  return body + pixCrc(body)
}

import { describe, it, expect } from 'vitest'
import {
  PIX_DEFAULT_TXID,
  PIX_MERCHANT_CITY_MAX,
  PIX_MERCHANT_NAME_MAX,
  PIX_TXID_MAX,
  buildPixPayload,
  crc16Hex,
  crc16ccittFalse,
  normalizeMerchantCity,
  normalizeMerchantName,
  normalizeTxid,
  pixCrc,
  tlv,
} from './pix.ts'

const BACEN_KEY = '123e4567-e12b-12d1-a456-426655440000'
const BACEN_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D'

const base = { key: BACEN_KEY, merchantName: 'Fulano de Tal', merchantCity: 'BRASILIA' }

const ascii = (text: string) => new TextEncoder().encode(text)

/** Independent of pix.ts: reads id/length/value triples and fails loudly on anything malformed. */
function parseTlv(text: string): Map<string, string> {
  const fields = new Map<string, string>()
  let i = 0
  while (i < text.length) {
    const header = text.slice(i, i + 4)
    if (!/^\d{4}$/.test(header)) throw new Error(`bad TLV header at ${i}: ${header}`)
    const id = header.slice(0, 2)
    const length = Number(header.slice(2))
    const value = text.slice(i + 4, i + 4 + length)
    if (value.length !== length) throw new Error(`field ${id} runs past the end`)
    if (fields.has(id)) throw new Error(`field ${id} repeated`)
    fields.set(id, value)
    i += 4 + length
  }
  return fields
}

function fieldIds(text: string): string[] {
  return [...parseTlv(text).keys()]
}

function crcVerifies(payload: string): boolean {
  const body = payload.slice(0, -4)
  const expected = crc16ccittFalse(ascii(body)).toString(16).toUpperCase().padStart(4, '0')
  return body.endsWith('6304') && payload.slice(-4) === expected
}

describe('crc16ccittFalse', () => {
  it('gives the standard check value 0x29B1 for ASCII "123456789"', () => {
    expect(crc16ccittFalse(ascii('123456789'))).toBe(0x29b1)
  })

  it('is the init value 0xFFFF for no bytes', () => {
    expect(crc16ccittFalse(new Uint8Array())).toBe(0xffff)
  })

  it('matches other published CRC-16/CCITT-FALSE values', () => {
    expect(crc16ccittFalse(ascii('A'))).toBe(0xb915)
    expect(crc16ccittFalse(new Uint8Array([0x00]))).toBe(0xe1f0)
  })

  it('reproduces the CRC of the BACEN example', () => {
    expect(crc16ccittFalse(ascii(BACEN_EXAMPLE.slice(0, -4)))).toBe(0x1d3d)
    expect(pixCrc(BACEN_EXAMPLE.slice(0, -4))).toBe('1D3D')
  })

  it('always stays within 16 bits', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i)
    const crc = crc16ccittFalse(bytes)
    expect(crc).toBeGreaterThanOrEqual(0)
    expect(crc).toBeLessThanOrEqual(0xffff)
  })
})

describe('crc16Hex', () => {
  it.each([
    [0x1d3d, '1D3D'],
    [0x29b1, '29B1'],
    [0xabcd, 'ABCD'],
    [0x0a, '000A'],
    [0, '0000'],
    [0xffff, 'FFFF'],
  ])('writes %i as %j', (crc, hex) => {
    expect(crc16Hex(crc)).toBe(hex)
  })

  it.each([-1, 0x10000, 1.5, Number.NaN])('refuses %s', (crc) => {
    expect(() => crc16Hex(crc)).toThrow(RangeError)
  })
})

describe('tlv', () => {
  it('writes id, 2-digit length and value', () => {
    expect(tlv('00', '01')).toBe('000201')
    expect(tlv('58', 'BR')).toBe('5802BR')
    expect(tlv('62', '')).toBe('6200')
    expect(tlv('59', 'Fulano de Tal')).toBe('5913Fulano de Tal')
  })

  it('accepts a value of exactly 99 characters', () => {
    const value = 'x'.repeat(99)
    expect(tlv('26', value)).toBe(`2699${value}`)
  })

  it('throws RangeError when the value is longer than 99', () => {
    expect(() => tlv('26', 'x'.repeat(100))).toThrow(RangeError)
  })

  it.each(['1', '123', 'ab', ''])('throws RangeError for the id %j', (id) => {
    expect(() => tlv(id, 'x')).toThrow(RangeError)
  })
})

describe('buildPixPayload', () => {
  it('reproduces the BACEN manual example byte for byte', () => {
    expect(buildPixPayload({ ...base, txid: '***' })).toBe(BACEN_EXAMPLE)
  })

  it('uses *** when there is no txid, and exports it', () => {
    expect(PIX_DEFAULT_TXID).toBe('***')
    expect(buildPixPayload(base)).toBe(BACEN_EXAMPLE)
    expect(buildPixPayload({ ...base, txid: '' })).toBe(BACEN_EXAMPLE)
  })

  it('has the fields in order with the values the manual expects', () => {
    const payload = buildPixPayload({
      key: 'loja@example.com',
      merchantName: 'Vitrine',
      merchantCity: 'São Paulo',
      amountCents: 123450,
      txid: '1a2b3c4d',
    })
    expect(fieldIds(payload)).toEqual(['00', '26', '52', '53', '54', '58', '59', '60', '62', '63'])
    const fields = parseTlv(payload)
    expect(fields.get('00')).toBe('01')
    expect(fields.get('52')).toBe('0000')
    expect(fields.get('53')).toBe('986')
    expect(fields.get('54')).toBe('1234.50')
    expect(fields.get('58')).toBe('BR')
    expect(fields.get('59')).toBe('Vitrine')
    expect(fields.get('60')).toBe('SAO PAULO')
    expect(fields.get('63')).toMatch(/^[0-9A-F]{4}$/)

    const account = parseTlv(fields.get('26') ?? '')
    expect([...account.entries()]).toEqual([
      ['00', 'br.gov.bcb.pix'],
      ['01', 'loja@example.com'],
    ])
    expect([...parseTlv(fields.get('62') ?? '').entries()]).toEqual([['05', '1a2b3c4d']])
    expect(crcVerifies(payload)).toBe(true)
  })

  it('writes the amount with 2 decimals in field 54', () => {
    expect(buildPixPayload({ ...base, amountCents: 123450 })).toContain('54071234.50')
    expect(buildPixPayload({ ...base, amountCents: 5 })).toContain('54040.05')
    expect(buildPixPayload({ ...base, amountCents: 100 })).toContain('54041.00')
  })

  it('puts the amount between 53 and 58', () => {
    const payload = buildPixPayload({ ...base, amountCents: 123450 })
    expect(payload).toContain('530398654071234.505802BR')
  })

  it('leaves field 54 out without an amount or with 0', () => {
    for (const amountCents of [undefined, 0]) {
      const payload = buildPixPayload({ ...base, amountCents })
      expect(parseTlv(payload).has('54')).toBe(false)
      expect(payload).toBe(BACEN_EXAMPLE)
    }
  })

  it("carries the order's short id as txid in 62-05", () => {
    const payload = buildPixPayload({ ...base, txid: '1a2b3c4d' })
    expect(payload).toContain('62120508' + '1a2b3c4d' + '6304')
  })

  it('strips accents from name and city and uppercases only the city', () => {
    const payload = buildPixPayload({
      ...base,
      merchantName: 'Acessórios do João',
      merchantCity: 'São Paulo',
    })
    const fields = parseTlv(payload)
    expect(fields.get('59')).toBe('Acessorios do Joao')
    expect(fields.get('60')).toBe('SAO PAULO')
    expect(payload).toContain('5918Acessorios do Joao6009SAO PAULO')
  })

  it('truncates the name to 25 and the city to 15 characters', () => {
    const fields = parseTlv(
      buildPixPayload({
        ...base,
        merchantName: 'Comércio de Peças e Acessórios Automotivos Ltda',
        merchantCity: 'Vila Bela da Santíssima Trindade',
      }),
    )
    expect(fields.get('59')).toBe('Comercio de Pecas e Acess')
    expect(fields.get('59')).toHaveLength(PIX_MERCHANT_NAME_MAX)
    expect(fields.get('60')).toBe('VILA BELA DA SA')
    expect(fields.get('60')).toHaveLength(PIX_MERCHANT_CITY_MAX)
  })

  it('trims the key and keeps it otherwise as given', () => {
    const fields = parseTlv(buildPixPayload({ ...base, key: '  +5511987654321\n' }))
    expect(parseTlv(fields.get('26') ?? '').get('01')).toBe('+5511987654321')
  })

  it('ends every payload with a CRC that verifies', () => {
    const inputs = [
      base,
      { ...base, amountCents: 1 },
      { ...base, amountCents: 99_999_999, txid: 'abcdef12' },
      { key: '12345678901', merchantName: 'Ação & Cia.', merchantCity: 'Goiânia', txid: 'X' },
      { key: 'a@b.co', merchantName: 'Zé', merchantCity: 'Ji-Paraná', amountCents: 1050 },
    ]
    for (const input of inputs) {
      const payload = buildPixPayload(input)
      expect(crcVerifies(payload)).toBe(true)
      expect(fieldIds(payload).at(-1)).toBe('63')
    }
  })

  it('a changed character no longer matches its CRC', () => {
    const tampered = BACEN_EXAMPLE.replace('Fulano', 'Fulanx')
    expect(crcVerifies(tampered)).toBe(false)
  })

  describe('refuses invalid input', () => {
    it.each(['', '   '])('an empty key %j', (key) => {
      expect(() => buildPixPayload({ ...base, key })).toThrow(RangeError)
    })

    it('a key too long for field 26', () => {
      expect(() => buildPixPayload({ ...base, key: 'k'.repeat(78) })).toThrow(RangeError)
      expect(() => buildPixPayload({ ...base, key: 'k'.repeat(77) })).not.toThrow()
    })

    it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 1e13])(
      'amountCents %s',
      (amountCents) => {
        expect(() => buildPixPayload({ ...base, amountCents })).toThrow(RangeError)
      },
    )

    it('an amount that does not fit the 13 characters of field 54', () => {
      expect(() => buildPixPayload({ ...base, amountCents: 1_000_000_000_000 })).toThrow(RangeError)
      expect(buildPixPayload({ ...base, amountCents: 999_999_999_999 })).toContain(
        '54139999999999.99',
      )
    })

    it.each(['', '  ', '@#$%', 'ß'])('a merchant name with nothing usable %j', (merchantName) => {
      expect(() => buildPixPayload({ ...base, merchantName })).toThrow(RangeError)
    })

    it.each(['', '  ', '!!!'])('a merchant city with nothing usable %j', (merchantCity) => {
      expect(() => buildPixPayload({ ...base, merchantCity })).toThrow(RangeError)
    })
  })
})

describe('normalizeMerchantName / normalizeMerchantCity', () => {
  it('collapses whitespace, trims and drops unsafe characters', () => {
    expect(normalizeMerchantName('  Loja \t  da\nMaria  ')).toBe('Loja da Maria')
    expect(normalizeMerchantName('Loja <Vitrine>™ #1')).toBe('Loja Vitrine 1')
    expect(normalizeMerchantName('Peças & Cia. - Ltda/ME')).toBe('Pecas & Cia. - Ltda/ME')
    expect(normalizeMerchantName('Loja 😀 Feliz')).toBe('Loja Feliz')
  })

  it('handles ç, ã, é, ü and composed or decomposed input alike', () => {
    expect(normalizeMerchantName('Açaí Über Café')).toBe('Acai Uber Cafe')
    expect(normalizeMerchantName('Jo\u0061\u0303o')).toBe('Joao')
    expect(normalizeMerchantCity('Florianópolis')).toBe('FLORIANOPOLIS')
  })

  it('does not end with a space after truncating', () => {
    // 'Rio de Janeiro ' would be the 15th character cut; the trailing space goes.
    expect(normalizeMerchantCity('Rio de Janeiro Capital')).toBe('RIO DE JANEIRO')
    expect(normalizeMerchantName(`${'a'.repeat(24)} b`)).toBe('a'.repeat(24))
  })
})

describe('normalizeTxid', () => {
  it('keeps only letters and digits, at most 25', () => {
    expect(normalizeTxid('1a2b-3c4d')).toBe('1a2b3c4d')
    expect(normalizeTxid('x'.repeat(40))).toBe('x'.repeat(PIX_TXID_MAX))
  })

  it.each([undefined, '', '***', '---'])('falls back to *** for %j', (txid) => {
    expect(normalizeTxid(txid)).toBe(PIX_DEFAULT_TXID)
  })

  it('truncates a long txid in the payload too', () => {
    const fields = parseTlv(buildPixPayload({ ...base, txid: 'A'.repeat(30) }))
    expect(parseTlv(fields.get('62') ?? '').get('05')).toBe('A'.repeat(25))
  })
})

import { describe, it, expect } from 'vitest'
import { ascii, BACEN_EXAMPLE, base, parseTlv } from './testing/pix-fixtures.ts'
import {
  PIX_DEFAULT_TXID,
  PIX_MERCHANT_CITY_MAX,
  PIX_MERCHANT_NAME_MAX,
  buildPixPayload,
  crc16ccittFalse,
} from './pix.ts'

function fieldIds(text: string): string[] {
  return [...parseTlv(text).keys()]
}

function crcVerifies(payload: string): boolean {
  const body = payload.slice(0, -4)
  const expected = crc16ccittFalse(ascii(body)).toString(16).toUpperCase().padStart(4, '0')
  return body.endsWith('6304') && payload.slice(-4) === expected
}

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

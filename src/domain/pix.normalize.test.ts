import { describe, it, expect } from 'vitest'
import { base, parseTlv } from './testing/pix-fixtures.ts'
import {
  PIX_DEFAULT_TXID,
  PIX_TXID_MAX,
  buildPixPayload,
  normalizeMerchantCity,
  normalizeMerchantName,
  normalizeTxid,
} from './pix.ts'

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

import { describe, it, expect } from 'vitest'
import { tlv } from './pix.ts'

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

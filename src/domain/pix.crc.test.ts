import { describe, it, expect } from 'vitest'
import { ascii, BACEN_EXAMPLE } from './testing/pix-fixtures.ts'
import { crc16Hex, crc16ccittFalse, pixCrc } from './pix.ts'

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

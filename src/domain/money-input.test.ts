import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_CENTS, formatBRL } from './money.ts'
import { formatReaisInput, parseReais, readReais } from './money-input.ts'

const NBSP = '\u00a0'

describe('readReais', () => {
  it.each([
    ['39,90', 3990],
    ['39,9', 3990],
    ['39.9', 3990],
    ['129.90', 12990],
    ['480.00', 48000],
    ['0,01', 1],
    ['0.01', 1],
    ['0', 0],
    ['250', 25000],
    [' 250 ', 25000],
    ['1234,5', 123450],
    ['1.234,56', 123456],
    ['1.234,5', 123450],
    ['12.345.678,00', 1234567800],
    ['R$ 39,90', 3990],
    ['R$39,90', 3990],
    [`R$${NBSP}1.234,56`, 123456],
    ['r$ 10', 1000],
    ['100000000,00', 10000000000],
    ['10000000000', MAX_CENTS],
    ['10.000.000.000,00', MAX_CENTS],
  ])('reads %j as %i centavos', (text, cents) => {
    expect(readReais(text)).toEqual({ cents })
    expect(parseReais(text)).toBe(cents)
  })

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    [NBSP, 'empty'],
    ['-5', 'negative'],
    ['-0,50', 'negative'],
    ['R$ -5', 'negative'],
    ['-R$ 5', 'negative'],
    ['1.234', 'ambiguous'],
    ['1.234.567', 'ambiguous'],
    ['R$ 12.345', 'ambiguous'],
    ['39,999', 'decimals'],
    ['1,999', 'decimals'],
    ['1.234,567', 'decimals'],
    ['39.9999', 'decimals'],
    ['1234567890123', 'too-large'],
    ['10000000000,01', 'too-large'],
    ['99999999999999999999999', 'too-large'],
    [',90', 'invalid'],
    ['1.2.3', 'invalid'],
    ['1e3', 'invalid'],
    ['R$', 'invalid'],
    ['-', 'invalid'],
    ['12.', 'invalid'],
    ['12,', 'invalid'],
    ['1,234.56', 'invalid'],
    ['12.34.567,00', 'invalid'],
    ['1 234,56', 'invalid'],
    ['abc', 'invalid'],
    ['Infinity', 'invalid'],
    ['0x10', 'invalid'],
    ['--5', 'invalid'],
  ])('refuses %j as %s', (text, problem) => {
    expect(readReais(text)).toEqual({ problem })
    expect(parseReais(text)).toBeNull()
  })
})

describe('formatReaisInput', () => {
  it.each([
    [3990, '39,90'],
    [123456, '1.234,56'],
    [0, '0,00'],
    [1, '0,01'],
    [100000, '1.000,00'],
    [MAX_CENTS, '10.000.000.000,00'],
  ])('shows %i centavos as %j', (cents, text) => {
    expect(formatReaisInput(cents)).toBe(text)
  })

  it.each([-1, 1.5, MAX_CENTS + 1])('throws RangeError for %s', (cents) => {
    expect(() => formatReaisInput(cents)).toThrow(RangeError)
  })
})

describe('what the shop prints, the admin can type back', () => {
  const anyCents = fc.oneof(
    fc.integer({ min: 0, max: MAX_CENTS }),
    fc.integer({ min: 0, max: 100_000 }),
    fc.constantFrom(0, 1, 99, 100, 99_999, 100_000, MAX_CENTS - 1, MAX_CENTS),
  )

  it('reads formatBRL(c) and formatReaisInput(c) back as c, for every c in 0..MAX_CENTS', () => {
    fc.assert(
      fc.property(anyCents, (cents) => {
        expect(parseReais(formatBRL(cents))).toBe(cents)
        expect(parseReais(formatReaisInput(cents))).toBe(cents)
      }),
      { numRuns: 2000 },
    )
  })
})

import { describe, it, expect } from 'vitest'
import {
  MAX_CENTS,
  PIX_DISCOUNT_PERCENT,
  centsToDecimalString,
  formatBRL,
  isCents,
  pixDiscount,
  pixTotal,
} from './money.ts'

const NBSP = '\u00a0'

describe('formatBRL', () => {
  it.each([
    [123450, 'R$\u00a01.234,50'],
    [0, 'R$\u00a00,00'],
    [100000000, 'R$\u00a01.000.000,00'],
    [5, 'R$\u00a00,05'],
    [1, 'R$\u00a00,01'],
    [10, 'R$\u00a00,10'],
    [100, 'R$\u00a01,00'],
    [99999, 'R$\u00a0999,99'],
    [100000, 'R$\u00a01.000,00'],
  ])('formats %i centavos as %j', (cents, expected) => {
    expect(formatBRL(cents)).toBe(expected)
  })

  it('puts a non-breaking space (not a plain space) after R$', () => {
    const text = formatBRL(123450)
    expect(text.startsWith(`R$${NBSP}`)).toBe(true)
    expect(text).not.toContain(' ')
  })

  it.each([-1, -100, 1.5, 0.1, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'throws RangeError for %s',
    (cents) => {
      expect(() => formatBRL(cents)).toThrow(RangeError)
    },
  )

  it('throws for integers beyond the safe range', () => {
    expect(() => formatBRL(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError)
  })
})

describe('pixTotal', () => {
  it('is a 10% discount', () => {
    expect(PIX_DISCOUNT_PERCENT).toBe(10)
  })

  it.each([
    [1000, 900],
    [1005, 905], // 904.5 rounds half up
    [1004, 904], // 903.6
    [1001, 901], // 900.9
    [1006, 905], // 905.4
    [1, 1], // 0.9 rounds up
    [5, 5], // 4.5 rounds half up
    [4, 4], // 3.6
    [6, 5], // 5.4
    [15, 14], // 13.5 rounds half up
    [0, 0],
    [999999999, 899999999], // 899999999.1
    [999999995, 899999996], // 899999995.5 rounds half up
  ])('pixTotal(%i) is %i', (cents, expected) => {
    expect(pixTotal(cents)).toBe(expected)
  })

  it('always returns integer centavos rounded half up from 90% of the total (0..5000)', () => {
    for (let cents = 0; cents <= 5000; cents++) {
      const total = pixTotal(cents)
      expect(Number.isInteger(total)).toBe(true)
      // round-half-up(9c/10) = p  <=>  -5 <= 9c - 10p <= 4
      const error = 9 * cents - 10 * total
      expect(error).toBeGreaterThanOrEqual(-5)
      expect(error).toBeLessThanOrEqual(4)
    }
  })

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('throws RangeError for %s', (cents) => {
    expect(() => pixTotal(cents)).toThrow(RangeError)
  })
})

describe('pixDiscount', () => {
  it.each([
    [1000, 100],
    [1005, 100],
    [1004, 100],
    [1, 0],
    [5, 0],
    [0, 0],
    [19990, 1999],
  ])('pixDiscount(%i) is %i', (cents, expected) => {
    expect(pixDiscount(cents)).toBe(expected)
  })

  it('adds up with pixTotal to the original total (0..5000)', () => {
    for (let cents = 0; cents <= 5000; cents++) {
      const discount = pixDiscount(cents)
      expect(Number.isInteger(discount)).toBe(true)
      expect(discount).toBeGreaterThanOrEqual(0)
      expect(discount + pixTotal(cents)).toBe(cents)
    }
  })

  it('adds up with pixTotal for large totals too', () => {
    for (const cents of [999999999, 123456789, 10000000, 5000001]) {
      expect(pixDiscount(cents) + pixTotal(cents)).toBe(cents)
    }
  })

  it.each([-1, 1.5, Number.NaN])('throws RangeError for %s', (cents) => {
    expect(() => pixDiscount(cents)).toThrow(RangeError)
  })
})

describe('centsToDecimalString', () => {
  it.each([
    [123450, '1234.50'],
    [5, '0.05'],
    [0, '0.00'],
    [10, '0.10'],
    [99, '0.99'],
    [100, '1.00'],
    [101, '1.01'],
    [100000000, '1000000.00'],
    [999999999, '9999999.99'],
  ])('centsToDecimalString(%i) is %j', (cents, expected) => {
    expect(centsToDecimalString(cents)).toBe(expected)
  })

  it.each([-5, -100, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'throws RangeError for %s',
    (cents) => {
      expect(() => centsToDecimalString(cents)).toThrow(RangeError)
    },
  )
})

describe('isCents', () => {
  it.each([0, 1, 123450, MAX_CENTS])('accepts %s', (value) => {
    expect(isCents(value)).toBe(true)
  })

  it('rejects amounts past R$ 10 bilhões, where x 90 would no longer be exact', () => {
    expect(isCents(MAX_CENTS + 1)).toBe(false)
    expect(() => pixTotal(Number.MAX_SAFE_INTEGER)).toThrow(RangeError)
  })

  it('keeps the PIX total exact at the largest amount accepted', () => {
    // 10^12 x 0.9 = 9 x 10^11 exactly; one centavo less rounds 899999999999.1 down.
    expect(pixTotal(MAX_CENTS)).toBe(900_000_000_000)
    expect(pixTotal(MAX_CENTS - 1)).toBe(899_999_999_999)
  })

  it('never prints a negative zero', () => {
    expect(formatBRL(-0)).toBe('R$\u00a00,00')
  })

  it.each([
    -1,
    1.5,
    0.01,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.MAX_SAFE_INTEGER,
    '100',
    null,
    undefined,
    100n,
    {},
  ])('rejects %s', (value) => {
    expect(isCents(value)).toBe(false)
  })
})

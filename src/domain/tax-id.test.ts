import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  cleanTaxId,
  formatTaxId,
  isValidCnpj,
  isValidCpf,
  taxIdError,
  taxIdKind,
  taxIdLabel,
} from './tax-id.ts'

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const value = (char: string) => char.charCodeAt(0) - 48

// The Receita's tables, written out as published, so the code's weights are checked against them.
const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
const weighted = (chars: string, weights: number[]) =>
  weights.reduce((sum, weight, i) => sum + value(chars[i]!) * weight, 0)
const mod11Digit = (sum: number) => (sum % 11 < 2 ? 0 : 11 - (sum % 11))
const cnpjOf = (base: string) => {
  const first = mod11Digit(weighted(base, CNPJ_WEIGHTS_1))
  return `${base}${first}${mod11Digit(weighted(base + first, CNPJ_WEIGHTS_2))}`
}
const cpfDigit = (digits: string) =>
  ((weighted(
    digits,
    [...digits].map((_, i) => digits.length + 1 - i),
  ) *
    10) %
    11) %
  10
const cpfOf = (base: string) => {
  const first = cpfDigit(base)
  return `${base}${first}${cpfDigit(base + first)}`
}

const allSame = (text: string) => new Set(text).size === 1
const cnpjBase = fc
  .string({ unit: fc.constantFrom(...ALPHANUMERIC), minLength: 12, maxLength: 12 })
  .filter((base) => !allSame(base))
const cpfBase = fc
  .string({ unit: fc.constantFrom(...'0123456789'), minLength: 9, maxLength: 9 })
  .filter((base) => !allSame(base))

/** The same text with character `at` replaced by another from `alphabet`. */
const changedOne = (text: string, alphabet: string) =>
  fc
    .record({ at: fc.nat({ max: text.length - 1 }), pick: fc.nat({ max: alphabet.length - 2 }) })
    .map(({ at, pick }) => {
      const others = [...alphabet].filter((char) => char !== text[at])
      return { at, changed: text.slice(0, at) + others[pick]! + text.slice(at + 1) }
    })

describe('isValidCnpj', () => {
  it.each(['12ABC34501DE35', '11222333000181'])('takes %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true)
  })

  it.each([
    ['a wrong check digit', '12ABC34501DE36'],
    ['lower case (not cleaned)', '12abc34501de35'],
    ['a letter among the check digits', '12ABC34501DE3A'],
    ['punctuation (not cleaned)', '12.ABC.345/01DE-35'],
    ['13 characters', '1222333000181'],
    ['all zeros', '00000000000000'],
    ['one digit repeated, with the digits its sums give', '11111111111180'],
    ['one letter repeated, with the digits its sums give', cnpjOf('AAAAAAAAAAAA')],
  ])('refuses %s', (_, cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false)
  })

  it('takes any 12 characters with the check digits of the published weights', () => {
    fc.assert(fc.property(cnpjBase, (base) => isValidCnpj(cnpjOf(base))))
  })

  // Mod 11 has blind spots (not ours, the Receita's): remainders 0 and 1 both give a 0, and
  // characters whose values differ by 11, 22 or 33 ('6' and 'A', 'A' and 'L') weigh the same.
  it('catches one changed character, except where mod 11 cannot see it', () => {
    expect(isValidCnpj('126BC34501DE35')).toBe(true)
    const valid = cnpjBase.map(cnpjOf)
    fc.assert(
      fc.property(
        valid.chain((cnpj) => changedOne(cnpj, ALPHANUMERIC).map((c) => ({ cnpj, ...c }))),
        ({ cnpj, at, changed }) => {
          const blindSpot =
            at < 12 &&
            (weighted(cnpj, CNPJ_WEIGHTS_1) % 11 < 2 ||
              (value(changed[at]!) - value(cnpj[at]!)) % 11 === 0)
          return blindSpot || !isValidCnpj(changed)
        },
      ),
    )
  })

  it('refuses any change to a check digit', () => {
    const valid = cnpjBase.map(cnpjOf)
    fc.assert(
      fc.property(valid, fc.nat({ max: 1 }), fc.nat({ max: 8 }), (cnpj, which, pick) => {
        const at = 12 + which
        const digit = [...'0123456789'].filter((d) => d !== cnpj[at])[pick]!
        return !isValidCnpj(cnpj.slice(0, at) + digit + cnpj.slice(at + 1))
      }),
    )
  })
})

describe('isValidCpf', () => {
  it('takes a real one', () => {
    expect(isValidCpf('52998224725')).toBe(true)
  })

  it.each(['52998224724', '11111111111', '00000000000', '5299822472', '5299822472A'])(
    'refuses %s',
    (cpf) => {
      expect(isValidCpf(cpf)).toBe(false)
    },
  )

  it('takes any 9 digits with their check digits', () => {
    fc.assert(fc.property(cpfBase, (base) => isValidCpf(cpfOf(base))))
  })

  // The first digit weighs 11 in the second sum, nothing mod 11, and remainders 0 and 1 share a 0.
  it('catches one changed digit, unless the first sum left 0 or 1', () => {
    expect(isValidCpf('81350960705') && isValidCpf('71350960705')).toBe(true)
    const valid = cpfBase.map(cpfOf)
    fc.assert(
      fc.property(
        valid.chain((cpf) => changedOne(cpf, '0123456789').map((c) => ({ cpf, ...c }))),
        ({ cpf, at, changed }) => {
          const sum = [...cpf.slice(0, 9)].reduce((s, d, i) => s + Number(d) * (10 - i), 0)
          return (at < 9 && sum % 11 < 2) || !isValidCpf(changed)
        },
      ),
    )
  })
})

describe('cleanTaxId', () => {
  it('drops the punctuation, upper-cases and keeps anything else', () => {
    expect(cleanTaxId(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35')
    expect(cleanTaxId('529.982.247-25')).toBe('52998224725')
    expect(cleanTaxId('529_982*247')).toBe('529_982*247')
  })
})

describe('taxIdKind and taxIdLabel', () => {
  it.each([
    ['12ABC34501DE35', 'cnpj', 'CNPJ'],
    ['52998224725', 'cpf', 'CPF'],
    ['123', undefined, 'CNPJ'],
    ['', undefined, 'CNPJ'],
  ] as const)('%s is %s, labelled %s', (clean, kind, label) => {
    expect(taxIdKind(clean)).toBe(kind)
    expect(taxIdLabel(clean)).toBe(label)
  })
})

describe('taxIdError', () => {
  it.each(['12.ABC.345/01DE-35', '12.abc.345/01de-35', '11.222.333/0001-81', '529.982.247-25'])(
    '%s is valid',
    (typed) => {
      expect(taxIdError(typed)).toBeUndefined()
    },
  )

  it.each([
    ['12.ABC.345/01DE-36', 'CNPJ inválido'],
    ['00.000.000/0000-00', 'CNPJ inválido'],
    ['12ABC34501DE*5', 'CNPJ inválido'],
    ['529.982.247-24', 'CPF inválido'],
    ['111.111.111-11', 'CPF inválido'],
    ['529.982.247-2A', 'Informe um CNPJ (14 caracteres) ou um CPF (11 dígitos)'],
    ['1234567890', 'Informe um CNPJ (14 caracteres) ou um CPF (11 dígitos)'],
    ['', 'Informe um CNPJ (14 caracteres) ou um CPF (11 dígitos)'],
  ])('%s: %s', (typed, message) => {
    expect(taxIdError(typed)).toBe(message)
  })
})

describe('formatTaxId', () => {
  it('punctuates a CNPJ and a CPF, and leaves anything else as given', () => {
    expect(formatTaxId('12ABC34501DE35')).toBe('12.ABC.345/01DE-35')
    expect(formatTaxId('11222333000181')).toBe('11.222.333/0001-81')
    expect(formatTaxId('52998224725')).toBe('529.982.247-25')
    expect(formatTaxId('12345')).toBe('12345')
    expect(formatTaxId('')).toBe('')
  })

  it('round-trips through cleanTaxId', () => {
    const clean = fc.oneof(cnpjBase.map(cnpjOf), cpfBase.map(cpfOf))
    fc.assert(fc.property(clean, (id) => cleanTaxId(formatTaxId(id)) === id))
  })
})

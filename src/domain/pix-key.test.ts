import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PIX_KEY_MESSAGES as M, normalizePixKey, pixKeyError, pixKeyKind } from './pix-key.ts'
import { cnpjCheckDigits, cpfCheckDigits, formatTaxId } from './tax-id.ts'
import { VALID_DDDS } from './whatsapp.ts'

describe('pixKeyKind and normalizePixKey', () => {
  it.each([
    ['529.982.247-25', 'cpf', '52998224725'],
    ['52998224725', 'cpf', '52998224725'],
    // 11 bare digits are a CPF even when they read as a phone.
    ['11987654321', 'cpf', '11987654321'],
    ['12.abc.345/01de-35', 'cnpj', '12ABC34501DE35'],
    ['11222333000181', 'cnpj', '11222333000181'],
    ['  Loja@Exemplo.COM.br ', 'email', 'loja@exemplo.com.br'],
    ['+55 (11) 98765-4321', 'phone', '+5511987654321'],
    ['+55 11 3456-7890', 'phone', '+551134567890'],
    ['+1 555 0100', 'phone', '+15550100'],
    ['123E4567-E89B-12D3-A456-426614174000', 'random', '123e4567-e89b-12d3-a456-426614174000'],
    [' minha chave ', undefined, 'minha chave'],
    ['', undefined, ''],
  ] as const)('%s is %s, kept as %s', (typed, kind, normalized) => {
    expect(pixKeyKind(typed)).toBe(kind)
    expect(normalizePixKey(typed)).toBe(normalized)
  })
})

describe('pixKeyError', () => {
  it.each([
    '529.982.247-25',
    '12.ABC.345/01DE-35',
    '11.222.333/0001-81',
    'loja@exemplo.com.br',
    '+55 (11) 98765-4321',
    '+5521987654321',
    '+55 11 3456-7890',
    '123e4567-e89b-12d3-a456-426614174000',
    'F47AC10B-58CC-4372-A567-0E02B2C3D479',
  ])('takes %s', (key) => {
    expect(pixKeyError(key)).toBeUndefined()
  })

  it.each([
    ['529.982.247-24', M.cpf],
    ['111.111.111-11', M.cpf],
    ['11987654321', M.cpf],
    ['12.ABC.345/01DE-36', M.cnpj],
    ['00000000000000', M.cnpj],
    ['+55 11 8765-432', M.phone],
    ['+55 11 98765-43210', M.phone],
    ['+55 20 98765-4321', M.phone],
    ['+1 415 555 0100', M.phone],
    ['+55 11 9876x-4321', M.phone],
    ['+', M.phone],
    ['loja@', M.email],
    ['@exemplo.com', M.email],
    ['loja @exemplo.com', M.email],
    ['loja@exemplo', M.email],
    [`${'a'.repeat(66)}@exemplo.com`, M.email],
    ['5511987654321', M.unknown],
    ['123e4567-e89b-12d3-a456-42661417400', M.unknown],
    ['minha chave', M.unknown],
    ['', M.unknown],
  ])('%s: %s', (key, message) => {
    expect(pixKeyError(key)).toBe(message)
  })

  it('takes an e-mail of exactly 77 characters', () => {
    const email = `${'a'.repeat(65)}@exemplo.com`
    expect(email).toHaveLength(77)
    expect(pixKeyError(email)).toBeUndefined()
  })
})

const digits = (count: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: count, maxLength: count })
const alphanumeric = fc.constantFrom(
  ...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz',
)
const sometimesFormatted = (clean: string) =>
  fc.constantFrom(clean, formatTaxId(clean), ` ${formatTaxId(clean).toLowerCase()} `)

const cpfKey = digits(9)
  .filter((base) => new Set(base).size > 1)
  .map((base) => base + cpfCheckDigits(base))
  .chain(sometimesFormatted)
const cnpjKey = fc
  .string({ unit: alphanumeric, minLength: 12, maxLength: 12 })
  .map((base) => base.toUpperCase())
  .filter((base) => new Set(base).size > 1)
  .map((base) => base + cnpjCheckDigits(base))
  .chain(sometimesFormatted)
const emailKey = fc
  .stringMatching(
    /^[a-zA-Z0-9]{1,20}([._-][a-zA-Z0-9]{1,10})?@[a-zA-Z0-9]{1,20}\.(com|com\.br|net)$/,
  )
  .map((email) => ` ${email} `)
const phoneKey = fc
  .tuple(fc.constantFrom(...VALID_DDDS), fc.oneof(digits(8), digits(9)))
  .chain(([ddd, number]) =>
    fc.constantFrom(
      `+55${ddd}${number}`,
      `+55 (${ddd}) ${number.slice(0, -4)}-${number.slice(-4)}`,
    ),
  )
const randomKey = fc.uuid().chain((uuid) => fc.constantFrom(uuid, uuid.toUpperCase()))

describe('a valid key', () => {
  it('stays valid and of its kind once normalised, and normalising again changes nothing', () => {
    fc.assert(
      fc.property(fc.oneof(cpfKey, cnpjKey, emailKey, phoneKey, randomKey), (key) => {
        expect(pixKeyError(key)).toBeUndefined()
        const normalized = normalizePixKey(key)
        expect(pixKeyError(normalized)).toBeUndefined()
        expect(pixKeyKind(normalized)).toBe(pixKeyKind(key))
        expect(normalizePixKey(normalized)).toBe(normalized)
      }),
    )
  })
})

describe('a key read as the kind the owner chose (decision 049)', () => {
  it("takes 11 digits chosen as 'Telefone' as a phone, +55 added, where alone they are a CPF", () => {
    expect(pixKeyError('41987654321')).toBe(M.cpf)
    expect(pixKeyError('41987654321', 'phone')).toBeUndefined()
    expect(normalizePixKey('41987654321', 'phone')).toBe('+5541987654321')
    expect(normalizePixKey('(41) 98765-4321', 'phone')).toBe('+5541987654321')
    expect(normalizePixKey('+55 41 98765-4321', 'phone')).toBe('+5541987654321')
    expect(normalizePixKey('4133334444', 'phone')).toBe('+554133334444')
    // Stored, the key says its kind again.
    expect(pixKeyKind(normalizePixKey('41987654321', 'phone'))).toBe('phone')
  })

  it.each([
    ['00987654321', 'phone', M.phone],
    ['4198765', 'phone', M.phone],
    ['ana@exemplo.com', 'phone', M.phone],
    ['529.982.247-25', 'cnpj', M.cnpj],
    ['12.ABC.345/01DE-35', 'cpf', M.cpf],
    ['41987654321', 'email', M.email],
    ['41987654321', 'random', M.random],
  ] as const)('refuses %s chosen as %s with its kind’s message', (key, kind, message) => {
    expect(pixKeyError(key, kind)).toBe(message)
  })

  it.each([
    ['529.982.247-25', 'cpf', '52998224725'],
    ['12.abc.345/01de-35', 'cnpj', '12ABC34501DE35'],
    ['Loja@Exemplo.com', 'email', 'loja@exemplo.com'],
    ['123E4567-E89B-12D3-A456-426614174000', 'random', '123e4567-e89b-12d3-a456-426614174000'],
  ] as const)('takes %s chosen as %s', (key, kind, stored) => {
    expect(pixKeyError(key, kind)).toBeUndefined()
    expect(normalizePixKey(key, kind)).toBe(stored)
  })
})

import { describe, it, expect } from 'vitest'
import { displayName, hasOwnName, normalizeEmail } from './account.ts'

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Maria.Silva@Exemplo.COM.br  ')).toBe('maria.silva@exemplo.com.br')
  })

  it('trims tabs and line breaks', () => {
    expect(normalizeEmail('\tJOAO@EXEMPLO.COM\n')).toBe('joao@exemplo.com')
  })

  it('keeps an already normalised email', () => {
    expect(normalizeEmail('ana@exemplo.com')).toBe('ana@exemplo.com')
  })

  it('makes differently typed emails compare equal', () => {
    expect(normalizeEmail(' Ana@Exemplo.com')).toBe(normalizeEmail('ANA@EXEMPLO.COM '))
  })
})

describe('displayName', () => {
  it('uses the profile name', () => {
    expect(displayName('Maria Silva', 'maria@exemplo.com')).toBe('Maria Silva')
  })

  it('trims the profile name', () => {
    expect(displayName('  Maria Silva  ', 'maria@exemplo.com')).toBe('Maria Silva')
  })

  it.each([null, undefined, '', '   '])(
    'falls back to the part of the email before @ when the name is %j',
    (name) => {
      expect(displayName(name, 'joao.souza@exemplo.com')).toBe('joao.souza')
    },
  )

  it('trims the email part', () => {
    expect(displayName(null, '  ana@exemplo.com')).toBe('ana')
  })

  it.each([
    [null, null],
    [undefined, undefined],
    ['', ''],
    ['  ', '   '],
    [null, '@exemplo.com'],
  ])('falls back to Usuário for name %j and email %j', (name, email) => {
    expect(displayName(name, email)).toBe('Usuário')
  })
})

describe('hasOwnName', () => {
  it('is false while the name is the email (checkout sign-up), in any case or spacing, or blank', () => {
    expect(hasOwnName('cliente@exemplo.com', 'cliente@exemplo.com')).toBe(false)
    expect(hasOwnName(' Cliente@Exemplo.com ', 'cliente@exemplo.com')).toBe(false)
    expect(hasOwnName('  ', 'cliente@exemplo.com')).toBe(false)
    expect(hasOwnName(null, 'cliente@exemplo.com')).toBe(false)
  })

  it('is true for a name typed by a person, even one that looks like another email', () => {
    expect(hasOwnName('Maria Silva', 'cliente@exemplo.com')).toBe(true)
    expect(hasOwnName('outra@exemplo.com', 'cliente@exemplo.com')).toBe(true)
  })
})

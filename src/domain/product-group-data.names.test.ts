import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { optionProperties, optionProperty } from './product-group-data.ts'

describe('the option names schema.org knows (decision 053)', () => {
  it.each([
    ['Tamanho', 'size'],
    ['TAMANHO', 'size'],
    ['  tamanho ', 'size'],
    ['Tamanhos', 'size'],
    ['Tam.', 'size'],
    ['tam', 'size'],
    ['Tamanho do aro', 'size'],
    ['Tamanho (cm)', 'size'],
    ['Cor', 'color'],
    ['COR', 'color'],
    ['Côr', 'color'],
    ['Cores', 'color'],
    ['Cor da costura', 'color'],
    ['Cor/Acabamento', 'color'],
    ['Modelo do carro', undefined],
    ['Modelo', undefined],
    ['Carro', undefined],
    ['Veículo', undefined],
    ['Corte', undefined],
    ['Costura', undefined],
    ['Tamanhão', undefined],
    ['Medida', undefined],
    ['', undefined],
    ['constructor', undefined],
    ['__proto__', undefined],
  ])('%j is %s', (name, property) => {
    expect(optionProperty(name)).toBe(property)
  })

  it('a size or colour word leads the name in any case, accents aside, whatever follows', () => {
    const words = { tamanho: 'size', tamanhos: 'size', tam: 'size', cor: 'color', cores: 'color' }
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.entries(words)),
        fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
        fc.boolean(),
        fc.constantFrom('', '.', ':'),
        fc.constantFrom(' ', ' - ', '/', ' ('),
        fc.string(),
        ([spelling, property], upper, accent, dot, separator, rest) => {
          const accented = accent ? spelling.replace('o', 'ô') : spelling
          const typed = [...accented].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('')
          expect(optionProperty(`${typed}${dot}${separator}${rest}`)).toBe(property)
        },
      ),
    )
  })

  it('a name led by any other word is neither, whatever follows', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Modelo', 'Carro', 'Veículo', 'Ano', 'Corte', 'Tamanhão'),
        fc.string(),
        (first, rest) => {
          expect(optionProperty(`${first} ${rest}`)).toBeUndefined()
        },
      ),
    )
  })

  it('one size and one colour: a second colour option is told as an additional property', () => {
    expect(
      optionProperties([{ name: 'Cor' }, { name: 'Cor da costura' }, { name: 'Tam' }]),
    ).toEqual(['color', undefined, 'size'])
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { categoryKey, keptSpelling } from './category.ts'

describe('categoryKey', () => {
  it('ignores case, accents and the spaces around and between words', () => {
    for (const name of ['organizadores', ' Organizadôres ', 'ORGANIZADORES', 'Organizadores'])
      expect(categoryKey(name)).toBe('organizadores')
    expect(categoryKey('  Capas   de\tVolante ')).toBe('capas de volante')
    expect(categoryKey('Iluminação')).toBe(categoryKey('ILUMINACAO'))
    expect(categoryKey('Acessórios')).not.toBe(categoryKey('Acessório'))
  })

  it('is idempotent, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite' }), (name) => {
        const key = categoryKey(name)
        expect(categoryKey(key)).toBe(key)
      }),
      { numRuns: 1000 },
    )
  })

  it('is the same for a Portuguese name in another case, without its accents or spaced out', () => {
    const letter = fc.constantFrom(...'abcçdeéêfghiíjklmnoóôõpqrstuúüvwxyzáàâã- ')
    const cased = (name: string, upper: boolean[]) =>
      [...name].map((ch, i) => (upper[i % upper.length] ? ch.toUpperCase() : ch)).join('')
    fc.assert(
      fc.property(
        fc.string({ unit: letter }),
        fc.array(fc.boolean(), { minLength: 1 }),
        (name, upper) => {
          const key = categoryKey(name)
          expect(categoryKey(cased(name, upper))).toBe(key)
          expect(categoryKey(name.normalize('NFD').replace(/\p{M}/gu, ''))).toBe(key)
          expect(categoryKey(`  ${name.replace(/ /g, ' \t ')} `)).toBe(key)
        },
      ),
    )
  })
})

describe('keptSpelling', () => {
  const categories = ['Organizadores', 'Iluminação', 'Tapetes']

  it("is the catalog's spelling of a category asked in another", () => {
    expect(keptSpelling('organizadores', categories)).toBe('Organizadores')
    expect(keptSpelling('iluminacao ', categories)).toBe('Iluminação')
  })

  it('is undefined for a category spelled as the catalog has it, or one it does not have', () => {
    expect(keptSpelling('Organizadores', categories)).toBeUndefined()
    expect(keptSpelling('Chaveiros', categories)).toBeUndefined()
  })
})

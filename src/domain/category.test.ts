import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { categoryKey, categoryName, INVISIBLE_RANGES, keptSpelling } from './category.ts'

// Decision 041: what a paste brings along, and a letter typed apart from its accent.
const ZERO_WIDTH = 'Organizadores\u200b'
const DECOMPOSED = 'Orga\u0301nizadores'
const invisibles = INVISIBLE_RANGES.flatMap(([first, last]) =>
  Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)),
)

describe('categoryName', () => {
  it('stores a category without its invisible characters, in NFC', () => {
    expect(categoryName(ZERO_WIDTH)).toBe('Organizadores')
    expect(categoryName(DECOMPOSED)).toBe('Org\u00e1nizadores')
    expect(categoryName(`\ufeffOrga${invisibles.join('')}nizadores\u00ad`)).toBe('Organizadores')
    // Stripped before composing: the letter and its accent meet.
    expect(categoryName('Orga\u200b\u0301nizadores')).toBe('Org\u00e1nizadores')
  })

  it('strips only format characters (\\p{Cf}), not every one of them', () => {
    for (const c of invisibles) expect(c, c.codePointAt(0)!.toString(16)).toMatch(/^\p{Cf}$/u)
    // A direction embedding changes how a name is drawn: kept.
    expect(categoryName('a\u202bb')).toBe('a\u202bb')
  })

  it('is idempotent, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (name) => {
        expect(categoryName(categoryName(name))).toBe(categoryName(name))
      }),
      { numRuns: 1000 },
    )
  })
})

describe('categoryKey', () => {
  it('is the same for a category with invisible characters or a letter apart from its accent', () => {
    expect(categoryKey(ZERO_WIDTH)).toBe('organizadores')
    expect(categoryKey(DECOMPOSED)).toBe('organizadores')
    for (const c of invisibles) expect(categoryKey(`Organi${c}zadores${c}`)).toBe('organizadores')
  })

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
    expect(keptSpelling(ZERO_WIDTH, categories)).toBe('Organizadores')
  })

  it('is undefined for a category spelled as the catalog has it, or one it does not have', () => {
    expect(keptSpelling('Organizadores', categories)).toBeUndefined()
    expect(keptSpelling('Chaveiros', categories)).toBeUndefined()
  })
})

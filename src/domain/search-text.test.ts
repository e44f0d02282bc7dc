import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ACCENTED,
  foldSearchText,
  SEARCH_MAX_WORDS,
  searchWords,
  UNACCENTED,
} from './search-text.ts'

describe('foldSearchText', () => {
  it('takes the accents off and lowers the case, as the database folds the searched text', () => {
    expect(foldSearchText('Porta-Óculos VOLANTÉ Câmbio Iluminação')).toBe(
      'porta-oculos volante cambio iluminacao',
    )
    // A letter typed as a letter and a combining accent is the same letter.
    expect(foldSearchText('Cafe\u0301')).toBe('cafe')
  })

  it('pairs each accented letter with its plain letter', () => {
    expect([...ACCENTED]).toHaveLength([...UNACCENTED].length)
    for (const [i, letter] of [...ACCENTED].entries()) {
      expect(letter.normalize('NFD').replace(/\p{M}/gu, '')).toBe(UNACCENTED[i])
    }
  })
})

describe('searchWords', () => {
  it.each([
    ['capa volante', ['capa', 'volante']],
    ['  VOLANTÉ  ', ['volante']],
    ['Capa de Volante', ['capa', 'volante']],
    ['capa do volante', ['capa', 'volante']],
    ['porta-óculos', ['porta', 'oculos']],
    ['volante, capa.', ['volante', 'capa']],
    ['cap capa capa', ['capa']],
    ['de', ['de']],
    ['100%', ['100']],
    ['e_1', ['1']],
  ])('%j must find %j', (q, words) => {
    expect(searchWords(q)).toEqual(words)
  })

  it.each([
    ['nothing', ''],
    ['a lone %', '%'],
    ['a lone _', '_'],
    ['a NUL', '\u0000'],
    ['accents alone', '´`^~ \u0301\u0303'],
    ['200 characters of punctuation', '%_\\.-,;:!?'.repeat(20)],
  ])('is no search for %s', (_, q) => {
    expect(searchWords(q)).toEqual([])
  })

  it(`keeps the first ${SEARCH_MAX_WORDS} words of a long search`, () => {
    const words = Array.from({ length: 40 }, (_, i) => `palavra${i + 100}`)
    expect(searchWords(words.join(' '))).toEqual(words.slice(0, SEARCH_MAX_WORDS))
  })

  it('finds a name by itself, typed in any case, with or without its accents, words in any order', () => {
    const word = fc.string({
      unit: fc.constantFrom(...'abcçdeéêfghiíjlmnoóôõpqrstuúvxzáàâã'),
      minLength: 1,
    })
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 6 }),
        fc.boolean(),
        fc.boolean(),
        (words, upper, plain) => {
          const name = words.join(' ')
          let typed = [...words].reverse().join('  ')
          if (upper) typed = typed.toUpperCase()
          if (plain) typed = typed.normalize('NFD').replace(/\p{M}/gu, '')
          const text = foldSearchText(`${name} Categoria descrição`)
          for (const w of searchWords(typed)) expect(text).toContain(w)
        },
      ),
      { numRuns: 500 },
    )
  })

  it('never gives a word with a wildcard, a space or a control character, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite', maxLength: 200 }), (q) => {
        const words = searchWords(q)
        expect(words.length).toBeLessThanOrEqual(SEARCH_MAX_WORDS)
        for (const w of words) expect(w).toMatch(/^[\p{L}\p{N}]+$/u)
      }),
      { numRuns: 1000 },
    )
  })
})

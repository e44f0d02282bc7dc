import { describe, expect, it } from 'vitest'
import { knownCategory, parseStoreSearch, storeHref } from './store-search.ts'

const parse = (search: string) => parseStoreSearch(new URLSearchParams(search))

describe('parseStoreSearch', () => {
  it('reads the search, the category and the order', () => {
    expect(parse('q=+capa+&categoria=Volantes&ordem=menor-preco')).toEqual({
      q: 'capa',
      category: 'Volantes',
      sort: 'menor-preco',
    })
  })

  it('never refuses: an unknown order is the default, blanks are nothing', () => {
    expect(parse('q=%20&categoria=&ordem=barato')).toEqual({
      q: undefined,
      category: undefined,
      sort: 'recentes',
    })
  })

  it('cuts a long search to 200 UTF-16 units, never inside a character', () => {
    expect(parse(`q=${'a'.repeat(300)}`).q).toHaveLength(200)
    const emoji = parse(`q=a${'😀'.repeat(150)}`).q!
    expect(emoji.length).toBeLessThanOrEqual(200)
    expect(emoji).toBe(`a${'😀'.repeat(99)}`)
  })

  it('drops control characters (a NUL no search can hold)', () => {
    expect(parse('q=%00%00').q).toBeUndefined()
    expect(parse('q=ca%00pa&categoria=%00Tapetes').q).toBe('ca pa')
    expect(parse('categoria=%00Tapetes').category).toBe('Tapetes')
  })
})

describe('knownCategory and storeHref', () => {
  it('keeps a category the catalog has, as written', () => {
    const search = parse('categoria=Tapetes')
    expect(knownCategory(search, ['Tapetes']).category).toBe('Tapetes')
    expect(knownCategory(search, ['tapetes']).category).toBeUndefined()
    expect(knownCategory(search, undefined).category).toBeUndefined()
  })

  it('writes the address without the defaults', () => {
    expect(storeHref({ sort: 'recentes' })).toBe('/')
    expect(storeHref({ q: 'capa de couro', category: 'Ação & Cia', sort: 'maior-preco' })).toBe(
      '/?q=capa+de+couro&categoria=A%C3%A7%C3%A3o+%26+Cia&ordem=maior-preco',
    )
  })
})

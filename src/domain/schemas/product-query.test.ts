import { describe, expect, it } from 'vitest'
import {
  decodeProductCursor,
  encodeProductCursor,
  productListQuerySchema,
} from './product-query.ts'

const cursor = { at: '2026-11-01T12:00:00.123456Z', id: '7d3b6c1e-0000-4000-8000-000000000000' }

describe('product cursors', () => {
  it('round-trip, URL-safe', () => {
    const text = encodeProductCursor(cursor)
    expect(text).toMatch(/^[\w-]+$/)
    expect(decodeProductCursor(text)).toEqual(cursor)
  })

  it.each([
    ['not base64', '!!!'],
    ['no id', encodeProductCursor({ ...cursor, id: '' })],
    ['a date without microseconds', encodeProductCursor({ ...cursor, at: '2026-11-01T12:00:00Z' })],
    ['SQL in the id', encodeProductCursor({ ...cursor, id: "1' or '1'='1" })],
    ['extra parts', btoa(`${cursor.at}|${cursor.id}|x`)],
  ])('refuses %s', (_, text) => {
    expect(decodeProductCursor(text)).toBeUndefined()
  })
})

describe('productListQuerySchema', () => {
  const parse = (query: Record<string, string>) => productListQuerySchema.safeParse(query)
  const message = (query: Record<string, string>) => parse(query).error?.issues[0]?.message

  it('reads search, category and paging', () => {
    expect(parse({ q: ' capa ', category: 'Volantes', limit: '20', offset: '40' }).data).toEqual({
      q: 'capa',
      category: 'Volantes',
      limit: 20,
      offset: 40,
    })
    expect(parse({ after: encodeProductCursor(cursor) }).data).toEqual({ after: cursor })
  })

  it('takes a blank search or category as none', () => {
    expect(parse({ q: '   ', category: '' }).data).toEqual({ q: undefined, category: undefined })
  })

  it('reads a category as it is stored: no invisible characters, NFC', () => {
    expect(parse({ category: 'Organizadores\u200b' }).data?.category).toBe('Organizadores')
    expect(parse({ category: 'Orga\u0301nizadores' }).data?.category).toBe('Org\u00e1nizadores')
    expect(parse({ category: ' \u200b ' }).data).toEqual({ category: undefined })
  })

  it.each([
    [{ q: 'a'.repeat(201) }, 'Busca longa demais.'],
    [{ category: 'a'.repeat(101) }, 'Categoria longa demais.'],
    [{ after: 'lixo' }, 'O parâmetro "after" é inválido.'],
    // Longer than a cursor: refused by its length, never compared with the order (was a 500).
    [{ after: 'a'.repeat(201) }, 'O parâmetro "after" é inválido.'],
    [{ after: 'a'.repeat(300), sort: 'menor-preco' }, 'O parâmetro "after" é inválido.'],
    [
      { after: encodeProductCursor(cursor), offset: '48' },
      'Use o parâmetro "after" ou "offset", não os dois.',
    ],
    [{ limit: '101' }, 'O parâmetro "limit" deve ser no máximo 100.'],
  ])('answers %o in pt-BR', (query, expected) => {
    expect(message(query)).toBe(expected)
  })
})

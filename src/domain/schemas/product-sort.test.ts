import { describe, expect, it } from 'vitest'
import { decodePriceCursor, encodePriceCursor, toProductSort } from './product-sort.ts'
import { productListQuerySchema } from './product-query.ts'

const cursor = { madeToOrder: false, priceCents: 18990, id: '7d3b6c1e-0000-4000-8000-000000000000' }

describe('price cursors', () => {
  it('round-trip, URL-safe, made-to-order or not', () => {
    for (const value of [cursor, { ...cursor, madeToOrder: true, priceCents: 0 }]) {
      const text = encodePriceCursor(value)
      expect(text).toMatch(/^[\w-]+$/)
      expect(decodePriceCursor(text)).toEqual(value)
    }
  })

  it.each([
    ['not base64', '!!!'],
    ['a date cursor', btoa(`2026-11-01T12:00:00.123456Z|${cursor.id}`)],
    ['a negative price', btoa(`p|0|-1|${cursor.id}`)],
    ['a fractional price', btoa(`p|0|1.5|${cursor.id}`)],
    ['a flag other than 0 or 1', btoa(`p|2|100|${cursor.id}`)],
    ['SQL in the id', btoa(`p|0|100|1' or '1'='1`)],
    ['extra parts', btoa(`p|0|100|${cursor.id}|x`)],
  ])('refuses %s', (_, text) => {
    expect(decodePriceCursor(text)).toBeUndefined()
  })

  it('continues only the price orders', () => {
    const after = encodePriceCursor(cursor)
    expect(productListQuerySchema.safeParse({ sort: 'maior-preco', after }).data).toEqual({
      sort: 'maior-preco',
      after: cursor,
    })
    expect(productListQuerySchema.safeParse({ after }).success).toBe(false)
    expect(productListQuerySchema.safeParse({ sort: 'recentes', after }).success).toBe(false)
  })
})

describe('toProductSort', () => {
  it('knows the three orders and nothing else', () => {
    expect(toProductSort('menor-preco')).toBe('menor-preco')
    expect(toProductSort('MENOR-PRECO')).toBeUndefined()
    expect(toProductSort(null)).toBeUndefined()
    expect(toProductSort('<script>')).toBeUndefined()
  })
})

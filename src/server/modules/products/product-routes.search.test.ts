import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CatalogPage } from '#domain/product.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { TestClient } from '#server/testing/test-client.ts'
import { seedProduct } from '#server/testing/product-fixtures.ts'

let t: TestApp
let visitor: TestClient
beforeAll(async () => {
  t = await createTestApp()
  visitor = new TestClient(t)
  const minute = (m: number) => new Date(Date.UTC(2026, 10, 1, 12, m))
  const db = t.database.db
  await seedProduct(db, {
    name: 'Capa de Volante',
    category: 'Volantes',
    description: 'Feita à mão',
    createdAt: minute(1),
  })
  await seedProduct(db, { name: 'Tapete 100%', category: 'Tapetes', createdAt: minute(2) })
  await seedProduct(db, { name: 'Tapete_1', category: 'Tapetes', createdAt: minute(3) })
  await seedProduct(db, {
    name: 'Manopla',
    category: 'Câmbio',
    description: 'Combina com a capa do volante',
    createdAt: minute(4),
  })
  await seedProduct(db, { name: 'Capa do João', madeForClient: true, createdAt: minute(5) })
  await seedProduct(db, {
    name: 'Chaveiro',
    category: 'Capas e Chaves',
    description: 'Feito à mão',
    createdAt: minute(6),
  })
})
afterAll(() => t.close())

const page = async (query: string) => (await visitor.get<CatalogPage>(`/api/products${query}`)).body
const names = async (query: string) => (await page(query)).items.map((p) => p.name)

describe('GET /api/products: search and category', () => {
  it('finds every word in any order, in name, category and description, case and accents ignored, newest first', async () => {
    expect(await names('?q=CAPA')).toEqual(['Chaveiro', 'Manopla', 'Capa de Volante'])
    expect(await names('?q=volantes')).toEqual(['Capa de Volante'])
    expect(await names('?q=capa%20volante')).toEqual(['Manopla', 'Capa de Volante'])
    expect(await names('?q=volante%20capa')).toEqual(['Manopla', 'Capa de Volante'])
    expect(await names('?q=VOLANT%C3%89')).toEqual(['Manopla', 'Capa de Volante'])
    expect(await names('?q=cambio')).toEqual(['Manopla'])
    expect(await names('?q=combina')).toEqual(['Manopla'])
    expect(await names('?q=tapete')).toEqual(['Tapete_1', 'Tapete 100%'])
  })

  it('needs no small word, and no word twice', async () => {
    expect(await names('?q=capa%20do%20volante')).toEqual(['Manopla', 'Capa de Volante'])
    expect(await names('?q=capa%20de%20volante%20volante')).toEqual(['Manopla', 'Capa de Volante'])
    expect(await names('?q=volante%20couro')).toEqual([])
  })

  it('takes punctuation as a space between words, never as a wildcard', async () => {
    expect(await names('?q=100%25')).toEqual(['Tapete 100%'])
    expect(await names('?q=volante%2Ccapa.')).toEqual(['Manopla', 'Capa de Volante'])
    expect(await names('?q=e_1')).toEqual(['Tapete_1', 'Tapete 100%'])
    for (const alone of ['%25', '_', '%5C', '%25%25%25', '%C2%B4%60%5E%7E'])
      expect(await names(`?q=${alone}`)).toHaveLength(5)
  })

  it('filters by exact category, also with the search', async () => {
    expect(await names('?category=C%C3%A2mbio')).toEqual(['Manopla'])
    expect(await names('?category=c%C3%A2mbio')).toEqual([])
    expect(await names('?category=Tapetes&q=100')).toEqual(['Tapete 100%'])
    expect(await names('?category=Volantes&q=manopla')).toEqual([])
  })

  it('never lists a product made for one client', async () => {
    expect(await names('?q=jo%C3%A3o')).toEqual([])
    expect(await names('')).not.toContain('Capa do João')
  })

  it('takes a blank search as none', async () => {
    expect(await names('?q=%20%20&category=')).toHaveLength(5)
  })

  it('answers 400 in pt-BR for a search too long', async () => {
    const res = await visitor.get<{ error: { message: string } }>(
      `/api/products?q=${'a'.repeat(201)}`,
    )
    expect(res.status).toBe(400)
    expect(res.body.error.message).toBe('Busca longa demais.')
  })
})

describe('GET /api/products: keyset paging', () => {
  it('walks the list with nextAfter, the same pages as with offset', async () => {
    const first = await page('?limit=2')
    expect(first.nextOffset).toBe(2)
    const byOffset = await page('?limit=2&offset=2')
    const byCursor = await page(`?limit=2&after=${first.nextAfter}`)
    expect(byCursor.items).toEqual(byOffset.items)
    // After a keyset page only the cursor goes on.
    expect(byCursor.nextOffset).toBeNull()
    const last = await page(`?limit=2&after=${byCursor.nextAfter}`)
    expect(last.items.map((p) => p.name)).toEqual(['Capa de Volante'])
    expect(last.nextAfter).toBeNull()
  })

  it('keeps products created in the same microsecond apart, by id', async () => {
    const at = new Date(Date.UTC(2026, 0, 1))
    const db = t.database.db
    const twins = [
      await seedProduct(db, { createdAt: at }),
      await seedProduct(db, { createdAt: at }),
    ]
    const seen: string[] = []
    let after = ''
    do {
      const res = await page(`?limit=1&category=Tapetes${after && `&after=${after}`}`)
      seen.push(...res.items.map((p) => p.id))
      after = res.nextAfter ?? ''
    } while (after)
    expect(seen).toEqual(expect.arrayContaining(twins.map((p) => p.id)))
    expect(new Set(seen).size).toBe(seen.length)
  })

  it('answers 400 for a forged cursor', async () => {
    const res = await visitor.get<{ error: { message: string } }>('/api/products?after=abc')
    expect(res.status).toBe(400)
    expect(res.body.error.message).toBe('O parâmetro "after" é inválido.')
  })
})

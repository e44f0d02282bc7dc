import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CatalogPage } from '#domain/product.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { TestClient } from '#server/testing/test-client.ts'
import { seedProduct } from '#server/testing/product-fixtures.ts'

// Decision 050: a search that finds nothing as typed is tried again with its typos corrected.

let t: TestApp
let visitor: TestClient
let renamed: string
beforeAll(async () => {
  t = await createTestApp()
  visitor = new TestClient(t)
  const minute = (m: number) => new Date(Date.UTC(2026, 10, 1, 12, m))
  const db = t.database.db
  const seed = (name: string, category: string, m: number, more = {}) =>
    seedProduct(db, { name, category, description: 'Feito à mão', createdAt: minute(m), ...more })
  await seed('Capa de Volante', 'Volantes', 1)
  await seed('Tapete Bordado', 'Tapetes', 2)
  await seed('Tapete de Borracha', 'Tapetes', 3)
  await seed('Manopla de Câmbio', 'Câmbio', 4)
  await seed('Volante Esportivo', 'Volantes', 5)
  await seed('Chaveiro Volante', 'Chaveiros', 6)
  await seed('Espelho Oculto', 'Espelhos', 7, { hidden: true })
  await seed('Retrovisor do Joaquim', 'Espelhos', 8, { madeForClient: true })
  renamed = (await seed('Almofada Antiga', 'Conforto', 9)).id
})
afterAll(() => t.close())

const page = async (query: string) => {
  const res = await visitor.get<CatalogPage>(`/api/products?${query}`)
  expect(res.status).toBe(200)
  return res.body
}
const names = async (query: string) => (await page(query)).items.map((p) => p.name)

describe('GET /api/products: a misspelt search', () => {
  it('finds what it meant, and says what it searched for', async () => {
    const volnte = await page('q=volnte')
    expect(volnte.corrected).toBe('volante')
    expect(volnte.items.map((p) => p.name)).toEqual([
      'Chaveiro Volante',
      'Volante Esportivo',
      'Capa de Volante',
    ])
    expect(await page('q=tapte')).toMatchObject({ corrected: 'tapete' })
    expect(await names('q=tapte')).toEqual(['Tapete de Borracha', 'Tapete Bordado'])
    expect(await names('q=MANOLPA')).toEqual(['Manopla de Câmbio'])
    expect(await names('q=capa%20volnte')).toEqual(['Capa de Volante'])
    expect((await page('q=capa%20volnte')).corrected).toBe('capa volante')
  })

  it('pages the corrected search as any other, with the category and the order asked', async () => {
    const first = await page('q=volnte&limit=2')
    expect(first.items.map((p) => p.name)).toEqual(['Chaveiro Volante', 'Volante Esportivo'])
    expect(first.nextOffset).toBe(2)
    const second = await page(`q=volnte&limit=2&after=${first.nextAfter}`)
    expect(second).toMatchObject({ corrected: 'volante', nextAfter: null })
    expect(second.items.map((p) => p.name)).toEqual(['Capa de Volante'])
    expect(await names('q=volnte&category=Chaveiros')).toEqual(['Chaveiro Volante'])
    expect(await names('q=tapte&category=Volantes')).toEqual([])
  })

  it('corrects to no word of a hidden product, nor of one made for a client', async () => {
    expect(await page('q=espleho')).toEqual({ items: [], nextOffset: null, nextAfter: null })
    expect(await page('q=joaqim')).toEqual({ items: [], nextOffset: null, nextAfter: null })
  })

  it('corrects to the words the catalog has now, after a product is renamed', async () => {
    const db = t.database.db
    await db.execute(sql`update products set name = 'Almofada Lombar' where id = ${renamed}`)
    expect(await names('q=lombr')).toEqual(['Almofada Lombar'])
    // 'antiga' is still a word of catalog_words, but no product has it any more.
    expect(await page('q=antgia')).toEqual({ items: [], nextOffset: null, nextAfter: null })
  })

  it('is not tried when the search finds something, nor for a word too short', async () => {
    const exact = await page('q=volante')
    expect(exact.corrected).toBeUndefined()
    expect(exact.items).toHaveLength(3)
    expect(await page('q=xz')).toEqual({ items: [], nextOffset: null, nextAfter: null })
    expect(await names('q=couro')).toEqual([])
    // Past the end of a search that found something: the end, not another search's products.
    expect(await page('q=tap&offset=48')).toEqual({ items: [], nextOffset: null, nextAfter: null })
  })

  it('answers every hostile search, bounded, without a 5xx', async () => {
    const hostile = [
      'x',
      '%',
      '_',
      "'",
      '"',
      "volnte' or 1=1 --",
      'volnte%_tapte',
      'volnte '.repeat(28).trim(),
      'v'.repeat(200),
      Array.from({ length: 40 }, (_, i) => `tapte${i}`)
        .join(' ')
        .slice(0, 200),
    ]
    for (const q of hostile) await page(`q=${encodeURIComponent(q)}`)
    // Its short words searched as typed: no product has 'or' and '1' beside a volante.
    expect(await names(`q=${encodeURIComponent("volnte' or 1=1 --")}`)).toEqual([])
    expect(await names(`q=${encodeURIComponent('volnte%_tapte')}`)).toEqual([])
  })
})

import { readFileSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CatalogPage } from '#domain/product.ts'
import { ACCENTED, foldSearchText, UNACCENTED } from '#domain/search-text.ts'
import { products } from '#server/db/schema/catalog.ts'
import { seedProduct } from '#server/testing/product-fixtures.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'

// Decision 029: the database folds the searched text as the app folds a search (generated columns of
// migration 0018), so what a shopper types finds what the owner wrote.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await seedProduct(t.database.db, {
    name: 'Porta-Óculos de Couro para Quebra-Sol',
    category: 'Organizadores',
    description: 'Prende no quebra-sol.',
  })
  await seedProduct(t.database.db, {
    name: 'Capa de Volante em Couro',
    category: 'Volantes',
    description: 'Costura dupla, feita à mão.',
  })
})
afterAll(() => t.close())

const names = async (q: string) => {
  const res = await t.app.request(`/api/products?q=${encodeURIComponent(q)}`)
  expect(res.status).toBe(200)
  return ((await res.json()) as CatalogPage).items.map((p) => p.name)
}

describe('the folded text the database keeps', () => {
  it('is foldSearchText of name, category, description and values, for any Portuguese text', async () => {
    const letters = fc.constantFrom(...`abcdefghijklmnopqrstuvwxyzABCÇÉÍ ${ACCENTED}-,.%_'`)
    const text = fc.string({ unit: letters, maxLength: 40 })
    await fc.assert(
      fc.asyncProperty(text, text, text, async (name, category, description) => {
        const row = await seedProduct(t.database.db, { name, category, description })
        const [kept] = await t.database.db
          .select({ searchText: products.searchText })
          .from(products)
          .where(eq(products.id, row.id))
        await t.database.db.delete(products).where(eq(products.id, row.id))
        // A product without options has no variants' values (decision 053): '' after the space.
        expect(kept!.searchText).toBe(foldSearchText(`${name} ${category} ${description} `))
      }),
      { numRuns: 60 },
    )
  })

  it.each(['0018_search-words', '0035_store-card-and-search'])(
    'is spelled by migration %s with the letters the app folds',
    (name) => {
      const migration = readFileSync(new URL(`./migrations/${name}.sql`, import.meta.url), 'utf8')
      expect(migration).toContain(`'${ACCENTED}', '${UNACCENTED}'))) STORED NOT NULL`)
    },
  )

  it('stays in step when the product is renamed', async () => {
    const row = await seedProduct(t.database.db, { name: 'Chaveiro', category: 'Chaveiros' })
    try {
      await t.database.db
        .update(products)
        .set({ name: 'Lixeira Automotiva', category: 'Organizadores', description: 'Com tampa.' })
        .where(eq(products.id, row.id))
      expect(await names('lixeira')).toEqual(['Lixeira Automotiva'])
      expect(await names('chaveiro')).toEqual([])
    } finally {
      await t.database.db.delete(products).where(eq(products.id, row.id))
    }
  })
})

describe('what a shopper types', () => {
  it.each([
    ['capa volante', ['Capa de Volante em Couro']],
    ['volante couro', ['Capa de Volante em Couro']],
    ['VOLANTÉ', ['Capa de Volante em Couro']],
    ['oculos', ['Porta-Óculos de Couro para Quebra-Sol']],
    ['porta oculos', ['Porta-Óculos de Couro para Quebra-Sol']],
    ['couro', ['Capa de Volante em Couro', 'Porta-Óculos de Couro para Quebra-Sol']],
    ['costura mao', ['Capa de Volante em Couro']],
    ['organizadores quebra sol', ['Porta-Óculos de Couro para Quebra-Sol']],
    ['volante tapete', []],
  ])('%j finds %j', async (q, found) => {
    expect(await names(q)).toEqual(found)
  })

  it.each([
    ['200 characters of punctuation', '%_\\.-,;:!?'.repeat(20)],
    ['a lone %', '%'],
    ['a lone _', '_'],
    ['accents alone', '´`^~\u0301'],
  ])('%s is no search: the whole store, never an error', async (_, q) => {
    expect(await names(q)).toHaveLength(2)
  })

  it('answers a NUL with a 400 in pt-BR (the store page takes it out before asking)', async () => {
    const api = await t.app.request('/api/products?q=%00')
    expect(api.status).toBe(400)
    expect(((await api.json()) as { error: { message: string } }).error.message).toMatch(
      /^[A-ZÁ-Ú]/,
    )
  })

  it('searches nothing where the text is all small words it cannot drop', async () => {
    // 'de' alone is searched for: both products have it.
    expect(await names('de')).toHaveLength(2)
    expect(await names('um')).toEqual([])
  })
})

import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CatalogPage, Product } from '#domain/product.ts'
import { encodeProductCursor } from '#domain/schemas/product-query.ts'
import { encodePriceCursor } from '#domain/schemas/product-sort.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { TestClient } from '#server/testing/test-client.ts'
import { seedProduct } from '#server/testing/product-fixtures.ts'

let t: TestApp
let visitor: TestClient
beforeAll(async () => {
  t = await createTestApp()
  visitor = new TestClient(t)
})
afterAll(() => t.close())

const page = async (query: string) => (await visitor.get<CatalogPage>(`/api/products${query}`)).body

/** Every product of an order, page after page by `nextAfter`. */
async function walk(sort: string, limit: number, filter = ''): Promise<Product[]> {
  const seen: Product[] = []
  let after: string | null = null
  for (let pages = 0; pages < 100; pages++) {
    const cursor: string = after ? `&after=${after}` : ''
    const answer = await page(`?sort=${sort}&limit=${limit}${filter}${cursor}`)
    seen.push(...answer.items)
    after = answer.nextAfter
    if (!after) return seen
  }
  throw new Error('the pages never end')
}

/** The order the store promises: priced products by price (ties by id), made-to-order last. */
function expected(all: Product[], sort: 'menor-preco' | 'maior-preco'): string[] {
  const byId = (a: Product, b: Product) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  const priced = all.filter((p) => !p.isCustomOrder)
  const custom = all.filter((p) => p.isCustomOrder)
  const asc = (a: Product, b: Product) => a.priceCents - b.priceCents || byId(a, b)
  const order = sort === 'menor-preco' ? asc : (a: Product, b: Product) => -asc(a, b)
  return [...priced.sort(order), ...custom.sort(order)].map((p) => p.id)
}

describe('GET /api/products?sort=', () => {
  it('pages every catalog product once, in price order, made-to-order last, whatever the prices', async () => {
    const product = fc.record({
      priceCents: fc.oneof(fc.constantFrom(0, 1990, 18990), fc.integer({ min: 0, max: 500_000 })),
      isCustomOrder: fc.boolean(),
      madeForClient: fc.constantFrom(false, false, false, true),
    })
    let run = 0
    await fc.assert(
      fc.asyncProperty(
        fc.array(product, { minLength: 0, maxLength: 14 }),
        fc.integer({ min: 1, max: 5 }),
        async (rows, limit) => {
          // Each run in a category of its own: the runs before it stay, but out of its pages.
          const category = `ordem-${++run}`
          for (const row of rows) {
            await seedProduct(t.database.db, { ...row, name: 'Produto', category })
          }
          const filter = `&category=${category}`
          const all = (await page(`?limit=100${filter}`)).items
          expect(all).toHaveLength(rows.filter((r) => !r.madeForClient).length)
          for (const sort of ['menor-preco', 'maior-preco'] as const) {
            expect((await walk(sort, limit, filter)).map((p) => p.id)).toEqual(expected(all, sort))
          }
          // Newest first stays the default, and pages the same set.
          const newest = await walk('recentes', limit, filter)
          expect(newest.map((p) => p.id)).toEqual(all.map((p) => p.id))
        },
      ),
      { numRuns: 25 },
    )
  })

  it('sorts within a search and a category', async () => {
    const seed = (name: string, priceCents: number, category = 'Tapetes') =>
      seedProduct(t.database.db, { name, priceCents, category, description: `${name} à mão` })
    await seed('Tapete Caro', 30000)
    await seed('Tapete Barato', 9000)
    await seed('Tapete Médio', 15000)
    await seed('Capa Barata', 100, 'Capas')
    const names = async (query: string) => (await page(query)).items.map((p) => p.name)
    // The products of the property above are described as 'Tapete bordado à mão', in other categories.
    expect(await names('?q=tapete&category=Tapetes&sort=menor-preco')).toEqual([
      'Tapete Barato',
      'Tapete Médio',
      'Tapete Caro',
    ])
    expect(await names('?category=Tapetes&sort=maior-preco&limit=2')).toEqual([
      'Tapete Caro',
      'Tapete Médio',
    ])
  })

  it.each([
    ['?sort=barato', 'O parâmetro "sort" deve ser recentes, menor-preco, maior-preco.'],
    [
      `?sort=menor-preco&after=${encodeProductCursor({ at: '2026-11-01T12:00:00.123456Z', id: '7d3b6c1e-0000-4000-8000-000000000000' })}`,
      'O parâmetro "after" é inválido.',
    ],
    [
      `?after=${encodePriceCursor({ madeToOrder: false, priceCents: 100, id: '7d3b6c1e-0000-4000-8000-000000000000' })}`,
      'O parâmetro "after" é inválido.',
    ],
  ])('refuses %s with a pt-BR 400', async (query, message) => {
    const answer = await visitor.get<{ error: { message: string } }>(`/api/products${query}`)
    expect(answer.status).toBe(400)
    expect(answer.body.error.message).toBe(message)
  })
})

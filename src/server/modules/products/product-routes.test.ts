import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Product, ProductPage } from '#domain/product.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { insertProducts } from './product-repository.ts'

let t: TestApp
const base = new Date('2026-11-01T12:00:00Z')
const long =
  'Capa costurada à mão em couro legítimo, com linha encerada e acabamento ponto a ponto. '.repeat(
    3,
  )

beforeAll(async () => {
  t = await createTestApp()
  await insertProducts(
    t.database.db,
    Array.from({ length: 5 }, (_, i) => ({
      name: `Produto ${i}`,
      priceCents: 1000 + i,
      description: i === 0 ? long : `Descrição ${i}`,
      image: `/demo/products/p${i}.svg`,
      category: 'Volantes',
      stock: i,
      isCustomOrder: i === 4,
      // Produto 4 is the newest.
      createdAt: new Date(base.getTime() + i * 60_000),
    })),
  )
})
afterAll(() => t.close())

async function getJson<T>(path: string) {
  const res = await t.app.request(path)
  return { res, body: (await res.json()) as T }
}

describe('GET /api/products', () => {
  it('lists products newest first, with prices in centavos and a 100-character preview', async () => {
    const { res, body } = await getJson<ProductPage>('/api/products')
    expect(res.status).toBe(200)
    expect(body.items.map((p) => p.name)).toEqual([
      'Produto 4',
      'Produto 3',
      'Produto 2',
      'Produto 1',
      'Produto 0',
    ])
    expect(body.nextOffset).toBeNull()
    const first = body.items.at(-1) as Product
    expect(first.priceCents).toBe(1000)
    expect(first.shortDescription).toBe(long.slice(0, 100))
    expect(body.items[0]?.isCustomOrder).toBe(true)
  })

  it('pages with limit and offset, telling where the next page starts', async () => {
    const page1 = await getJson<ProductPage>('/api/products?limit=2')
    expect(page1.body.items.map((p) => p.name)).toEqual(['Produto 4', 'Produto 3'])
    expect(page1.body.nextOffset).toBe(2)
    const page3 = await getJson<ProductPage>('/api/products?limit=2&offset=4')
    expect(page3.body.items.map((p) => p.name)).toEqual(['Produto 0'])
    expect(page3.body.nextOffset).toBeNull()
  })

  it.each(['limit=abc', 'offset=-1', 'limit=0', 'limit=1.5', 'limit=101', 'offset=1e3'])(
    'answers 400 with a pt-BR message for %s',
    async (query) => {
      const { res, body } = await getJson<{ error: { code: string; message: string } }>(
        `/api/products?${query}`,
      )
      expect(res.status).toBe(400)
      expect(body.error.code).toBe('validation')
      expect(body.error.message).toMatch(/^O parâmetro "(limit|offset)" deve ser/)
    },
  )
})

describe('GET /api/products/:id', () => {
  it('returns the product', async () => {
    const { body: list } = await getJson<ProductPage>('/api/products')
    const wanted = list.items[2] as Product
    const { res, body } = await getJson<Product>(`/api/products/${wanted.id}`)
    expect(res.status).toBe(200)
    // Saved before lists of photos, it shows its one address as its one photo.
    const only = { photo: null, url: wanted.image, alt: wanted.name, widths: [] }
    // One variant, its own id, as every product without options (decision 053).
    const variant = { id: wanted.id, values: [], label: '', stock: wanted.stock, priceCents: null }
    expect(body).toEqual({
      ...wanted,
      photos: [only],
      options: [],
      variants: [{ ...variant, sku: null, photo: null, offered: true }],
    })
  })

  it.each([
    ['an unknown id', '7d3b6c1e-0000-4000-8000-000000000000'],
    ['a malformed id', 'not-a-uuid'],
    ['an SQL fragment', "1'%20or%20'1'='1"],
  ])('answers 404 "Produto não encontrado" for %s', async (_, id) => {
    const { res, body } = await getJson<{ error: { message: string } }>(`/api/products/${id}`)
    expect(res.status).toBe(404)
    expect(body).toEqual({
      error: { code: 'product-not-found', message: 'Produto não encontrado' },
    })
  })
})

describe('GET /api/products/categories', () => {
  it('lists the distinct non-empty categories of the catalog, sorted as in pt-BR', async () => {
    await insertProducts(
      t.database.db,
      [
        ['Câmbio', false],
        ['acessórios', false],
        ['Bancos', false],
        ['', false],
        ['Volantes', false],
        ['Só do Cliente', true],
      ].map(([category, madeForClient], i) => ({
        name: `Extra ${i}`,
        priceCents: 500,
        description: 'Extra',
        image: '/demo/products/extra.svg',
        category: category as string,
        madeForClient: madeForClient as boolean,
        createdAt: new Date(base.getTime() - (i + 1) * 60_000),
      })),
    )
    const { res, body } = await getJson<{ categories: string[] }>('/api/products/categories')
    expect(res.status).toBe(200)
    expect(body).toEqual({ categories: ['acessórios', 'Bancos', 'Câmbio', 'Volantes'] })
  })
})

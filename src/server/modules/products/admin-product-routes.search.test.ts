import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ProductPage } from '#domain/product.ts'
import { products } from '#server/db/schema/catalog.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { seedProduct } from '#server/testing/product-fixtures.ts'

let f: AdminFixture
beforeAll(async () => {
  f = await adminFixture()
})
afterAll(() => f.t.close())
beforeEach(async () => {
  await f.t.database.db.delete(products)
})

const db = () => f.t.database.db
type ErrorAnswer = { error: { code: string; message: string } }

describe('GET /api/admin/products', () => {
  const list = (query = '') => f.admin.get<ProductPage>(`/api/admin/products${query}`)
  const names = async (query = '') => (await list(query)).body.items.map((p) => p.name)

  beforeEach(async () => {
    const minute = (m: number) => new Date(Date.UTC(2026, 10, 1, 12, m))
    await seedProduct(db(), { name: 'Capa de Volante', category: 'Volantes', createdAt: minute(1) })
    await seedProduct(db(), { name: 'Tapete 100%', category: 'Tapetes', createdAt: minute(2) })
    await seedProduct(db(), {
      name: 'Manopla',
      category: 'Câmbio',
      description: 'Combina com a CAPA do volante',
      createdAt: minute(3),
    })
    await seedProduct(db(), { name: 'Sem Grupo', category: '', createdAt: minute(4) })
    await seedProduct(db(), { name: 'Capa do João', madeForClient: true, createdAt: minute(5) })
  })

  it('lists the catalog newest first, never a project made for one client', async () => {
    const res = await list()
    expect(res.status).toBe(200)
    expect(res.body.nextOffset).toBeNull()
    expect(res.body.items.map((p) => p.name)).toEqual([
      'Sem Grupo',
      'Manopla',
      'Tapete 100%',
      'Capa de Volante',
    ])
    expect(res.body.items[0]).toMatchObject({ category: '', stock: 0, isCustomOrder: false })
  })

  // The store's search (#domain/search-text.ts): every word, in name, category or description.
  it('searches as the store does, every word, case and accents ignored', async () => {
    expect(await names('?q=capa')).toEqual(['Manopla', 'Capa de Volante'])
    expect(await names('?q=combina%20c%C3%82MBIO')).toEqual(['Manopla'])
    expect(await names('?q=VOLANTES')).toEqual(['Capa de Volante'])
    expect(await names('?q=%20%20')).toHaveLength(4)
    expect(await names('?q=Jo%C3%A3o')).toEqual([])
  })

  it('takes % and _ as spaces between words', async () => {
    expect(await names('?q=100%25')).toEqual(['Tapete 100%'])
    expect(await names('?q=%25')).toHaveLength(4)
    expect(await names('?q=_')).toHaveLength(4)
  })

  it('filters by exact category, also combined with the search', async () => {
    expect(await names('?category=C%C3%A2mbio')).toEqual(['Manopla'])
    expect(await names('?category=Volantes&q=manopla')).toEqual([])
    expect(await names('?category=volante')).toEqual([])
  })

  it('pages with limit and offset', async () => {
    const page1 = await list('?limit=3')
    expect(page1.body.items.map((p) => p.name)).toEqual(['Sem Grupo', 'Manopla', 'Tapete 100%'])
    expect(page1.body.nextOffset).toBe(3)
    expect(await names('?limit=3&offset=3')).toEqual(['Capa de Volante'])
    expect((await list('?limit=3&offset=3')).body.nextOffset).toBeNull()
  })

  it.each([
    ['limit=abc', 'O parâmetro "limit" deve ser um número inteiro.'],
    ['limit=0', 'O parâmetro "limit" deve ser no mínimo 1.'],
    ['limit=101', 'O parâmetro "limit" deve ser no máximo 100.'],
    ['offset=-1', 'O parâmetro "offset" deve ser no mínimo 0.'],
  ])('answers 400 in pt-BR for %s', async (query, message) => {
    const res = await f.admin.get<ErrorAnswer>(`/api/admin/products?${query}`)
    expect(res.status).toBe(400)
    expect(res.body.error.message).toBe(message)
  })
})

import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AdminProduct } from '#domain/product.ts'
import { users } from '#server/db/schema/accounts.ts'
import { products } from '#server/db/schema/catalog.ts'
import { orders } from '#server/db/schema/orders.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { PRODUCT_INPUT, productEdit, seedProduct } from '#server/testing/product-fixtures.ts'

// Decision 028: one category per name, the first spelling kept.

let f: AdminFixture
beforeAll(async () => {
  f = await adminFixture()
})
afterAll(() => f.t.close())
beforeEach(async () => {
  await f.t.database.db.delete(orders)
  await f.t.database.db.delete(products)
})

const db = () => f.t.database.db
type ProductAnswer = { product: AdminProduct }

async function create(category: string) {
  const res = await f.admin.post<ProductAnswer>('/api/admin/products', {
    ...PRODUCT_INPUT,
    category,
  })
  if (res.status !== 201) throw new Error(`not created: ${JSON.stringify(res.body)}`)
  return res.body.product
}

const storedCategories = async () =>
  (await db().select().from(products).orderBy(asc(products.createdAt))).map((p) => p.category)
const chips = async () =>
  (await f.visitor.get<{ categories: string[] }>('/api/products/categories')).body.categories

describe('the category of a product the owner saves', () => {
  it("joins the catalog's spelling when typed in another case or with other accents and spaces", async () => {
    await seedProduct(db(), { category: 'Organizadores' })
    expect(await chips()).toEqual(['Organizadores'])
    expect((await create('organizadores')).category).toBe('Organizadores')
    expect((await create('Organizadôres ')).category).toBe('Organizadores')
    expect((await create('ORGANIZADORES')).category).toBe('Organizadores')
    expect(await storedCategories()).toEqual(Array(4).fill('Organizadores'))
    // The store's cache was emptied by each save: one chip, with every product in it.
    expect(await chips()).toEqual(['Organizadores'])
    const page = await f.visitor.get<{ items: unknown[] }>('/api/products?category=Organizadores')
    expect(page.body.items).toHaveLength(4)
  })

  it('keeps a new category as typed, and the oldest product’s spelling among two', async () => {
    expect((await create('Chaveiros')).category).toBe('Chaveiros')
    // Two spellings written before the rule (the migration merges them): the oldest wins.
    await seedProduct(db(), { category: 'tapetes', createdAt: new Date('2026-01-01T00:00:00Z') })
    await seedProduct(db(), { category: 'Tapetes', createdAt: new Date('2026-02-01T00:00:00Z') })
    expect((await create('TAPETES')).category).toBe('tapetes')
  })

  it('on an edit too; a category only the edited product has may be respelled', async () => {
    await seedProduct(db(), { category: 'Organizadores' })
    const own = await create('Capas')
    const edit = (p: AdminProduct, category: string) =>
      f.admin.request<ProductAnswer>(
        'PATCH',
        `/api/admin/products/${p.id}`,
        productEdit(p, { category }),
      )
    const joined = await edit(own, 'organizadores')
    expect(joined.status).toBe(200)
    expect(joined.body.product.category).toBe('Organizadores')
    const respelled = await edit(joined.body.product, 'Capas de Couro')
    const alone = await edit(respelled.body.product, 'capas de couro')
    expect(alone.body.product.category).toBe('capas de couro')
    expect(await chips()).toEqual(['capas de couro', 'Organizadores'])
  })

  // Decision 041: categories that look the same are the same.
  it('joins it when pasted with an invisible character or typed with its accent apart', async () => {
    await seedProduct(db(), { category: 'Organizadores' })
    expect((await create('Organizadores\u200b')).category).toBe('Organizadores')
    expect((await create('Orga\u0301nizadores')).category).toBe('Organizadores')
    expect(await chips()).toEqual(['Organizadores'])
    // A new one is stored composed (NFC), without what cannot be seen.
    expect((await create('\ufeffIluminac\u0327a\u0303o')).category).toBe('Ilumina\u00e7\u00e3o')
    const blank = await f.admin.post('/api/admin/products', {
      ...PRODUCT_INPUT,
      category: '\u200b',
    })
    expect(blank.status).toBe(400)
    expect(blank.body).toEqual({
      error: { code: 'validation', message: 'Categoria é obrigatória' },
    })
  })

  // On PostgreSQL, without lockCategory, this stored several spellings in two runs of three.
  it('saves at once of one new category in several spellings store one', async () => {
    await Promise.all(
      [
        'Iluminação',
        'iluminacao',
        'ILUMINAÇÃO',
        'iluminação ',
        'Iluminacao',
        'ILUMINACAO',
        ' iluminaçao',
        'IluminaÇão',
      ].map(create),
    )
    expect(new Set(await storedCategories()).size).toBe(1)
    expect(await chips()).toHaveLength(1)
  })
})

describe('the category of a project the owner generates', () => {
  it.each(['organizadôres', 'Orga\u0301nizadores\u200b'])(
    "takes the catalog's spelling for %j",
    async (category) => {
      await seedProduct(db(), { category: 'Organizadores' })
      const [client] = await db().select().from(users).where(eq(users.email, 'cliente@exemplo.com'))
      const project = await f.admin.post<{ project: { category: string } }>('/api/admin/projects', {
        name: 'Organizador Sob Medida',
        priceCents: 25000,
        category,
        image: 'https://cdn.exemplo.com/org.jpg',
        description: 'Organizador sob medida',
        clientId: client!.id,
      })
      expect(project.status).toBe(201)
      expect(project.body.project.category).toBe('Organizadores')
    },
  )
})

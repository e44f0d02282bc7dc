import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { CatalogPage } from '#domain/product.ts'
import { products } from '#server/db/schema/catalog.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { variantSaveKit } from '#server/testing/variant-save-kit.ts'

// Decision 053: the store's search finds a product in variants once, by its option values too
// (the values its offered variants have), and the misspelt search learns them (decision 050).

let f: AdminFixture
let k: ReturnType<typeof variantSaveKit>
beforeAll(async () => {
  f = await adminFixture()
  k = variantSaveKit(f)
})
afterAll(() => f.t.close())
beforeEach(async () => {
  await f.t.database.db.delete(products)
})

const search = async (q: string) => {
  const res = await f.visitor.get<CatalogPage>(`/api/products?q=${encodeURIComponent(q)}`)
  expect(res.status).toBe(200)
  return res.body
}
const found = async (q: string) => (await search(q)).items.map((p) => p.name)

/** A cover for three car models, of which HB20 is not offered. */
async function coverForCars() {
  await k.create({ name: 'Tapete Bordado', category: 'Tapetes', description: 'Bordado à mão' })
  const product = await k.create({ name: 'Capa de Volante', stock: 0 })
  const res = await k.save(product.id, {
    version: product.version,
    options: [
      {
        name: 'Modelo do carro',
        values: [{ value: 'Ônix' }, { value: 'Corolla' }, { value: 'HB20' }],
      },
      { name: 'Cor', values: [{ value: 'Preta' }, { value: 'Vermelha' }] },
    ],
    variants: [
      { values: ['Ônix', 'Preta'], stock: 1 },
      { values: ['Ônix', 'Vermelha'], stock: 1 },
      { values: ['Corolla', 'Preta'], stock: 1 },
      { values: ['Corolla', 'Vermelha'], stock: 0 },
      { values: ['HB20', 'Preta'], stock: 0, offered: false },
      { values: ['HB20', 'Vermelha'], stock: 0, offered: false },
    ],
  })
  expect(res.status).toBe(200)
  return res.body.product
}

describe('GET /api/products?q=: a product in variants', () => {
  it('is found once by an option value, with its other words, accents and case ignored', async () => {
    await coverForCars()
    expect(await found('onix')).toEqual(['Capa de Volante'])
    expect(await found('capa ONIX vermelha')).toEqual(['Capa de Volante'])
    expect(await found('corolla')).toEqual(['Capa de Volante'])
    // A value only variants not offered have is not what the product sells.
    expect((await search('hb20')).items).toEqual([])
  })

  it('is found by a misspelt value, corrected to it', async () => {
    await coverForCars()
    const corola = await search('corola')
    expect(corola.corrected).toBe('corolla')
    expect(corola.items.map((p) => p.name)).toEqual(['Capa de Volante'])
  })

  it('follows the owner’s save of its variants', async () => {
    const product = await coverForCars()
    const [cars, colours] = product.options
    const res = await k.save(product.id, {
      version: product.version,
      options: [{ ...cars!, values: [{ ...cars!.values[0]!, value: 'Tracker' }] }, colours!],
      variants: product.variants
        .filter((v) => v.values[0] === 'Ônix')
        .map((v) => ({ id: v.id, values: ['Tracker', v.values[1]!] })),
    })
    expect(res.status).toBe(200)
    expect(await found('tracker')).toEqual(['Capa de Volante'])
    expect((await search('onix')).items).toEqual([])
    expect((await search('corolla')).items).toEqual([])
  })
})

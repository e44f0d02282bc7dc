import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { productLeads } from '#server/db/schema/leads.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { seedProduct } from '#server/testing/product-fixtures.ts'
import { giveOption } from '#server/testing/variant-fixtures.ts'

let f: AdminFixture
let capa: string
let painel: string
let tapete: string

beforeAll(async () => {
  f = await adminFixture()
  const db = f.t.database.db
  capa = (await seedProduct(db, { name: 'Capa Esgotada' })).id
  painel = (await seedProduct(db, { name: 'Painel', isCustomOrder: true })).id
  tapete = (await seedProduct(db, { name: 'Tapete' })).id
})
afterAll(() => f.t.close())
beforeEach(() => f.t.database.db.delete(productLeads))

const at = (minute: number) => new Date(Date.UTC(2026, 10, 5, 14, minute))
const leadRows = () => f.t.database.db.select().from(productLeads)

async function seedLeads() {
  await f.t.database.db.insert(productLeads).values([
    {
      productId: capa,
      whatsapp: '11987654321',
      carInfo: 'Gol 2015',
      kind: 'notify',
      createdAt: at(1),
    },
    {
      productId: painel,
      whatsapp: '21998765432',
      carInfo: 'Onix 2022',
      kind: 'interest',
      createdAt: at(3),
    },
    // Legacy rows may lack the car.
    { productId: capa, whatsapp: '31991234567', carInfo: '  ', kind: 'notify', createdAt: at(2) },
  ])
}

describe('who may call the admin lead routes', () => {
  it.each(['GET', 'DELETE'])('%s /api/admin/leads: visitor 401, customer 403', async (method) => {
    await seedLeads()
    expect((await f.visitor.request(method, '/api/admin/leads')).status).toBe(401)
    expect((await f.customer.request(method, '/api/admin/leads')).status).toBe(403)
    expect(await leadRows()).toHaveLength(3)
  })
})

describe('GET /api/admin/leads', () => {
  it('lists the leads newest first, with product, digits, car and kind', async () => {
    await seedLeads()
    const res = await f.admin.get('/api/admin/leads')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      leads: [
        {
          id: expect.any(String),
          productId: painel,
          productName: 'Painel',
          variantLabel: null,
          whatsapp: '21998765432',
          carInfo: 'Onix 2022',
          kind: 'interest',
          createdAt: at(3).toISOString(),
        },
        expect.objectContaining({ whatsapp: '31991234567', carInfo: 'Não informado' }),
        expect.objectContaining({
          productName: 'Capa Esgotada',
          kind: 'notify',
          carInfo: 'Gol 2015',
        }),
      ],
      totals: { leads: 3, products: 2 },
    })
  })

  it('shows a lead the visitor just sent, its replacement included', async () => {
    const lead = { productId: tapete, whatsapp: '(11) 98765-4321', carInfo: 'Uno 2010' }
    expect((await f.visitor.post('/api/leads', lead)).status).toBe(201)
    expect((await f.visitor.post('/api/leads', { ...lead, carInfo: 'Uno 2012' })).status).toBe(201)
    const res = await f.admin.get<{ leads: { carInfo: string; productName: string }[] }>(
      '/api/admin/leads',
    )
    expect(res.body.leads).toEqual([
      expect.objectContaining({ productName: 'Tapete', carInfo: 'Uno 2012', kind: 'notify' }),
    ])
  })

  it('names the variant a lead asked for (decision 053), none for the product as a whole', async () => {
    const cover = (await seedProduct(f.t.database.db, { name: 'Capa em tamanhos', stock: 0 })).id
    const [, large] = await giveOption(f.t.database.db, cover, 'Tamanho', [
      { value: '37 cm', stock: 0 },
      { value: '38 cm', stock: 0 },
    ])
    const lead = { productId: cover, whatsapp: '(11) 98765-4321', carInfo: 'Uno 2010' }
    expect((await f.visitor.post('/api/leads', { ...lead, variantId: large })).status).toBe(201)
    expect((await f.visitor.post('/api/leads', lead)).status).toBe(201)
    const res = await f.admin.get<{
      leads: { productName: string; variantLabel: string | null }[]
    }>('/api/admin/leads')
    // Left within the same millisecond, they may list in either order.
    const named = res.body.leads.map((l) => [l.productName, l.variantLabel])
    expect(named).toHaveLength(2)
    expect(named).toEqual(
      expect.arrayContaining([
        ['Capa em tamanhos', '38 cm'],
        ['Capa em tamanhos', null],
      ]),
    )
  })

  it('answers an empty list', async () => {
    expect((await f.admin.get('/api/admin/leads')).body).toEqual({
      leads: [],
      totals: { leads: 0, products: 0 },
    })
  })
})

describe('DELETE /api/admin/leads', () => {
  it('clears every lead and tells how many, for how many products', async () => {
    await seedLeads()
    const res = await f.admin.request('DELETE', '/api/admin/leads')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ cleared: { leads: 3, products: 2 } })
    expect(await leadRows()).toHaveLength(0)
    expect((await f.admin.get('/api/admin/summary')).body).toMatchObject({ leadCount: 0 })
  })

  it('answers zeros when there is nothing to clear', async () => {
    const res = await f.admin.request('DELETE', '/api/admin/leads')
    expect(res.body).toEqual({ cleared: { leads: 0, products: 0 } })
  })

  it('leaves the products in place', async () => {
    await seedLeads()
    await f.admin.request('DELETE', '/api/admin/leads')
    expect((await f.visitor.get(`/api/products/${capa}`)).status).toBe(200)
  })
})

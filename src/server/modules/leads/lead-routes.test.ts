import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { productLeads } from '#server/db/schema/leads.ts'
import { rateLimits } from '#server/db/schema/rate-limits.ts'
import { seedProduct } from '#server/testing/product-fixtures.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { TestClient } from '#server/testing/test-client.ts'
import { LEAD_MESSAGES } from '#domain/schemas/lead.ts'
import { giveOption } from '#server/testing/variant-fixtures.ts'
import { LEAD_LIMIT } from './lead-routes.ts'

let t: TestApp
let visitor: TestClient
let outOfStock: string
let madeToOrder: string
let forClient: string

beforeAll(async () => {
  t = await createTestApp()
  visitor = new TestClient(t)
  outOfStock = (await seedProduct(t.database.db, { name: 'Capa Esgotada', stock: 0 })).id
  madeToOrder = (await seedProduct(t.database.db, { name: 'Painel', isCustomOrder: true })).id
  forClient = (await seedProduct(t.database.db, { madeForClient: true, isCustomOrder: true })).id
})
afterAll(() => t.close())
// Every request here comes from the same address; each test starts with a fresh allowance.
beforeEach(async () => {
  await t.database.db.delete(rateLimits)
  await t.database.db.delete(productLeads)
})

const LEAD = { whatsapp: '(11) 98765-4321', carInfo: 'Gol 2015' }
const leadRows = () => t.database.db.select().from(productLeads)

type LeadAnswer = { lead: { id: string; productId: string; kind: string; createdAt: string } }

describe('POST /api/leads naming a variant (decision 053)', () => {
  it('keeps one lead per product, variant and number; refuses a variant not offered or another product’s', async () => {
    const cover = (await seedProduct(t.database.db, { name: 'Capa em tamanhos', stock: 0 })).id
    const [small, large, off] = await giveOption(t.database.db, cover, 'Tamanho', [
      { value: '37 cm', stock: 0 },
      { value: '38 cm', stock: 0 },
      { value: '39 cm', stock: 0, offered: false },
    ])
    for (const variantId of [small, large, large, undefined]) {
      const res = await visitor.post<LeadAnswer>('/api/leads', {
        ...LEAD,
        productId: cover,
        variantId,
      })
      expect(res.status).toBe(201)
    }
    const rows = await leadRows()
    expect(rows.map((r) => r.variantId).sort()).toEqual([large, small, null].sort())
    // The product's one variant is the product: such a lead names none, as before variants.
    const one = await visitor.post<LeadAnswer>('/api/leads', {
      ...LEAD,
      productId: outOfStock,
      variantId: outOfStock,
    })
    expect(one.status).toBe(201)
    expect((await leadRows()).find((r) => r.productId === outOfStock)?.variantId).toBeNull()
    for (const [productId, variantId] of [
      [cover, off],
      [outOfStock, small],
      [cover, '7d3b6c1e-0000-4000-8000-000000000000'],
    ]) {
      const res = await visitor.post('/api/leads', { ...LEAD, productId, variantId })
      expect(res.status).toBe(400)
      expect(res.body).toEqual({
        error: { code: 'variant-unavailable', message: LEAD_MESSAGES.variant, field: 'variantId' },
      })
    }
    expect(await leadRows()).toHaveLength(4)
  })
})

describe('POST /api/leads', () => {
  it("saves a visitor's 'Avise-me' for an out-of-stock product, number as digits", async () => {
    const res = await visitor.post<LeadAnswer>('/api/leads', { ...LEAD, productId: outOfStock })
    expect(res.status).toBe(201)
    expect(res.body.lead).toEqual({
      id: expect.any(String),
      productId: outOfStock,
      variantId: null,
      kind: 'notify',
      createdAt: expect.any(String),
    })
    expect(await leadRows()).toEqual([
      expect.objectContaining({
        id: res.body.lead.id,
        productId: outOfStock,
        whatsapp: '11987654321',
        carInfo: 'Gol 2015',
        kind: 'notify',
      }),
    ])
  })

  it("takes the kind from the product: made to order is an 'Interessado'", async () => {
    const res = await visitor.post<LeadAnswer>('/api/leads', {
      ...LEAD,
      productId: madeToOrder,
      kind: 'notify',
    })
    expect(res.status).toBe(201)
    expect(res.body.lead.kind).toBe('interest')
    expect((await leadRows())[0]?.kind).toBe('interest')
  })

  it('replaces the earlier lead for the same product and number', async () => {
    const first = await visitor.post<LeadAnswer>('/api/leads', {
      ...LEAD,
      productId: outOfStock,
    })
    const second = await visitor.post<LeadAnswer>('/api/leads', {
      productId: outOfStock,
      whatsapp: '11987654321',
      carInfo: 'Onix 2022',
    })
    expect(second.status).toBe(201)
    expect(second.body.lead.id).toBe(first.body.lead.id)
    expect(Date.parse(second.body.lead.createdAt)).toBeGreaterThanOrEqual(
      Date.parse(first.body.lead.createdAt),
    )
    const rows = await leadRows()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ carInfo: 'Onix 2022', whatsapp: '11987654321' })
  })

  it('keeps one lead per product: the same number on two products is two leads', async () => {
    await visitor.post('/api/leads', { ...LEAD, productId: outOfStock })
    await visitor.post('/api/leads', { ...LEAD, productId: madeToOrder })
    await visitor.post('/api/leads', { ...LEAD, whatsapp: '21998765432', productId: outOfStock })
    expect(await leadRows()).toHaveLength(3)
  })

  it.each([
    [{ whatsapp: '(20) 98765-4321' }, 'DDD inválido'],
    [{ whatsapp: '(11) 8765-4321' }, 'O número deve ter 11 dígitos (DDD + 9 dígitos)'],
    [{ whatsapp: '(11) 98765-43210' }, 'O número deve ter 11 dígitos (DDD + 9 dígitos)'],
    [{ whatsapp: '(11) 88765-4321' }, 'O número deve começar com 9 após o DDD'],
    [{ whatsapp: undefined }, 'O número deve ter 11 dígitos (DDD + 9 dígitos)'],
    [{ carInfo: '   ' }, 'Por favor, informe seu carro e ano'],
    [{ carInfo: undefined }, 'Por favor, informe seu carro e ano'],
    [{ productId: 'nao-e-uuid' }, 'Produto não encontrado'],
  ])('answers 400 for %o and stores nothing', async (change, message) => {
    const res = await visitor.post('/api/leads', { ...LEAD, productId: outOfStock, ...change })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ error: { code: 'validation', message } })
    expect(await leadRows()).toHaveLength(0)
  })

  it.each([
    ['an unknown product', () => '7d3b6c1e-0000-4000-8000-000000000000'],
    ["a client's own project", () => forClient],
  ])('answers 400 "Produto não encontrado" for %s and stores nothing', async (_, id) => {
    const res = await visitor.post('/api/leads', { ...LEAD, productId: id() })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      error: { code: 'product-not-found', message: 'Produto não encontrado' },
    })
    expect(await leadRows()).toHaveLength(0)
  })

  it('answers 429 in pt-BR once one address sends too many, storing nothing more', async () => {
    for (let i = 0; i < LEAD_LIMIT.max; i++) {
      const whatsapp = `1198765${String(i).padStart(4, '0')}`
      const res = await visitor.post('/api/leads', { ...LEAD, whatsapp, productId: outOfStock })
      expect(res.status).toBe(201)
    }
    const res = await visitor.post('/api/leads', {
      ...LEAD,
      whatsapp: '11999999999',
      productId: outOfStock,
    })
    expect(res.status).toBe(429)
    expect(res.body).toMatchObject({ error: { code: 'too-many-requests' } })
    expect((res.body as { error: { message: string } }).error.message).toMatch(/^Muitas tentativas/)
    const stored = await t.database.db
      .select()
      .from(productLeads)
      .where(eq(productLeads.whatsapp, '11999999999'))
    expect(stored).toHaveLength(0)
  })

  it('is also open to a signed-in customer', async () => {
    const customer = new TestClient(t)
    const reg = await customer.post('/api/auth/register', {
      email: 'lead@exemplo.com',
      password: 'cliente-1',
      confirmPassword: 'cliente-1',
      address: {
        name: 'Lia',
        whatsapp: '(11) 98765-4321',
        cep: '01310-100',
        street: 'Avenida Paulista',
        number: '1000',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      },
    })
    expect(reg.status).toBe(201)
    const res = await customer.post('/api/leads', { ...LEAD, productId: outOfStock })
    expect(res.status).toBe(201)
  })
})

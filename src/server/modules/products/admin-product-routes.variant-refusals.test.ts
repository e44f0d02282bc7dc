import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { VARIANT_MESSAGES as M } from '#domain/variants/variant-messages.ts'
import { PRODUCT_INPUT, productEdit } from '#server/testing/product-fixtures.ts'
import { products } from '#server/db/schema/catalog.ts'
import { orders } from '#server/db/schema/orders.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import {
  COLOURS,
  SIZES,
  variantSaveKit,
  type VariantSaveAnswer,
} from '#server/testing/variant-save-kit.ts'

// Decision 053: what the variants' save refuses, each on its field, writing nothing.

let f: AdminFixture
let k: ReturnType<typeof variantSaveKit>
beforeAll(async () => {
  f = await adminFixture()
  k = variantSaveKit(f)
})
afterAll(() => f.t.close())
beforeEach(async () => {
  await f.t.database.db.delete(orders)
  await f.t.database.db.delete(products)
})

describe('PUT .../variants refuses, on its field, and writes nothing', () => {
  it.each([
    [
      'a fourth option',
      (v: number) => ({
        version: v,
        options: [
          SIZES,
          COLOURS,
          { name: 'Modelo', values: [{ value: 'Onix' }] },
          { name: 'X', values: [{ value: 'Y' }] },
        ],
        variants: [{ values: [] }],
      }),
      M.tooManyOptions,
      'options',
    ],
    [
      'an empty value',
      (v: number) => ({
        version: v,
        options: [{ name: 'Cor', values: [{ value: '  ' }] }],
        variants: [{ values: [''] }],
      }),
      M.value,
      'options.0.values.0.value',
    ],
    [
      'a value typed twice',
      (v: number) => ({
        version: v,
        options: [{ name: 'Tamanho', values: [{ value: '38 cm' }, { value: '38 CM' }] }],
        variants: [{ values: ['38 cm'] }],
      }),
      'Valor repetido: "38 CM" já está em Tamanho.',
      'options.0.values.1.value',
    ],
    [
      '101 variants',
      (v: number) => ({
        version: v,
        options: [
          { name: 'N', values: Array.from({ length: 101 }, (_, i) => ({ value: `${i}` })) },
        ],
        variants: Array.from({ length: 101 }, (_, i) => ({ values: [`${i}`] })),
      }),
      'Máximo de 100 variações por produto',
      'options.0.values',
    ],
    [
      'a SKU twice',
      (v: number) => ({
        version: v,
        options: [SIZES],
        variants: [
          { values: ['37 cm'], sku: 'A-1' },
          { values: ['38 cm'], sku: 'a-1' },
        ],
      }),
      M.skuRepeated,
      'variants.1.sku',
    ],
    [
      'a fractional stock',
      (v: number) => ({
        version: v,
        options: [SIZES],
        variants: [{ values: ['37 cm'], stock: 1.5 }],
      }),
      M.stockInvalid,
      'variants.0.stock',
    ],
    [
      'a negative stock',
      (v: number) => ({
        version: v,
        options: [SIZES],
        variants: [{ values: ['37 cm'], stock: -1 }],
      }),
      M.stockPositive,
      'variants.0.stock',
    ],
  ])('%s', async (_, body, message, field) => {
    const product = await k.create()
    const before = await k.stocks(product.id)
    const res = await k.save(product.id, body(product.version))
    expect(res.status).toBe(400)
    expect(res.body.error).toEqual({ code: 'validation', message, field })
    expect(await k.stocks(product.id)).toEqual(before)
  })

  it('a SKU of another product, a photo of another product, an id not its own, a stale form', async () => {
    const product = await k.coverInSizes()
    const other = await k.create({ name: 'Outra', image: 'https://cdn.exemplo.com/outra.jpg' })
    const base = { version: other.version, options: [SIZES] }
    const refusals: [unknown, number, string, string | undefined][] = [
      [
        { ...base, variants: [{ values: ['37 cm'], sku: 'cv-38' }] },
        400,
        M.skuTaken,
        'variants.0.sku',
      ],
      [
        { ...base, variants: [{ values: ['37 cm'], photo: PRODUCT_INPUT.image }] },
        400,
        M.photoNotOfProduct,
        'variants.0.photo',
      ],
      [
        { ...base, variants: [{ id: product.variants[1]!.id, values: ['37 cm'] }] },
        400,
        M.notOfProduct,
        'variants.0.id',
      ],
      [
        {
          ...base,
          options: [{ ...SIZES, id: product.options[0]!.id }],
          variants: [{ values: ['37 cm'] }],
        },
        400,
        M.notOfProduct,
        'options.0.id',
      ],
      [
        { ...base, version: other.version - 1, variants: [{ values: ['37 cm'] }] },
        409,
        M.changedWhileEditing,
        undefined,
      ],
    ]
    for (const [body, status, message, field] of refusals) {
      const res = await k.save(other.id, body)
      expect(res.status).toBe(status)
      expect(res.body.error).toMatchObject({ message })
      expect(res.body.error?.field).toBe(field)
    }
    expect(await k.stocks(other.id)).toEqual([{ label: '', stock: 3 }])
    expect(
      (
        await k.save(other.id, {
          ...base,
          variants: [{ values: ['37 cm'], photo: 'https://cdn.exemplo.com/outra.jpg' }],
        })
      ).status,
    ).toBe(200)
  })

  it('a made-to-order product’s variants take no stock; a product in variants takes no stock in its form', async () => {
    const made = await k.create({ isCustomOrder: true, stock: 0 })
    const refused = await k.save(made.id, {
      version: made.version,
      options: [SIZES],
      variants: [{ values: ['37 cm'] }, { values: ['38 cm'], stock: 2 }],
    })
    expect(refused.status).toBe(400)
    expect(refused.body.error).toMatchObject({
      message: M.madeToOrderStock,
      field: 'variants.1.stock',
    })
    const product = await k.coverInSizes()
    const edit = await f.admin.request<VariantSaveAnswer>(
      'PATCH',
      `/api/admin/products/${product.id}`,
      {
        ...productEdit({ version: product.version, stock: 5 }),
        stock: 9,
      },
    )
    expect(edit.status).toBe(400)
    expect(edit.body.error).toMatchObject({ message: M.stockPerVariant })
    const fieldsOnly = await f.admin.request<VariantSaveAnswer>(
      'PATCH',
      `/api/admin/products/${product.id}`,
      productEdit({ version: product.version, stock: 5 }, { name: 'Capa Nova' }),
    )
    expect(fieldsOnly.status).toBe(200)
    expect(await k.stocks(product.id)).toEqual([
      { label: '37 cm', stock: 3 },
      { label: '38 cm', stock: 2 },
    ])
  })

  it('an unknown or malformed product is 404', async () => {
    const body = { version: 1, options: [], variants: [{ values: [] }] }
    for (const id of ['7d3b6c1e-0000-4000-8000-000000000000', 'nao-e-id']) {
      expect((await k.save(id, body)).status).toBe(404)
      expect((await f.admin.get(`/api/admin/products/${id}/variants`)).status).toBe(404)
    }
  })
})

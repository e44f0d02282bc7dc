import { describe, expect, it } from 'vitest'
import {
  madeToOrderStockIndexes,
  productVariantsSchema,
  type ProductVariantsBody,
} from './product-variants.ts'
import { VARIANT_MESSAGES as M } from '#domain/variants/variant-messages.ts'
import { combinations } from '#domain/variants/variant-rules.ts'

const cover = {
  options: [
    { name: 'Tamanho', values: [{ value: '37 cm' }, { value: '38 cm' }] },
    { name: 'Cor', values: [{ value: 'Preta' }, { value: 'Vermelha' }, { value: 'Azul' }] },
  ],
}
const coverVariants = combinations([
  { name: 'Tamanho', values: ['37 cm', '38 cm'] },
  { name: 'Cor', values: ['Preta', 'Vermelha', 'Azul'] },
]).map((values) => ({ values, stock: 0, offered: true }))

const body = (over: Partial<ProductVariantsBody> = {}): ProductVariantsBody => ({
  version: 1,
  ...cover,
  variants: coverVariants,
  ...over,
})

/** Each refusal as `path: message`. */
function refusals(input: unknown): string[] {
  const parsed = productVariantsSchema.safeParse(input)
  if (parsed.success) return []
  return parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
}

describe('a product’s options and variants, saved whole', () => {
  it('takes a cover in two sizes and three colours, six variants, and spells each value as its option does', () => {
    const parsed = productVariantsSchema.parse(
      body({
        variants: [
          { values: ['38 CM', ' vermelha'], stock: 2, sku: ' CV-38-VM ', priceCents: 9990 },
          ...coverVariants.filter((v) => v.values.join() !== '38 cm,Vermelha'),
        ],
      }),
    )
    expect(parsed.variants).toHaveLength(6)
    expect(parsed.variants[0]).toEqual({
      values: ['38 cm', 'Vermelha'],
      stock: 2,
      sku: 'CV-38-VM',
      priceCents: 9990,
      photo: null,
      offered: true,
    })
  })

  it('takes a product without options as its one variant', () => {
    const parsed = productVariantsSchema.parse({
      version: 3,
      options: [],
      variants: [{ values: [], stock: 5 }],
    })
    expect(parsed.variants).toEqual([
      { values: [], stock: 5, priceCents: null, sku: null, photo: null, offered: true },
    ])
  })

  it('refuses a fourth option', () => {
    const options = [
      ...cover.options,
      { name: 'Modelo', values: [{ value: 'Onix' }] },
      { name: 'Ano', values: [{ value: '2024' }] },
    ]
    expect(refusals(body({ options }))).toContain(`options: ${M.tooManyOptions}`)
  })

  it('refuses an empty value and a 200-character one, each on its field', () => {
    const options = [
      { name: 'Tamanho', values: [{ value: '  ' }, { value: 'x'.repeat(200) }] },
      cover.options[1]!,
    ]
    const found = refusals(body({ options }))
    expect(found).toContain(`options.0.values.0.value: ${M.value}`)
    expect(found).toContain(`options.0.values.1.value: ${M.valueTooLong}`)
  })

  it("refuses '38 cm' and '38 CM' in one option, naming the repeat and its option", () => {
    const options = [
      { name: 'Tamanho', values: [{ value: '38 cm' }, { value: '38 CM' }] },
      cover.options[1]!,
    ]
    expect(refusals(body({ options }))).toContain(
      'options.0.values.1.value: Valor repetido: "38 CM" já está em Tamanho.',
    )
  })

  it('refuses two options of one name', () => {
    const options = [cover.options[0]!, { name: 'tamanho ', values: [{ value: 'P' }] }]
    expect(refusals(body({ options, variants: [{ values: ['37 cm', 'P'] }] }))).toContain(
      `options.1.name: ${M.optionNameRepeated}`,
    )
  })

  it("refuses options that make 101 combinations: 'Máximo de 100 variações por produto'", () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => ({ value: `v${i}` }))
    const options = [
      { name: 'A', values: many(51) },
      { name: 'B', values: many(2) },
    ]
    expect(refusals(body({ options, variants: [{ values: ['v0', 'v0'] }] }))).toContain(
      'options: Máximo de 100 variações por produto',
    )
    const square = [
      { name: 'A', values: many(11) },
      { name: 'B', values: many(10) },
    ]
    expect(refusals(body({ options: square, variants: [{ values: ['v0', 'v0'] }] }))).toEqual([
      'options: Máximo de 100 variações por produto',
    ])
  })

  it('refuses 101 variants', () => {
    const variants = Array.from({ length: 101 }, () => ({ values: ['37 cm', 'Preta'] }))
    expect(refusals(body({ variants }))).toContain(`variants: ${M.tooManyVariants}`)
  })

  it('refuses a variant of a value no option has, one that misses an option, and a combination twice', () => {
    const found = refusals(
      body({
        variants: [
          { values: ['39 cm', 'Preta'] },
          { values: ['37 cm'] },
          { values: ['37 cm', 'Preta'] },
          { values: ['37 CM', 'preta'] },
        ],
      }),
    )
    expect(found).toEqual([
      `variants.0.values: ${M.combination}`,
      `variants.1.values: ${M.combination}`,
      `variants.3.values: ${M.combinationRepeated}`,
    ])
  })

  it('refuses one SKU on two variants, whatever its case, and a SKU too long', () => {
    const found = refusals(
      body({
        variants: [
          { values: ['37 cm', 'Preta'], sku: 'CV-37' },
          { values: ['38 cm', 'Preta'], sku: 'cv-37' },
          { values: ['38 cm', 'Azul'], sku: 'x'.repeat(65) },
        ],
      }),
    )
    expect(found).toEqual([`variants.2.sku: ${M.skuTooLong}`, `variants.1.sku: ${M.skuRepeated}`])
  })

  it('refuses a negative or fractional stock and a negative price, on their fields', () => {
    const found = refusals(
      body({
        variants: [
          { values: ['37 cm', 'Preta'], stock: -1 },
          { values: ['38 cm', 'Preta'], stock: 1.5 },
          { values: ['38 cm', 'Azul'], priceCents: -100 },
        ],
      }),
    )
    expect(found).toEqual([
      `variants.0.stock: ${M.stockPositive}`,
      `variants.1.stock: ${M.stockInvalid}`,
      `variants.2.priceCents: ${M.pricePositive}`,
    ])
  })

  it('refuses a save without its version, and one with no variant', () => {
    expect(refusals({ ...body(), version: undefined })).toEqual([
      `version: ${M.changedWhileEditing}`,
    ])
    expect(refusals(body({ options: [], variants: [] }))).toEqual([`variants: ${M.noVariants}`])
  })

  it("finds a made-to-order product's variants that name a stock", () => {
    const parsed = productVariantsSchema.parse(
      body({
        variants: [
          { values: ['37 cm', 'Preta'] },
          { values: ['38 cm', 'Preta'], stock: 0 },
          { values: ['38 cm', 'Azul'], stock: 3 },
        ],
      }),
    )
    expect(madeToOrderStockIndexes(parsed.variants)).toEqual([2])
  })
})

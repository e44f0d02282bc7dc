import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ProductOptionView, ProductVariantView } from '#domain/product.ts'
import {
  choiceOf,
  offeredVariant,
  pick,
  valueChoices,
  variantOf,
  variantPhoto,
  type Choice,
} from './variant-choice.ts'

// Decision 053: the customer's choice of a variant on the product page.

const options: ProductOptionView[] = [
  {
    id: 'o1',
    name: 'Tamanho',
    values: [
      { id: 'a', value: '37 cm' },
      { id: 'b', value: '38 cm' },
    ],
  },
  {
    id: 'o2',
    name: 'Cor',
    values: [
      { id: 'c', value: 'Preta' },
      { id: 'd', value: 'Vermelha' },
    ],
  },
]
const variant = (id: string, values: string[], stock: number, offered = true) =>
  ({
    id,
    values,
    label: values.join(' / '),
    stock,
    priceCents: null,
    sku: null,
    photo: null,
    offered,
  }) satisfies ProductVariantView
const product = {
  options,
  variants: [
    variant('v1', ['37 cm', 'Preta'], 3),
    variant('v2', ['37 cm', 'Vermelha'], 0),
    variant('v3', ['38 cm', 'Preta'], 0, false),
    variant('v4', ['38 cm', 'Vermelha'], 5),
  ],
}

describe('variantPhoto', () => {
  const photos = [
    { photo: 'aaaa', url: '/media/aaaa-800.webp', alt: 'Capa', widths: [400, 800] },
    { photo: null, url: '/fotos/vermelha.jpg', alt: 'Costura vermelha', widths: [] },
  ]
  it("finds the variant's photo by its file's name or its typed address; none for the cover", () => {
    expect(variantPhoto(photos, { photo: 'aaaa' })).toBe(photos[0])
    expect(variantPhoto(photos, { photo: '/fotos/vermelha.jpg' })).toBe(photos[1])
    expect(variantPhoto(photos, { photo: null })).toBeUndefined()
    expect(variantPhoto(photos, undefined)).toBeUndefined()
    // A photo removed from the product since: the cover, not a broken picture.
    expect(variantPhoto(photos, { photo: 'bbbb' })).toBeUndefined()
  })
})

describe('the choice of a variant', () => {
  it('reads only an offered variant of the product from the address', () => {
    expect(offeredVariant(product, 'v4')?.label).toBe('38 cm / Vermelha')
    expect(offeredVariant(product, 'v3')).toBeUndefined()
    expect(offeredVariant(product, 'lixo')).toBeUndefined()
    expect(offeredVariant(product, null)).toBeUndefined()
    expect(choiceOf(product, undefined)).toEqual([null, null])
  })

  it("marks a combination at 0 'Esgotado' and leads each value to an offered variant", () => {
    const onBlack = valueChoices(product, ['37 cm', 'Preta'], 1)
    expect(onBlack.map((v) => [v.value, v.checked, v.target?.id, v.soldOut])).toEqual([
      ['Preta', true, 'v1', false],
      ['Vermelha', false, 'v2', true],
    ])
    // '38 cm / Preta' is not offered: '38 cm' leads to '38 cm / Vermelha', in stock.
    const sizes = valueChoices(product, ['37 cm', 'Preta'], 0)
    expect(sizes.map((v) => [v.value, v.target?.id, v.soldOut])).toEqual([
      ['37 cm', 'v1', false],
      ['38 cm', 'v4', false],
    ])
    expect(pick(product, ['37 cm', 'Preta'], 0, '38 cm')).toEqual(['38 cm', 'Vermelha'])
  })

  const catalogs = fc
    .array(fc.tuple(fc.boolean(), fc.nat(3)), { minLength: 4, maxLength: 4 })
    .map((rows) => ({
      options,
      variants: product.variants.map((v, i) => ({
        ...v,
        offered: rows[i]![0],
        stock: rows[i]![1],
      })),
    }))
  const choices = fc.tuple(
    fc.constantFrom(null, '37 cm', '38 cm'),
    fc.constantFrom(null, 'Preta', 'Vermelha'),
  )

  it('whatever is offered and chosen, a value leads only to an offered variant that has it', () => {
    fc.assert(
      fc.property(catalogs, choices, (catalog, choice: Choice) => {
        for (const i of [0, 1]) {
          for (const value of valueChoices(catalog, choice, i)) {
            if (!value.target) {
              expect(catalog.variants.some((v) => v.offered && v.values[i] === value.value)).toBe(
                false,
              )
              continue
            }
            expect(value.target.offered).toBe(true)
            expect(value.target.values[i]).toBe(value.value)
            // What a tap picks is a choice an offered variant fits, with that value.
            const next = pick(catalog, choice, i, value.value)
            expect(next[i]).toBe(value.value)
            const complete = next.every((v) => v !== null)
            if (complete) expect(variantOf(catalog, next)?.offered).toBe(true)
          }
        }
      }),
    )
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { VARIANT_MESSAGES as M } from '#domain/variants/variant-messages.ts'
import * as edit from './draft-edits.ts'
import {
  draftOf,
  generate,
  inStep,
  labelOf,
  orderedVariants,
  type VariantDraft,
} from './variant-draft.ts'
import { draftErrorKey, saveBody } from './variant-save-body.ts'

// Decision 053: the variants' form as the owner edits it, before anything is sent.

const PRODUCT_ID = '11111111-1111-4111-8111-111111111111'
/** A product without options: its one variant, its own id, with 3 in stock. */
const plain = draftOf({
  options: [],
  variants: [
    {
      id: PRODUCT_ID,
      values: [],
      label: '',
      stock: 3,
      priceCents: null,
      sku: null,
      photo: null,
      offered: true,
    },
  ],
})

function keys() {
  let n = 0
  return () => `k${++n}`
}

/** The draft with options named and valued as given, as the owner types them. */
function withOptions(start: VariantDraft, options: [string, string[]][]): VariantDraft {
  let draft = start
  for (const [name, values] of options) {
    const optionKey = `o-${name}`
    draft = edit.renameOption(edit.addOption(draft, optionKey, `${optionKey}-0`), optionKey, name)
    values.forEach((value, i) => {
      const valueKey = `${optionKey}-${i}`
      if (i > 0) draft = edit.addValue(draft, optionKey, valueKey)
      draft = edit.renameValue(draft, optionKey, valueKey, value)
    })
  }
  return draft
}

function generated(draft: VariantDraft): VariantDraft {
  const result = generate(draft, keys())
  if ('tooMany' in result) throw new Error('too many')
  return result.draft
}

const labels = (draft: VariantDraft) => orderedVariants(draft).map((v) => labelOf(draft, v))

describe('the variants form', () => {
  it('generates the combinations in reading order; the product keeps its row as the first', () => {
    const typed = withOptions(plain, [
      ['Tamanho', ['37 cm', '38 cm']],
      ['Cor', ['Preta', 'Vermelha', 'Azul']],
    ])
    expect(inStep(typed)).toBe(false)
    const draft = generated(typed)
    expect(inStep(draft)).toBe(true)
    expect(labels(draft)).toEqual([
      '37 cm / Preta',
      '37 cm / Vermelha',
      '37 cm / Azul',
      '38 cm / Preta',
      '38 cm / Vermelha',
      '38 cm / Azul',
    ])
    const [first, ...others] = orderedVariants(draft)
    expect(first).toMatchObject({ id: PRODUCT_ID, stock: '3', stockLoaded: 3 })
    for (const v of others) expect([v.id, v.stock]).toEqual([undefined, '0'])
  })

  it('keeps a variant, its id and its stock, when its value is renamed or moved', () => {
    const draft = generated(withOptions(plain, [['Tamanho', ['37 cm', '38 cm']]]))
    const renamed = edit.renameValue(draft, 'o-Tamanho', 'o-Tamanho-0', '36 cm')
    expect(inStep(renamed)).toBe(true)
    expect(labels(renamed)).toEqual(['36 cm', '38 cm'])
    const moved = edit.moveValue(renamed, 'o-Tamanho', 'o-Tamanho-0', 1)
    expect(labels(moved)).toEqual(['38 cm', '36 cm'])
    expect(orderedVariants(moved)[1]).toMatchObject({ id: PRODUCT_ID, stock: '3' })
  })

  it('drops the variants of a removed value, and counts only the saved ones as lost', () => {
    const saved = draftOf({
      options: [
        {
          id: 'o1',
          name: 'Tamanho',
          values: [
            { id: 'v1', value: '37 cm' },
            { id: 'v2', value: '38 cm' },
          ],
        },
      ],
      variants: [
        {
          id: 'a',
          values: ['37 cm'],
          label: '37 cm',
          stock: 1,
          priceCents: null,
          sku: null,
          photo: null,
          offered: true,
        },
        {
          id: 'b',
          values: ['38 cm'],
          label: '38 cm',
          stock: 2,
          priceCents: null,
          sku: null,
          photo: null,
          offered: true,
        },
      ],
    })
    const result = generate(edit.removeValue(saved, 'o1', 'v2'), keys())
    expect(result).toMatchObject({ made: 0, dropped: 1 })
    if ('draft' in result) expect(orderedVariants(result.draft).map((v) => v.id)).toEqual(['a'])
  })

  it('refuses to generate past 100 combinations, saying how many', () => {
    const draft = withOptions(plain, [
      ['Tamanho', Array.from({ length: 11 }, (_, i) => `${30 + i} cm`)],
      ['Cor', Array.from({ length: 10 }, (_, i) => `Cor ${i}`)],
    ])
    expect(generate(draft, keys())).toEqual({ tooMany: 110 })
  })

  it('whatever the options, generating makes every combination once, and again changes nothing', () => {
    const values = fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd'), { minLength: 1 })
    fc.assert(
      fc.property(fc.array(values, { maxLength: 3 }), (sets) => {
        const draft = generated(
          withOptions(
            plain,
            sets.map((set, i) => [`Opção ${i}`, set]),
          ),
        )
        const expected = sets.reduce((n, set) => n * set.length, 1)
        expect(draft.variants).toHaveLength(expected)
        expect(new Set(labels(draft)).size).toBe(expected)
        expect(inStep(draft)).toBe(true)
        expect(generated(draft)).toEqual(draft)
        // The product's own row is always kept, as the first combination.
        expect(orderedVariants(draft)[0]!.id).toBe(PRODUCT_ID)
      }),
    )
  })
})

describe('what the form sends', () => {
  it('sends ids, the stock loaded and typed, prices in centavos, empty SKUs as none', () => {
    let draft = generated(withOptions(plain, [['Tamanho', ['37 cm', '38 cm']]]))
    const second = orderedVariants(draft)[1]!.key
    draft = edit.changeVariant(draft, second, { stock: '2', price: '199,90', sku: ' CV-38 ' })
    const sent = saveBody(draft, 4, false)
    expect(sent).toEqual({
      body: {
        version: 4,
        options: [{ name: 'Tamanho', values: [{ value: '37 cm' }, { value: '38 cm' }] }],
        variants: [
          {
            id: PRODUCT_ID,
            values: ['37 cm'],
            stock: 3,
            stockLoaded: 3,
            priceCents: null,
            sku: null,
            photo: null,
            offered: true,
          },
          {
            values: ['38 cm'],
            stock: 2,
            priceCents: 19990,
            sku: 'CV-38',
            photo: null,
            offered: true,
          },
        ],
      },
    })
    // A made-to-order product's variants carry no stock.
    const madeToOrder = saveBody(draft, 4, true)
    expect('body' in madeToOrder && madeToOrder.body.variants[1]).not.toHaveProperty('stock')
  })

  it("ties each problem to its field's key, the domain's message word for word", () => {
    let draft = generated(withOptions(plain, [['Tamanho', ['37 cm', '38 cm', '38 CM']]]))
    const [a, b] = orderedVariants(draft)
    draft = edit.changeVariant(draft, a!.key, { sku: 'cv-1', stock: '-1' })
    draft = edit.changeVariant(draft, b!.key, { sku: 'CV-1', price: '1.234' })
    const sent = saveBody(draft, 1, false)
    expect('errors' in sent && Object.fromEntries(sent.errors)).toEqual({
      'value:o-Tamanho-2': 'Valor repetido: "38 CM" já está em Tamanho.',
      [`variant:${a!.key}:stock`]: M.stockPositive,
      [`variant:${b!.key}:priceCents`]: M.priceInvalid,
      [`variant:${b!.key}:sku`]: M.skuRepeated,
      [`variant:${orderedVariants(draft)[2]!.key}:values`]: M.combinationRepeated,
    })
  })

  it("reads the server's field back to the form's key", () => {
    const draft = generated(withOptions(plain, [['Cor', ['Preta', 'Azul']]]))
    const azul = orderedVariants(draft)[1]!
    expect(draftErrorKey(draft, 'variants.1.sku')).toBe(`variant:${azul.key}:sku`)
    expect(draftErrorKey(draft, 'options.0.values.1.value')).toBe('value:o-Cor-1')
    expect(draftErrorKey(draft, 'options.0.name')).toBe('option:o-Cor:name')
    expect(draftErrorKey(draft, 'options')).toBe('options')
    expect(draftErrorKey(draft, 'version')).toBe('form')
  })
})

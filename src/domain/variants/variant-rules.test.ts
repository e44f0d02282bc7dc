import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  combinationCount,
  combinationKey,
  combinations,
  nameWithVariant,
  optionKey,
  optionText,
  repeatedIndexes,
  skuKey,
  skuText,
  variantLabel,
} from './variant-rules.ts'

const distinctValues = fc.uniqueArray(fc.stringMatching(/^[a-z0-9]{1,6}$/), {
  minLength: 1,
  maxLength: 5,
})
const options = fc.array(
  fc.record({ name: fc.stringMatching(/^[A-Z][a-z]{1,8}$/), values: distinctValues }),
  { maxLength: 3 },
)

describe('combinations', () => {
  it('makes one variant per combination: as many as the counts multiply, all different, one value of each option in order', () => {
    fc.assert(
      fc.property(options, (opts) => {
        const made = combinations(opts)
        expect(made).toHaveLength(combinationCount(opts))
        expect(new Set(made.map(combinationKey)).size).toBe(made.length)
        for (const combination of made) {
          expect(combination).toHaveLength(opts.length)
          combination.forEach((value, i) => expect(opts[i]!.values).toContain(value))
        }
      }),
    )
  })

  it('reads as the owner reads a table: the first option changes slowest', () => {
    const made = combinations([
      { name: 'Tamanho', values: ['37 cm', '38 cm'] },
      { name: 'Cor', values: ['Preta', 'Vermelha', 'Azul'] },
    ])
    expect(made.map(variantLabel)).toEqual([
      '37 cm / Preta',
      '37 cm / Vermelha',
      '37 cm / Azul',
      '38 cm / Preta',
      '38 cm / Vermelha',
      '38 cm / Azul',
    ])
  })

  it('is the one empty combination of a product without options, whose label is empty', () => {
    expect(combinations([])).toEqual([[]])
    expect(combinationCount([])).toBe(1)
    expect(variantLabel([])).toBe('')
  })
})

describe('nameWithVariant', () => {
  it("names a line by its product and its variant's label, or by the product alone", () => {
    expect(nameWithVariant('Capa de volante', '38 cm / Vermelha')).toBe(
      'Capa de volante — 38 cm / Vermelha',
    )
    expect(nameWithVariant('Capa de volante', '')).toBe('Capa de volante')
    expect(nameWithVariant('Capa de volante', null)).toBe('Capa de volante')
  })
})

describe('an option value', () => {
  it("is stored trimmed, its spaces collapsed and invisible characters gone: '38\u00ad  cm ' is '38 cm'", () => {
    expect(optionText(' 38\u00ad  cm ')).toBe('38 cm')
    expect(optionText('Onix 2020-2024')).toBe('Onix 2020-2024')
  })

  it("is the same value whatever its case, accents or spaces: '38 cm' and '38 CM', 'Vermelha' and 'VERMELHA '", () => {
    expect(optionKey('38 cm')).toBe(optionKey('38 CM'))
    expect(optionKey('Vermelha')).toBe(optionKey('VERMELHA '))
    expect(optionKey('Cinza Grafite')).toBe(optionKey('cinza  grafíte'))
    expect(optionKey('37 cm')).not.toBe(optionKey('38 cm'))
  })

  it('keeps combinations apart however their values are cut: ("a b", "c") is not ("a", "b c")', () => {
    expect(combinationKey(['a b', 'c'])).not.toBe(combinationKey(['a', 'b c']))
  })
})

describe('a SKU', () => {
  it('is trimmed, none when blank, and the same whatever its case', () => {
    expect(skuText('  CV-38-VM ')).toBe('CV-38-VM')
    expect(skuText('   ')).toBeNull()
    expect(skuText(null)).toBeNull()
    expect(skuKey('cv-38-vm')).toBe(skuKey('CV-38-VM'))
  })
})

describe('repeatedIndexes', () => {
  it('names every entry whose key an earlier one had, and never the first of them', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5 })), (items) => {
        const repeated = repeatedIndexes(items, String)
        items.forEach((item, index) => {
          const earlier = items.slice(0, index).includes(item)
          expect(repeated.includes(index)).toBe(earlier)
        })
      }),
    )
  })
})

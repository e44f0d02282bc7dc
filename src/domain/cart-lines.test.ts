import { describe, expect, it } from 'vitest'
import { toCartProduct } from './cart.ts'
import { cartLineKey, cartLineName, checkoutItems } from './cart-lines.ts'
import { line, product, variant } from './testing/cart-fixtures.ts'

// Decision 053: what the cart page and the checkout make of lines of variants.

const capa = product({ id: 'capa', name: 'Capa de Volante' })
const red = toCartProduct(capa, variant({ id: 'v-red', values: ['38 cm', 'Vermelha'] }))
const own = toCartProduct(capa, variant({ id: 'capa', values: ['37 cm', 'Preta'] }))
const old = toCartProduct(capa)

describe('cartLineKey and cartLineName', () => {
  it("tells apart the variants of a product; an old line is its product's own row", () => {
    expect(cartLineKey(red)).not.toBe(cartLineKey(own))
    expect(cartLineKey(old)).toBe(cartLineKey(own))
  })

  it("names a line 'product — variant', an old one by the product's name", () => {
    expect(cartLineName(red)).toBe('Capa de Volante — 38 cm / Vermelha')
    expect(cartLineName(old)).toBe('Capa de Volante')
  })
})

describe('checkoutItems', () => {
  it('names the variant of the lines that name one, and merges the lines of one variant', () => {
    expect(checkoutItems([line(red, 1), line(old, 2), line(red, 3)])).toEqual([
      { productId: 'capa', variantId: 'v-red', quantity: 4 },
      { productId: 'capa', quantity: 2 },
    ])
  })

  it("counts an old line with its product's own row, as the server does", () => {
    expect(checkoutItems([line(old, 1), line(own, 2)])).toEqual([
      { productId: 'capa', quantity: 3 },
    ])
  })

  it('sends nothing for an empty cart', () => {
    expect(checkoutItems([])).toEqual([])
  })
})

import { describe, it, expect } from 'vitest'
import { line, product } from './testing/cart-fixtures.ts'
import { cartQuantity, cartTotal } from './cart.ts'

describe('cartQuantity', () => {
  it('is 0 for an empty cart', () => {
    expect(cartQuantity([])).toBe(0)
  })

  it('sums the quantities of all lines', () => {
    const lines = [line(product({ id: 'a' }), 2), line(product({ id: 'b' }), 3)]
    expect(cartQuantity(lines)).toBe(5)
  })
})

describe('cartTotal', () => {
  it('is 0 for an empty cart', () => {
    expect(cartTotal([])).toBe(0)
  })

  it('sums price x quantity in integer centavos', () => {
    const lines = [
      line(product({ id: 'a', priceCents: 1990 }), 2),
      line(product({ id: 'b', priceCents: 2500 }), 3),
      line(product({ id: 'c', priceCents: 1 }), 7),
    ]
    const total = cartTotal(lines)
    expect(total).toBe(3980 + 7500 + 7)
    expect(Number.isInteger(total)).toBe(true)
  })

  it('stays exact where decimal reais would drift (10 x R$ 0,10 + 3 x R$ 0,20)', () => {
    const lines = [
      line(product({ id: 'a', priceCents: 10 }), 10),
      line(product({ id: 'b', priceCents: 20 }), 3),
    ]
    expect(cartTotal(lines)).toBe(160)
  })
})

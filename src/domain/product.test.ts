import { describe, it, expect } from 'vitest'
import { MADE_TO_ORDER_LABEL, availability, stockLine } from './product.ts'

describe('availability', () => {
  it.each([1, 2, 50])('is available with stock %i', (stock) => {
    expect(availability({ stock, isCustomOrder: false })).toBe('available')
  })

  it.each([0, -1])('is out of stock with stock %i', (stock) => {
    expect(availability({ stock, isCustomOrder: false })).toBe('out-of-stock')
  })

  it.each([0, -1, 1, 10])('is made to order for a custom product with stock %i', (stock) => {
    expect(availability({ stock, isCustomOrder: true })).toBe('made-to-order')
  })
})

describe('stockLine', () => {
  it('shows the stock count', () => {
    expect(stockLine({ stock: 5, isCustomOrder: false })).toBe('5 em estoque')
    expect(stockLine({ stock: 2, isCustomOrder: false })).toBe('2 em estoque')
  })

  it('shows the last unit for stock 1', () => {
    expect(stockLine({ stock: 1, isCustomOrder: false })).toBe('Última unidade em estoque')
  })

  it.each([0, -3])('shows out of stock for stock %i', (stock) => {
    expect(stockLine({ stock, isCustomOrder: false })).toBe('Fora de estoque')
  })

  it.each([0, 1, 7])('shows Produto sob encomenda for a custom product with stock %i', (stock) => {
    expect(stockLine({ stock, isCustomOrder: true })).toBe('Produto sob encomenda')
  })

  it('exports the made-to-order label', () => {
    expect(MADE_TO_ORDER_LABEL).toBe('Produto sob encomenda')
  })
})

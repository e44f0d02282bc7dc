import { describe, it, expect } from 'vitest'
import { frozen, line, product } from './testing/cart-fixtures.ts'
import { CART_MESSAGES, removeFromCart, setQuantity } from './cart.ts'

describe('setQuantity', () => {
  const a = product({ id: 'a', stock: 5 })
  const b = product({ id: 'b', stock: 2 })

  it('sets the quantity of a line within the stock', () => {
    const result = setQuantity([line(a, 1), line(b, 1)], { id: 'a' }, 3)
    expect(result).toEqual({ ok: true, lines: [line(a, 3), line(b, 1)] })
  })

  it('accepts a quantity equal to the stock', () => {
    expect(setQuantity([line(a, 1)], { id: 'a' }, 5)).toEqual({ ok: true, lines: [line(a, 5)] })
  })

  it('can lower the quantity', () => {
    expect(setQuantity([line(a, 4)], { id: 'a' }, 2)).toEqual({ ok: true, lines: [line(a, 2)] })
  })

  it('refuses a quantity above the stock', () => {
    expect(setQuantity([line(a, 1)], { id: 'a' }, 6)).toEqual({
      ok: false,
      error: 'Quantidade indisponível em estoque!',
    })
  })

  it('refuses an unknown product id', () => {
    expect(setQuantity([line(a, 1)], { id: 'nope' }, 1)).toEqual({
      ok: false,
      error: 'Quantidade indisponível em estoque!',
    })
  })

  it('refuses any quantity on an empty cart', () => {
    expect(setQuantity([], { id: 'a' }, 1)).toEqual({ ok: false, error: CART_MESSAGES.unavailable })
  })

  it.each([2.5, 0.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses the non-integer quantity %s',
    (quantity) => {
      expect(setQuantity([line(a, 1)], { id: 'a' }, quantity)).toEqual({
        ok: false,
        error: CART_MESSAGES.unavailable,
      })
    },
  )

  it('leaves the lines unchanged for quantity 0 (decrease at 1 does nothing)', () => {
    const lines = [line(a, 1), line(b, 2)]
    expect(setQuantity(lines, { id: 'a' }, 0)).toEqual({
      ok: true,
      lines: [line(a, 1), line(b, 2)],
    })
  })

  it('leaves the lines unchanged for a negative quantity', () => {
    expect(setQuantity([line(a, 3)], { id: 'a' }, -1)).toEqual({ ok: true, lines: [line(a, 3)] })
  })

  it('does not limit made-to-order products', () => {
    const custom = product({ id: 'm', stock: 0, isCustomOrder: true })
    expect(setQuantity([line(custom, 1)], { id: 'm' }, 1000)).toEqual({
      ok: true,
      lines: [line(custom, 1000)],
    })
  })

  it('checks the stock of the target line, not of another one', () => {
    // b has stock 2; a has stock 5
    expect(setQuantity([line(a, 1), line(b, 1)], { id: 'b' }, 3)).toEqual({
      ok: false,
      error: CART_MESSAGES.unavailable,
    })
    expect(setQuantity([line(a, 1), line(b, 1)], { id: 'a' }, 3).ok).toBe(true)
  })

  it('never mutates the input', () => {
    const input = frozen([line(product({ id: 'a', stock: 5 }), 1)])
    const snapshot = structuredClone(input)
    const changed = setQuantity(input, { id: 'a' }, 4)
    const unchanged = setQuantity(input, { id: 'a' }, 0)
    setQuantity(input, { id: 'a' }, 99)
    expect(input).toEqual(snapshot)
    expect(changed.ok && changed.lines).not.toBe(input)
    expect(unchanged.ok && unchanged.lines).not.toBe(input)
  })
})

describe('removeFromCart', () => {
  const a = product({ id: 'a' })
  const b = product({ id: 'b' })
  const c = product({ id: 'c' })

  it('removes only the line of the given product', () => {
    expect(removeFromCart([line(a, 1), line(b, 2), line(c, 3)], { id: 'b' })).toEqual([
      line(a, 1),
      line(c, 3),
    ])
  })

  it('keeps every line for an unknown id', () => {
    expect(removeFromCart([line(a, 1), line(b, 2)], { id: 'x' })).toEqual([line(a, 1), line(b, 2)])
  })

  it('returns an empty cart when removing the only line', () => {
    expect(removeFromCart([line(a, 4)], { id: 'a' })).toEqual([])
  })

  it('never mutates the input', () => {
    const input = frozen([line(a, 1), line(b, 2)])
    const result = removeFromCart(input, { id: 'a' })
    expect(input).toHaveLength(2)
    expect(result).not.toBe(input)
  })
})

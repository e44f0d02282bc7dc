import fc from 'fast-check'
import { describe, it, expect } from 'vitest'
import { frozen, line, product } from './testing/cart-fixtures.ts'
import { CART_MESSAGES, addToCart, setQuantity, type CartLine } from './cart.ts'

function expectOk(result: ReturnType<typeof addToCart>): CartLine[] {
  if (!result.ok) throw new Error(`expected ok, got error ${result.error}`)
  return result.lines
}

describe('CART_MESSAGES', () => {
  it('has the exact pt-BR texts of the spec', () => {
    expect(CART_MESSAGES).toEqual({
      added: 'Produto adicionado ao carrinho!',
      outOfStock: 'Produto fora de estoque!',
      maxReached: 'Quantidade máxima disponível em estoque atingida!',
      unavailable: 'Quantidade indisponível em estoque!',
    })
  })
})

describe('addToCart', () => {
  it('adds a new line with quantity 1', () => {
    const p = product()
    const result = addToCart([], p)
    expect(result).toEqual({ ok: true, lines: [{ product: p, quantity: 1 }] })
  })

  it('appends a new product after the existing lines', () => {
    const a = product({ id: 'a' })
    const b = product({ id: 'b' })
    const lines = expectOk(addToCart([line(a, 2)], b))
    expect(lines).toEqual([line(a, 2), line(b, 1)])
  })

  it('increments the quantity of a product already in the cart', () => {
    const p = product({ stock: 5 })
    const lines = expectOk(addToCart([line(p, 2)], p))
    expect(lines).toEqual([line(p, 3)])
  })

  it('increments only the matching line and keeps the order', () => {
    const a = product({ id: 'a' })
    const b = product({ id: 'b' })
    const c = product({ id: 'c' })
    const lines = expectOk(addToCart([line(a, 1), line(b, 1), line(c, 4)], b))
    expect(lines.map((l) => [l.product.id, l.quantity])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 4],
    ])
  })

  it('can add up to exactly the stock', () => {
    const p = product({ stock: 3 })
    let lines: CartLine[] = []
    for (let i = 0; i < 3; i++) lines = expectOk(addToCart(lines, p))
    expect(lines).toEqual([line(p, 3)])
  })

  it('refuses to go past the stock with the max-reached message', () => {
    const p = product({ stock: 2 })
    expect(addToCart([line(p, 2)], p)).toEqual({
      ok: false,
      error: 'Quantidade máxima disponível em estoque atingida!',
    })
  })

  it('refuses when the stock dropped below the quantity already in the cart', () => {
    const inCart = product({ stock: 5 })
    const now = product({ stock: 2 })
    expect(addToCart([line(inCart, 3)], now)).toEqual({
      ok: false,
      error: 'Quantidade máxima disponível em estoque atingida!',
    })
  })

  it('refuses a stock-1 product already in the cart', () => {
    const p = product({ stock: 1 })
    const lines = expectOk(addToCart([], p))
    expect(addToCart(lines, p)).toEqual({ ok: false, error: CART_MESSAGES.maxReached })
  })

  it.each([0, -1, -10])('refuses a product with stock %i as out of stock', (stock) => {
    const p = product({ stock })
    expect(addToCart([], p)).toEqual({ ok: false, error: 'Produto fora de estoque!' })
  })

  it('reports out of stock (not max reached) when a product in the cart ran out', () => {
    const inCart = product({ stock: 5 })
    const now = product({ stock: 0 })
    expect(addToCart([line(inCart, 1)], now)).toEqual({
      ok: false,
      error: CART_MESSAGES.outOfStock,
    })
  })

  it.each([0, -1])('lets a made-to-order product with stock %i be added repeatedly', (stock) => {
    const p = product({ stock, isCustomOrder: true })
    let lines: CartLine[] = []
    for (let i = 0; i < 25; i++) lines = expectOk(addToCart(lines, p))
    expect(lines).toEqual([line(p, 25)])
  })

  it('does not limit a made-to-order product by a positive stock either', () => {
    const p = product({ stock: 1, isCustomOrder: true })
    const lines = expectOk(addToCart([line(p, 1)], p))
    expect(lines).toEqual([line(p, 2)])
  })

  it('never mutates the input array or its lines', () => {
    const a = product({ id: 'a' })
    const b = product({ id: 'b' })
    const input = frozen([line(a, 1), line(b, 2)])
    const snapshot = structuredClone(input)

    const incremented = expectOk(addToCart(input, a))
    const appended = expectOk(addToCart(input, product({ id: 'c' })))
    addToCart(input, product({ id: 'd', stock: 0 }))

    expect(input).toEqual(snapshot)
    expect(incremented).not.toBe(input)
    expect(appended).not.toBe(input)
    expect(incremented[0]).not.toBe(input[0])
    expect(incremented[0]?.quantity).toBe(2)
    expect(input[0]?.quantity).toBe(1)
  })

  it('does not mutate the input on a new line added to an empty cart', () => {
    const input = frozen([])
    const lines = expectOk(addToCart(input, product()))
    expect(input).toHaveLength(0)
    expect(lines).toHaveLength(1)
  })
})

describe('addToCart with a quantity', () => {
  it('adds a new line with the given quantity', () => {
    const p = product({ stock: 5 })
    expect(addToCart([], p, 3)).toEqual({ ok: true, lines: [line(p, 3)] })
  })

  it('adds the quantity to a line already in the cart, keeping the order', () => {
    const a = product({ id: 'a', stock: 5 })
    const b = product({ id: 'b' })
    const lines = expectOk(addToCart([line(a, 2), line(b, 1)], a, 3))
    expect(lines).toEqual([line(a, 5), line(b, 1)])
  })

  it('can add the whole stock at once', () => {
    const p = product({ stock: 4 })
    expect(addToCart([], p, 4)).toEqual({ ok: true, lines: [line(p, 4)] })
  })

  it('adds nothing when the total would pass the stock, with the max-reached message', () => {
    const p = product({ stock: 4 })
    expect(addToCart([], p, 5)).toEqual({ ok: false, error: CART_MESSAGES.maxReached })
    expect(addToCart([line(p, 2)], p, 3)).toEqual({
      ok: false,
      error: 'Quantidade máxima disponível em estoque atingida!',
    })
  })

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'adds nothing for the invalid quantity %s',
    (quantity) => {
      const p = product({ stock: 5 })
      expect(addToCart([line(p, 1)], p, quantity)).toEqual({
        ok: false,
        error: CART_MESSAGES.unavailable,
      })
    },
  )

  it('reports out of stock first, whatever the quantity', () => {
    expect(addToCart([], product({ stock: 0 }), 2)).toEqual({
      ok: false,
      error: CART_MESSAGES.outOfStock,
    })
  })

  it('does not limit a made-to-order product', () => {
    const p = product({ stock: 0, isCustomOrder: true })
    expect(addToCart([line(p, 2)], p, 40)).toEqual({ ok: true, lines: [line(p, 42)] })
  })

  it('never mutates the input', () => {
    const p = product({ id: 'a', stock: 9 })
    const input = frozen([line(p, 1)])
    const lines = expectOk(addToCart(input, p, 4))
    expect(input[0]?.quantity).toBe(1)
    expect(lines[0]?.quantity).toBe(5)
  })

  it('never holds more than the stock, whatever is added or set, in any order', () => {
    const stocks = [0, 1, 2, 3, 7]
    const action = fc.oneof(
      fc.record({
        kind: fc.constant('add' as const),
        at: fc.nat({ max: stocks.length - 1 }),
        quantity: fc.integer({ min: -3, max: 10 }),
      }),
      fc.record({
        kind: fc.constant('set' as const),
        at: fc.nat({ max: stocks.length - 1 }),
        quantity: fc.integer({ min: -3, max: 10 }),
      }),
    )
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        let lines: CartLine[] = []
        for (const { kind, at, quantity } of actions) {
          const p = product({ id: `p${at}`, stock: stocks[at] })
          const result =
            kind === 'add' ? addToCart(lines, p, quantity) : setQuantity(lines, p, quantity)
          if (result.ok) lines = result.lines
          for (const held of lines) {
            expect(held.quantity).toBeGreaterThanOrEqual(1)
            expect(held.quantity).toBeLessThanOrEqual(held.product.stock)
          }
        }
      }),
    )
  })
})

import { describe, it, expect } from 'vitest'
import {
  CART_MESSAGES,
  addToCart,
  cartQuantity,
  cartTotal,
  removeFromCart,
  setQuantity,
  type CartLine,
  type CartProduct,
} from './cart.ts'

function product(overrides: Partial<CartProduct> = {}): CartProduct {
  return {
    id: 'p1',
    name: 'Capa de volante em couro',
    priceCents: 19990,
    image: '/img/capa.jpg',
    stock: 5,
    isCustomOrder: false,
    ...overrides,
  }
}

function line(p: CartProduct, quantity: number): CartLine {
  return { product: p, quantity }
}

/** Freezes the array and every line so any mutation throws in strict mode. */
function frozen(lines: CartLine[]): readonly CartLine[] {
  for (const l of lines) {
    Object.freeze(l.product)
    Object.freeze(l)
  }
  return Object.freeze(lines)
}

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

describe('setQuantity', () => {
  const a = product({ id: 'a', stock: 5 })
  const b = product({ id: 'b', stock: 2 })

  it('sets the quantity of a line within the stock', () => {
    const result = setQuantity([line(a, 1), line(b, 1)], 'a', 3)
    expect(result).toEqual({ ok: true, lines: [line(a, 3), line(b, 1)] })
  })

  it('accepts a quantity equal to the stock', () => {
    expect(setQuantity([line(a, 1)], 'a', 5)).toEqual({ ok: true, lines: [line(a, 5)] })
  })

  it('can lower the quantity', () => {
    expect(setQuantity([line(a, 4)], 'a', 2)).toEqual({ ok: true, lines: [line(a, 2)] })
  })

  it('refuses a quantity above the stock', () => {
    expect(setQuantity([line(a, 1)], 'a', 6)).toEqual({
      ok: false,
      error: 'Quantidade indisponível em estoque!',
    })
  })

  it('refuses an unknown product id', () => {
    expect(setQuantity([line(a, 1)], 'nope', 1)).toEqual({
      ok: false,
      error: 'Quantidade indisponível em estoque!',
    })
  })

  it('refuses any quantity on an empty cart', () => {
    expect(setQuantity([], 'a', 1)).toEqual({ ok: false, error: CART_MESSAGES.unavailable })
  })

  it.each([2.5, 0.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses the non-integer quantity %s',
    (quantity) => {
      expect(setQuantity([line(a, 1)], 'a', quantity)).toEqual({
        ok: false,
        error: CART_MESSAGES.unavailable,
      })
    },
  )

  it('leaves the lines unchanged for quantity 0 (decrease at 1 does nothing)', () => {
    const lines = [line(a, 1), line(b, 2)]
    expect(setQuantity(lines, 'a', 0)).toEqual({ ok: true, lines: [line(a, 1), line(b, 2)] })
  })

  it('leaves the lines unchanged for a negative quantity', () => {
    expect(setQuantity([line(a, 3)], 'a', -1)).toEqual({ ok: true, lines: [line(a, 3)] })
  })

  it('does not limit made-to-order products', () => {
    const custom = product({ id: 'm', stock: 0, isCustomOrder: true })
    expect(setQuantity([line(custom, 1)], 'm', 1000)).toEqual({
      ok: true,
      lines: [line(custom, 1000)],
    })
  })

  it('checks the stock of the target line, not of another one', () => {
    // b has stock 2; a has stock 5
    expect(setQuantity([line(a, 1), line(b, 1)], 'b', 3)).toEqual({
      ok: false,
      error: CART_MESSAGES.unavailable,
    })
    expect(setQuantity([line(a, 1), line(b, 1)], 'a', 3).ok).toBe(true)
  })

  it('never mutates the input', () => {
    const input = frozen([line(product({ id: 'a', stock: 5 }), 1)])
    const snapshot = structuredClone(input)
    const changed = setQuantity(input, 'a', 4)
    const unchanged = setQuantity(input, 'a', 0)
    setQuantity(input, 'a', 99)
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
    expect(removeFromCart([line(a, 1), line(b, 2), line(c, 3)], 'b')).toEqual([
      line(a, 1),
      line(c, 3),
    ])
  })

  it('keeps every line for an unknown id', () => {
    expect(removeFromCart([line(a, 1), line(b, 2)], 'x')).toEqual([line(a, 1), line(b, 2)])
  })

  it('returns an empty cart when removing the only line', () => {
    expect(removeFromCart([line(a, 4)], 'a')).toEqual([])
  })

  it('never mutates the input', () => {
    const input = frozen([line(a, 1), line(b, 2)])
    const result = removeFromCart(input, 'a')
    expect(input).toHaveLength(2)
    expect(result).not.toBe(input)
  })
})

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

import { describe, it, expect } from 'vitest'
import { frozen, line, product } from './testing/cart-fixtures.ts'
import { CART_MESSAGES, addToCart, type CartLine } from './cart.ts'

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

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { line, product, variant } from './testing/cart-fixtures.ts'
import {
  CART_MESSAGES,
  addToCart,
  cartQuantity,
  cartTotal,
  heldUnits,
  removeFromCart,
  setQuantity,
  toCartProduct,
  type CartLine,
  type CartProduct,
} from './cart.ts'

// Decision 053: a cart line is a product and its variant, priced and counted as that variant.

const capa = product({ id: 'capa', name: 'Capa de volante', priceCents: 19990, stock: 9 })
const vermelha = variant({ id: 'v-verm', values: ['38 cm', 'Vermelha'], stock: 2 })
const preta = variant({ id: 'v-preta', values: ['38 cm', 'Preta'], stock: 3, priceCents: 21990 })
// The product's own row, become its first combination when it was given options.
const primeira = variant({ id: 'capa', values: ['37 cm', 'Preta'], stock: 1 })

function expectOk(result: ReturnType<typeof addToCart>): CartLine[] {
  if (!result.ok) throw new Error(`expected ok, got error ${result.error}`)
  return result.lines
}

describe('toCartProduct with a variant', () => {
  it("keeps the variant's id, label, stock and own price", () => {
    expect(toCartProduct(capa, preta)).toEqual({
      id: 'capa',
      name: 'Capa de volante',
      priceCents: 21990,
      image: capa.image,
      stock: 3,
      isCustomOrder: false,
      variantId: 'v-preta',
      variantLabel: '38 cm / Preta',
    })
  })

  it("takes the product's price for a variant without its own", () => {
    expect(toCartProduct(capa, vermelha)).toMatchObject({ priceCents: 19990, stock: 2 })
  })

  it("names no variant for a product without options (its one variant is the product's)", () => {
    const one = variant({ id: 'capa', values: [], stock: 9 })
    expect(toCartProduct(capa, one)).toEqual(toCartProduct(capa))
    expect(toCartProduct(capa, one)).not.toHaveProperty('variantId')
  })

  it('leaves out whatever else the answer carries', () => {
    const answer = { ...capa, description: 'Couro legítimo.', variants: [vermelha] }
    expect(Object.keys(toCartProduct(answer, vermelha)).sort()).toEqual([
      'id',
      'image',
      'isCustomOrder',
      'name',
      'priceCents',
      'stock',
      'variantId',
      'variantLabel',
    ])
  })
})

describe('the cart per variant', () => {
  const red = toCartProduct(capa, vermelha)
  const black = toCartProduct(capa, preta)

  it('keeps one line per variant of a product, and adds to the line of the same variant', () => {
    let lines = expectOk(addToCart([], red))
    lines = expectOk(addToCart(lines, black, 2))
    lines = expectOk(addToCart(lines, red))
    expect(lines).toEqual([line(red, 2), line(black, 2)])
    expect(cartTotal(lines)).toBe(2 * 19990 + 2 * 21990)
  })

  it("stops at the variant's stock, not the product's", () => {
    expect(addToCart([line(red, 2)], red)).toEqual({
      ok: false,
      error: 'Quantidade máxima disponível em estoque atingida!',
    })
    // Another variant of the same product is counted apart.
    expect(addToCart([line(red, 2)], black, 3).ok).toBe(true)
  })

  it("takes an old line (no variant) as the variant its product's own row became", () => {
    const old = toCartProduct({ ...capa, stock: 2 })
    const first = toCartProduct(capa, { ...primeira, stock: 2 })
    expect(heldUnits([line(red, 2), line(old, 1)], first)).toBe(1)
    // Adding that variant adds to the old line, which now names it.
    expect(addToCart([line(old, 1)], first)).toEqual({ ok: true, lines: [line(first, 2)] })
    expect(addToCart([line(old, 2)], first)).toEqual({
      ok: false,
      error: CART_MESSAGES.maxReached,
    })
  })

  it('sets and removes the line of one variant only', () => {
    const lines = [line(red, 1), line(black, 1)]
    expect(setQuantity(lines, black, 3)).toEqual({
      ok: true,
      lines: [line(red, 1), line(black, 3)],
    })
    expect(setQuantity(lines, red, 3)).toEqual({ ok: false, error: CART_MESSAGES.unavailable })
    expect(setQuantity(lines, { id: 'capa' }, 1)).toEqual({
      ok: false,
      error: CART_MESSAGES.unavailable,
    })
    expect(removeFromCart(lines, red)).toEqual([line(black, 1)])
    expect(removeFromCart(lines, { id: 'capa' })).toEqual(lines)
  })
})

describe('the cart per variant, whatever is done to it', () => {
  // What can be put in the cart: a product without options, two variants of one product with the
  // product's own row as a third, an old line of that product naming none (the same row), a
  // made-to-order variant and a variant sold out.
  const tapete = product({ id: 'tapete', priceCents: 8990, stock: 3 })
  const encomenda = product({ id: 'enc', stock: 0, isCustomOrder: true })
  const choices: CartProduct[] = [
    toCartProduct(tapete),
    toCartProduct(capa, vermelha),
    toCartProduct(capa, preta),
    toCartProduct(capa, { ...primeira, stock: 2 }),
    toCartProduct({ ...capa, stock: 2 }),
    toCartProduct(encomenda, variant({ id: 'v-enc', values: ['Azul'], stock: 0, priceCents: 5 })),
    toCartProduct(capa, variant({ id: 'v-zero', values: ['39 cm', 'Preta'], stock: 0 })),
  ]
  const row = (p: CartProduct) => p.variantId ?? p.id
  const stockOf = (p: CartProduct) => (p.isCustomOrder ? Number.POSITIVE_INFINITY : p.stock)
  const at = fc.nat({ max: choices.length - 1 })
  // Mostly what a customer does (1 to 3), sometimes what no one should (0, negative, past 3).
  const quantity = fc.oneof(
    { arbitrary: fc.integer({ min: 1, max: 3 }), weight: 3 },
    { arbitrary: fc.integer({ min: -2, max: 6 }), weight: 1 },
  )
  const action = fc.oneof(
    fc.record({ kind: fc.constant('add' as const), at, quantity }),
    fc.record({ kind: fc.constant('set' as const), at, quantity }),
    fc.record({ kind: fc.constant('remove' as const), at, quantity }),
  )

  it("no variant's lines total more than its stock, and the totals are the lines'", () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        let lines: CartLine[] = []
        // The units each variant should hold, by the rules as the spec words them.
        const model = new Map<string, number>()
        for (const { kind, at: index, quantity: q } of actions) {
          const chosen = choices[index]!
          const held = model.get(row(chosen)) ?? 0
          if (kind === 'remove') {
            lines = removeFromCart(lines, chosen)
            model.delete(row(chosen))
          } else {
            const result =
              kind === 'add' ? addToCart(lines, chosen, q) : setQuantity(lines, chosen, q)
            if (result.ok) lines = result.lines
            const whole = Number.isInteger(q)
            if (kind === 'add' && whole && q >= 1 && held + q <= stockOf(chosen)) {
              model.set(row(chosen), held + q)
            }
            if (kind === 'set' && held > 0 && q >= 1) {
              const line = lines.find((l) => row(l.product) === row(chosen))!
              if (q <= stockOf(line.product)) model.set(row(chosen), q)
            }
          }
          const units = new Map<string, number>()
          for (const held of lines) {
            expect(held.quantity).toBeGreaterThanOrEqual(1)
            const key = row(held.product)
            units.set(key, (units.get(key) ?? 0) + held.quantity)
          }
          for (const held of lines) {
            expect(units.get(row(held.product))).toBeLessThanOrEqual(stockOf(held.product))
          }
          // One line per variant, holding what the rules say.
          expect(units.size).toBe(lines.length)
          expect(units).toEqual(model)
          const sum = lines.reduce((s, held) => s + held.product.priceCents * held.quantity, 0)
          expect(cartTotal(lines)).toBe(sum)
          expect(Number.isInteger(cartTotal(lines))).toBe(true)
          expect(cartQuantity(lines)).toBe([...units.values()].reduce((s, n) => s + n, 0))
        }
      }),
      { numRuns: 500 },
    )
  })
})

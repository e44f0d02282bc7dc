import { describe, expect, it } from 'vitest'
import { toCartProduct, type CartLine } from '#domain/cart.ts'
import { answer } from '#web/testing/cart-fixtures.ts'
import { makeProduct } from '#web/testing/render.tsx'
import { buyableTotal, reviewLine, syncLine, syncLines } from './cart-review.ts'

const product = answer(makeProduct({ name: 'Tapete', priceCents: 8990, stock: 5 }))
const line: CartLine = { product: toCartProduct(product), quantity: 3 }

describe('syncLine', () => {
  it('keeps the same line when the server agrees', () => {
    expect(syncLine(line, product)).toBe(line)
  })

  it("takes the server's price, name and stock", () => {
    const fresh = { ...product, name: 'Tapete Novo', priceCents: 9990, stock: 4 }
    expect(syncLine(line, fresh)).toEqual({ product: toCartProduct(fresh), quantity: 3 })
  })

  it('lowers the quantity to the stock, but keeps it at stock 0 (the line is unavailable)', () => {
    expect(syncLine(line, { ...product, stock: 2 }).quantity).toBe(2)
    expect(syncLine(line, { ...product, stock: 0 }).quantity).toBe(3)
  })

  it('never limits a made-to-order product', () => {
    expect(syncLine(line, { ...product, stock: 0, isCustomOrder: true }).quantity).toBe(3)
  })
})

describe('syncLines', () => {
  it('returns the same array when nothing changed', () => {
    const lines = [line]
    expect(syncLines(lines, new Map([[product.id, product]]))).toBe(lines)
    expect(syncLines(lines, new Map())).toBe(lines)
  })
})

describe('reviewLine', () => {
  it('explains a price change against the line as the page opened', () => {
    const fresh = { ...product, priceCents: 9990 }
    const synced = syncLine(line, fresh)
    // After the store took the new price, the notice still names the old one.
    expect(reviewLine(synced, line, { state: 'found', product: fresh })).toMatchObject({
      state: 'ok',
      priceChange: { fromCents: 8990, toCents: 9990 },
      stockLowered: false,
    })
  })

  it('flags a stock below the quantity the customer had', () => {
    const review = reviewLine(line, line, { state: 'found', product: { ...product, stock: 1 } })
    expect(review).toMatchObject({ state: 'ok', stockLowered: true })
    expect(review.line.quantity).toBe(1)
  })

  it('marks deleted and sold-out products, and leaves unconfirmed lines as they are', () => {
    expect(reviewLine(line, line, { state: 'gone' }).state).toBe('gone')
    const soldOut = { ...product, stock: 0 }
    expect(reviewLine(line, line, { state: 'found', product: soldOut }).state).toBe('sold-out')
    expect(reviewLine(line, line, { state: 'failed' })).toEqual({
      line,
      state: 'ok',
      stockLowered: false,
    })
  })
})

describe('buyableTotal', () => {
  it('counts only the lines that can be bought', () => {
    const other: CartLine = { product: { ...line.product, id: 'x', priceCents: 1000 }, quantity: 2 }
    const reviews = [
      reviewLine(line, line, { state: 'found', product }),
      reviewLine(other, other, { state: 'gone' }),
    ]
    expect(buyableTotal(reviews)).toBe(8990 * 3)
  })
})

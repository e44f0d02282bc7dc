import { describe, expect, it } from 'vitest'
import { toCartProduct, type CartLine } from '#domain/cart.ts'
import { answer, capaInColours } from '#web/testing/cart-fixtures.ts'
import { freshProduct, reviewLine, syncLine, syncLines } from './cart-review.ts'

// Decision 053: a line is checked against its variant as the product's answer lists it.

const capa = capaInColours()
const redLine: CartLine = { product: toCartProduct(capa.product, capa.red), quantity: 2 }
const found = (product = capa.answer) => ({ state: 'found' as const, product })

describe('freshProduct', () => {
  it("is the variant's price, stock and label as the server has them", () => {
    const red = { ...capa.red, stock: 1, priceCents: 16000, label: '38 cm / Vermelho' }
    expect(freshProduct(redLine, { ...capa.answer, variants: [red, capa.black] })).toMatchObject({
      variantId: capa.red.id,
      variantLabel: '38 cm / Vermelho',
      priceCents: 16000,
      stock: 1,
    })
  })

  it("draws the line with the variant's own photo, the cover for a variant without one", () => {
    const photo = { photo: 'f00d', url: '/media/f00d-800.webp', alt: 'Vermelha', widths: [800] }
    const withPhoto = { ...capa.red, photo: 'f00d' }
    const answered = { ...capa.answer, variants: [withPhoto, capa.black], photos: [photo] }
    expect(freshProduct(redLine, answered)).toMatchObject({ image: '/media/f00d-800.webp' })
    const black: CartLine = { product: toCartProduct(capa.product, capa.black), quantity: 1 }
    expect(freshProduct(black, answered)).toMatchObject({ image: capa.product.image })
  })

  it('names why a variant cannot be bought: off, removed, or never chosen', () => {
    const off = { ...capa.red, offered: false }
    expect(freshProduct(redLine, { ...capa.answer, variants: [off, capa.black] })).toBe(
      'variant-off',
    )
    expect(freshProduct(redLine, { ...capa.answer, variants: [capa.black] })).toBe('variant-gone')
    const old: CartLine = { product: toCartProduct(capa.product), quantity: 1 }
    expect(freshProduct(old, capa.answer)).toBe('choose')
  })

  it("makes a line of the product's own row its one variant again once the options went", () => {
    const own: CartLine = {
      product: toCartProduct(capa.product, { ...capa.red, id: capa.product.id }),
      quantity: 1,
    }
    const plain = answer(capa.product)
    expect(freshProduct(own, plain)).toEqual(toCartProduct(capa.product))
    expect(syncLine(own, plain).product).not.toHaveProperty('variantId')
  })
})

describe('reviewLine and syncLines with variants', () => {
  it('keeps a line whose variant cannot be bought as it is, outside what can be bought', () => {
    const answerOff = { ...capa.answer, variants: [{ ...capa.red, offered: false }] }
    expect(reviewLine(redLine, redLine, found(answerOff))).toEqual({
      line: redLine,
      state: 'variant-off',
      stockLowered: false,
    })
    const lines = [redLine]
    expect(syncLines(lines, new Map([[capa.product.id, answerOff]]))).toBe(lines)
  })

  it("merges a line of the product's own row with the product's line once its options went", () => {
    const own: CartLine = {
      product: toCartProduct(capa.product, { ...capa.red, id: capa.product.id }),
      quantity: 4,
    }
    const plain: CartLine = { product: toCartProduct(capa.product), quantity: 2 }
    const synced = syncLines([plain, own], new Map([[capa.product.id, answer(capa.product)]]))
    // One line, within the product's stock of 5.
    expect(synced).toEqual([{ product: toCartProduct(capa.product), quantity: 5 }])
  })

  it('lowers the quantity to the stock of the variant, not of the product', () => {
    const red = { ...capa.red, stock: 1 }
    const review = reviewLine(redLine, redLine, found({ ...capa.answer, variants: [red] }))
    expect(review).toMatchObject({ state: 'ok', stockLowered: true, line: { quantity: 1 } })
    expect(capa.product.stock).toBe(5)
  })

  it('marks a sold-out variant, the product having stock in another', () => {
    const red = { ...capa.red, stock: 0 }
    const answerSold = { ...capa.answer, variants: [red, capa.black] }
    expect(reviewLine(redLine, redLine, found(answerSold)).state).toBe('sold-out')
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { priceOrder } from './pricing.ts'

describe('priceOrder', () => {
  const lines = [
    { unitPriceCents: 18990, quantity: 2 },
    { unitPriceCents: 4990, quantity: 1 },
  ]

  it('charges card at the full price, shipping free', () => {
    expect(priceOrder(lines, 'mercadopago')).toEqual({
      subtotalCents: 42970,
      discountCents: 0,
      shippingCents: 0,
      totalCents: 42970,
    })
  })

  it('adds the freight after the PIX discount, which applies to the products only', () => {
    expect(priceOrder(lines, 'pix', 2490)).toEqual({
      subtotalCents: 42970,
      discountCents: 4297,
      shippingCents: 2490,
      totalCents: 38673 + 2490,
    })
    expect(priceOrder(lines, 'mercadopago', 2490)).toEqual({
      subtotalCents: 42970,
      discountCents: 0,
      shippingCents: 2490,
      totalCents: 45460,
    })
  })

  it('balances: the total is the subtotal less the discount plus the freight, never below it', () => {
    const line = fc.record({
      unitPriceCents: fc.integer({ min: 1, max: 10_000_000 }),
      quantity: fc.integer({ min: 1, max: 99 }),
    })
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.constantFrom('pix' as const, 'mercadopago' as const),
        fc.integer({ min: 0, max: 1_000_000 }),
        (priced, method, shipping) => {
          const p = priceOrder(priced, method, shipping)
          expect(p.totalCents).toBe(p.subtotalCents - p.discountCents + p.shippingCents)
          expect(p.shippingCents).toBe(shipping)
          expect(p.discountCents).toBeGreaterThanOrEqual(0)
          expect(p.discountCents).toBeLessThanOrEqual(Math.ceil(p.subtotalCents / 10))
        },
      ),
    )
  })

  it('takes 10% off the whole for PIX, rounding half up', () => {
    // 42970 x 0.9 = 38673
    expect(priceOrder(lines, 'pix')).toEqual({
      subtotalCents: 42970,
      discountCents: 4297,
      shippingCents: 0,
      totalCents: 38673,
    })
    // 1005 x 0.9 = 904.5 -> 905
    expect(priceOrder([{ unitPriceCents: 1005, quantity: 1 }], 'pix').totalCents).toBe(905)
  })

  it('prices an empty list at zero', () => {
    expect(priceOrder([], 'pix').totalCents).toBe(0)
  })
})

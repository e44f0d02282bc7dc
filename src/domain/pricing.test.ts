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

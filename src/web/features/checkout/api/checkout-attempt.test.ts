import { describe, expect, it } from 'vitest'
import { CHECKOUT_ATTEMPT_KEY } from '#domain/schemas/checkout.ts'
import { checkoutAttemptKey, endCheckoutAttempt } from './checkout-attempt.ts'

const body = { items: [{ productId: 'p-1', quantity: 2 }], paymentMethod: 'pix' }

describe('checkoutAttemptKey', () => {
  it('keeps the key while the body is the same, and makes a new one when it changes', () => {
    const first = checkoutAttemptKey(body)
    expect(first).toMatch(CHECKOUT_ATTEMPT_KEY)
    expect(checkoutAttemptKey({ ...body })).toBe(first)

    const card = checkoutAttemptKey({ ...body, paymentMethod: 'mercadopago' })
    expect(card).toMatch(CHECKOUT_ATTEMPT_KEY)
    expect(card).not.toBe(first)
  })

  it('starts a new attempt once the last one ended, even for the same body', () => {
    const first = checkoutAttemptKey(body)
    endCheckoutAttempt()
    expect(checkoutAttemptKey(body)).not.toBe(first)
  })
})

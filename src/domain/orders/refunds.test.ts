import { describe, expect, it } from 'vitest'
import { refundKey, refundOption } from './refunds.ts'

describe('refundOption', () => {
  const paid = { paymentStatus: 'approved', paymentId: '123', wasPaid: true, refundState: null }

  it("a provider's approved payment goes back through the provider", () => {
    expect(refundOption(paid)).toBe('provider')
    expect(refundOption({ ...paid, refundState: 'refused' })).toBe('provider')
  })

  it('money that came in otherwise (the static PIX, marked paid) goes back by a PIX by hand', () => {
    expect(refundOption({ ...paid, paymentStatus: 'pendente', paymentId: null })).toBe('manual-pix')
  })

  it('nothing paid, refunded already, or given back by the provider itself: nothing to offer', () => {
    expect(
      refundOption({ ...paid, paymentStatus: 'pendente', paymentId: null, wasPaid: false }),
    ).toBeNull()
    expect(refundOption({ ...paid, refundState: 'done' })).toBeNull()
    expect(refundOption({ ...paid, paymentStatus: 'refunded' })).toBeNull()
    expect(refundOption({ ...paid, paymentStatus: 'charged_back' })).toBeNull()
  })

  it("names Mercado Pago's idempotency key by the order and the attempt", () => {
    expect(refundKey('abc', 2)).toBe('refund-abc-2')
  })
})

import { describe, expect, it } from 'vitest'
import { ORDER_STATUSES } from './order-status.ts'
import { isCardPaymentRefused } from './payment-refusal.ts'

const refused = { status: 'processando', paymentMethod: 'mercadopago', paymentStatus: 'rejected' }

describe('isCardPaymentRefused', () => {
  it('a card order whose last payment was rejected, while it waits to be paid', () => {
    expect(isCardPaymentRefused(refused)).toBe(true)
    expect(isCardPaymentRefused({ ...refused, status: 'pendente' })).toBe(true)
  })

  it('not once the order is paid, shipped, delivered or cancelled', () => {
    const ended = ORDER_STATUSES.filter((s) => s !== 'pendente' && s !== 'processando')
    for (const status of ended) expect(isCardPaymentRefused({ ...refused, status })).toBe(false)
  })

  it('not for another payment status, a cancelled payment included, nor for PIX', () => {
    for (const paymentStatus of ['pendente', 'pending', 'in_process', 'approved', 'cancelled']) {
      expect(isCardPaymentRefused({ ...refused, paymentStatus })).toBe(false)
    }
    expect(isCardPaymentRefused({ ...refused, paymentMethod: 'pix' })).toBe(false)
  })
})

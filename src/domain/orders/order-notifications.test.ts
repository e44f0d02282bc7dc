import { describe, expect, it } from 'vitest'
import { cancellation, sameTrackingCode, stepReached } from './order-notifications.ts'

describe('stepReached', () => {
  it('names the email of each step and the steps passed on the way', () => {
    expect(stepReached('pendente')).toBeUndefined()
    expect(stepReached('processando')).toBeUndefined()
    expect(stepReached('pago')).toEqual({ kind: 'payment-confirmed', passed: [] })
    expect(stepReached('enviado')).toEqual({ kind: 'shipped', passed: ['payment-confirmed'] })
    expect(stepReached('entregue')).toEqual({
      kind: 'delivered',
      passed: ['payment-confirmed', 'shipped'],
    })
    // A cancellation passes nothing: a cancelled order never was paid or shipped by it.
    expect(stepReached('cancelado')).toEqual({ kind: 'cancelled', passed: [] })
  })
})

describe('cancellation', () => {
  it('money Mercado Pago gave back (refund or chargeback) is said to be returned', () => {
    for (const paymentStatus of ['refunded', 'charged_back']) {
      for (const fromStatus of ['pago', 'enviado', 'processando'] as const) {
        expect(cancellation({ fromStatus, paymentMethod: 'mercadopago', paymentStatus })).toEqual({
          refund: 'returned',
          mayHavePaid: false,
        })
      }
    }
  })

  it('a paid order (approved card, or past pago) is the shop to refund', () => {
    expect(
      cancellation({
        fromStatus: 'processando',
        paymentMethod: 'mercadopago',
        paymentStatus: 'approved',
      }),
    ).toEqual({ refund: 'shop-returns', mayHavePaid: false })
    for (const fromStatus of ['pago', 'enviado', 'entregue'] as const) {
      expect(cancellation({ fromStatus, paymentMethod: 'pix', paymentStatus: 'pendente' })).toEqual(
        { refund: 'shop-returns', mayHavePaid: false },
      )
    }
  })

  it('never paid: nothing charged; a PIX or a card payment still in review may be on its way', () => {
    expect(
      cancellation({ fromStatus: 'pendente', paymentMethod: 'pix', paymentStatus: 'pendente' }),
    ).toEqual({ refund: 'nothing-charged', mayHavePaid: true })
    expect(
      cancellation({
        fromStatus: 'processando',
        paymentMethod: 'mercadopago',
        paymentStatus: 'in_process',
      }),
    ).toEqual({ refund: 'nothing-charged', mayHavePaid: true })
    for (const paymentStatus of ['pendente', 'rejected', 'cancelled']) {
      expect(
        cancellation({ fromStatus: 'processando', paymentMethod: 'mercadopago', paymentStatus }),
      ).toEqual({ refund: 'nothing-charged', mayHavePaid: false })
    }
  })
})

describe('sameTrackingCode', () => {
  it('compares codes as the owner meant them: trimmed, none equal to blank', () => {
    expect(sameTrackingCode('AA123BR', ' AA123BR ')).toBe(true)
    expect(sameTrackingCode(null, '  ')).toBe(true)
    expect(sameTrackingCode(null, 'AA123BR')).toBe(false)
    expect(sameTrackingCode('AA123BR', 'AA124BR')).toBe(false)
    // Case is the code's own: carriers print them in capitals, but the owner's typing is kept.
    expect(sameTrackingCode('aa123br', 'AA123BR')).toBe(false)
  })
})

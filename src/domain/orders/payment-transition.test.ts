import { describe, expect, it } from 'vitest'
import { nextPaymentState, type OrderPaymentState } from './payment-transition.ts'

const order = (state: Partial<OrderPaymentState>): OrderPaymentState => ({
  status: 'processando',
  paymentStatus: 'pendente',
  mercadoPagoPaymentId: null,
  ...state,
})

describe('nextPaymentState: late, repeated and out-of-order news', () => {
  it("keeps a payment's final answer when its own 'pending' arrives after it", () => {
    const refused = order({ paymentStatus: 'rejected', mercadoPagoPaymentId: '1' })
    expect(nextPaymentState(refused, { id: '1', status: 'pending' })).toBeNull()
    const paid = order({ status: 'pago', paymentStatus: 'approved', mercadoPagoPaymentId: '1' })
    expect(nextPaymentState(paid, { id: '1', status: 'in_process' })).toBeNull()
  })

  it("does not let an older attempt's refusal or cancellation end one in progress", () => {
    const inProgress = order({ paymentStatus: 'pending', mercadoPagoPaymentId: '2' })
    expect(nextPaymentState(inProgress, { id: '1', status: 'rejected' })).toBeNull()
    expect(nextPaymentState(inProgress, { id: '1', status: 'cancelled' })).toBeNull()
    expect(nextPaymentState(inProgress, { id: '1', status: 'approved' })).toMatchObject({
      status: 'pago',
    })
  })

  it('records a newer attempt after a refusal', () => {
    const refused = order({ paymentStatus: 'rejected', mercadoPagoPaymentId: '1' })
    expect(nextPaymentState(refused, { id: '2', status: 'pending' })).toEqual({
      status: 'processando',
      paymentStatus: 'pending',
      mercadoPagoPaymentId: '2',
    })
  })

  it('lets only the payment that paid an order take the money back', () => {
    const paid = order({ status: 'enviado', paymentStatus: 'approved', mercadoPagoPaymentId: '1' })
    expect(nextPaymentState(paid, { id: '2', status: 'refunded' })).toBeNull()
    expect(nextPaymentState(paid, { id: '1', status: 'charged_back' })).toMatchObject({
      status: 'cancelado',
      paymentStatus: 'charged_back',
    })
  })

  it('reopens a cancelled order when money arrives for it, and ignores the same news twice', () => {
    const cancelled = order({ status: 'cancelado', paymentStatus: 'cancelled' })
    expect(nextPaymentState(cancelled, { id: '3', status: 'pending' })).toBeNull()
    expect(nextPaymentState(cancelled, { id: '3', status: 'approved' })).toEqual({
      status: 'pago',
      paymentStatus: 'approved',
      mercadoPagoPaymentId: '3',
    })
    const refundDue = order({
      status: 'cancelado',
      paymentStatus: 'approved',
      mercadoPagoPaymentId: '3',
    })
    expect(nextPaymentState(refundDue, { id: '3', status: 'approved' })).toBeNull()
    expect(nextPaymentState(refundDue, { id: '3', status: 'refunded' })).toMatchObject({
      status: 'cancelado',
      paymentStatus: 'refunded',
    })
  })
})

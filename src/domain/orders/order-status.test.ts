import { describe, it, expect } from 'vitest'
import {
  ORDER_STATUSES,
  PAYMENT_METHODS,
  isOpenOrder,
  isOrderStatus,
  orderStatusDisplay,
} from './order-status.ts'

describe('ORDER_STATUSES and PAYMENT_METHODS', () => {
  it('list the six statuses in lifecycle order', () => {
    expect(ORDER_STATUSES).toEqual([
      'pendente',
      'processando',
      'pago',
      'enviado',
      'entregue',
      'cancelado',
    ])
  })

  it('list the payment methods', () => {
    expect(PAYMENT_METHODS).toEqual(['pix', 'mercadopago'])
  })
})

describe('isOrderStatus', () => {
  it.each(['pendente', 'processando', 'pago', 'enviado', 'entregue', 'cancelado'])(
    'accepts %j',
    (status) => {
      expect(isOrderStatus(status)).toBe(true)
    },
  )

  it.each(['', 'Pago', 'PAGO', ' pago', 'paid', 'unknown', null, undefined, 1, {}])(
    'rejects %j',
    (value) => {
      expect(isOrderStatus(value)).toBe(false)
    },
  )
})

describe('orderStatusDisplay', () => {
  it.each([
    ['pendente', 'Aguardando Pagamento', 'yellow'],
    ['processando', 'Processando Pagamento', 'blue'],
    ['pago', 'Pago', 'green'],
    ['enviado', 'Enviado', 'purple'],
    ['entregue', 'Entregue', 'green'],
    ['cancelado', 'Cancelado', 'red'],
  ])('shows %j as %j in %s', (status, label, color) => {
    expect(orderStatusDisplay(status)).toEqual({ label, color })
  })

  it.each(['foo', 'Pago', 'ENTREGUE', 'canceled', ' pendente'])(
    'shows the unknown value %j as Status Desconhecido',
    (status) => {
      expect(orderStatusDisplay(status)).toEqual({ label: 'Status Desconhecido', color: 'gray' })
    },
  )

  it.each([null, undefined, ''])('treats %j as pendente', (status) => {
    expect(orderStatusDisplay(status)).toEqual({ label: 'Aguardando Pagamento', color: 'yellow' })
  })
})

describe('isOpenOrder', () => {
  it.each(['entregue', 'cancelado'])('is false for %j', (status) => {
    expect(isOpenOrder(status)).toBe(false)
  })

  it.each(['pendente', 'processando', 'pago', 'enviado', 'foo', null, undefined, ''])(
    'is true for %j',
    (status) => {
      expect(isOpenOrder(status)).toBe(true)
    },
  )
})

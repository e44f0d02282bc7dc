import { isPaid, ORDER_STATUS, type OrderStatus } from './order-status.ts'

export interface OrderPaymentState {
  status: OrderStatus
  paymentStatus: string
  mercadoPagoPaymentId: string | null
}

const IN_PROGRESS = new Set(['pending', 'in_process', 'authorized'])
const MONEY_BACK = new Set(['refunded', 'charged_back'])
const FINAL = new Set(['approved', 'rejected', 'cancelled', 'refunded', 'charged_back'])

/**
 * What an order becomes when Mercado Pago reports one of its payments (design.md 'Order status
 * from payments'), or null when the news must not touch it. Notifications come late, twice and out
 * of order, and one order can have several payment attempts, so only news that moves the order
 * forward counts. Pure: apply-payment.ts applies it under a row lock.
 */
export function nextPaymentState(
  order: OrderPaymentState,
  payment: { id: string; status: string; methodId?: string | null },
): OrderPaymentState | null {
  const record = (status: OrderStatus) => ({
    status,
    paymentStatus: payment.status,
    mercadoPagoPaymentId: payment.id,
  })
  const current = order.mercadoPagoPaymentId
  const samePayment = current === null || current === payment.id
  // A payment never goes back from a final answer to 'pending': that news is stale.
  if (current === payment.id && FINAL.has(order.paymentStatus) && IN_PROGRESS.has(payment.status)) {
    return null
  }
  if (isPaid(order.status)) {
    // Only the payment that paid the order can take the money back (refund, chargeback).
    return MONEY_BACK.has(payment.status) && samePayment ? record(ORDER_STATUS.cancelled) : null
  }
  if (order.status === ORDER_STATUS.cancelled) {
    // The same news again (a refund already marked, a second delivery) changes nothing.
    if (current === payment.id && order.paymentStatus === payment.status) return null
    // Money for a cancelled order reopens it, if its units can be taken again (apply-payment.ts
    // checks; otherwise it stays cancelled and is marked for refund). Money returned is recorded.
    if (payment.status === 'approved') return record(ORDER_STATUS.paid)
    return MONEY_BACK.has(payment.status) && samePayment ? record(ORDER_STATUS.cancelled) : null
  }
  if (payment.status === 'approved') return record(ORDER_STATUS.paid)
  if (MONEY_BACK.has(payment.status)) return record(ORDER_STATUS.cancelled)
  // A PIX charge waiting to be paid leaves the order 'Aguardando Pagamento'; a card under review
  // is 'processando'.
  if (IN_PROGRESS.has(payment.status)) {
    return record(payment.methodId === 'pix' ? order.status : ORDER_STATUS.processing)
  }
  // The refusal or cancellation of an older attempt does not end one still in progress.
  if (!samePayment && IN_PROGRESS.has(order.paymentStatus)) return null
  if (payment.status === 'cancelled') return record(ORDER_STATUS.cancelled)
  // 'rejected' (the customer may retry) and statuses with no effect on the order.
  return record(order.status)
}

export function sameState(a: OrderPaymentState, b: OrderPaymentState): boolean {
  return (
    a.status === b.status &&
    a.paymentStatus === b.paymentStatus &&
    a.mercadoPagoPaymentId === b.mercadoPagoPaymentId
  )
}

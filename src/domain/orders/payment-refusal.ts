import { isAwaitingPayment } from './order-status.ts'
/** What decides whether an order's card payment reads as refused. */
interface OrderPaymentNews {
  status: string
  paymentMethod: string
  paymentStatus: string
}

/**
 * A card order whose last reported payment was refused ('rejected': the card's issuer or Mercado
 * Pago's anti-fraud said no), while it still waits to be paid: /orders says 'Pagamento recusado'
 * and the customer may try again (decision 027). A payment 'cancelled' is no refusal to the buyer: it
 * cancels the order (payment-transition.ts). A later payment reported, under review or approved,
 * replaces the refusal.
 */
export function isCardPaymentRefused(order: OrderPaymentNews): boolean {
  return (
    order.paymentMethod === 'mercadopago' &&
    order.paymentStatus === 'rejected' &&
    isAwaitingPayment(order.status)
  )
}

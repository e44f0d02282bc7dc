import type { RefundVia } from '#domain/orders/refunds.ts'
import type { Db } from '#server/db/client.ts'
import { enqueueEmail } from '#server/mail/outbox.ts'
import type { OrderMailSettings } from './order-notifications.ts'
import { findOrderForCustomerEmail, markNotified } from './order-notifications-repository.ts'

/**
 * 'Reembolso feito' (decision 039), once per order, inside the transaction that records the money
 * back: the refund through the provider (its news applied, apply-payment.ts) or the owner's PIX
 * sent by hand. Call it BEFORE the move to 'cancelado': it marks 'cancelled' as told too, so the
 * customer reads one e-mail saying both (the order is cancelled, the money is back) rather than a
 * 'Pedido cancelado' that promises a refund already made.
 */
export async function notifyRefund(
  tx: Db,
  orderId: string,
  via: RefundVia,
  settings: OrderMailSettings,
  at: Date,
) {
  const marked = await markNotified(tx, orderId, ['refunded', 'cancelled'])
  if (!marked.includes('refunded')) return
  const order = await findOrderForCustomerEmail(tx, orderId)
  if (!order?.email) return
  const data = {
    name: order.name?.trim() || null,
    orderId,
    amountCents: order.totalCents,
    paymentMethod: order.paymentMethod,
    via,
    refundedAt: at.toISOString(),
  }
  await enqueueEmail(tx, { to: order.email, type: 'refund-made', data }, settings)
}

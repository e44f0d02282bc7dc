import { isCardPaymentRefused } from '#domain/orders/payment-refusal.ts'
import type { Db } from '#server/db/client.ts'
import { enqueueEmail } from '#server/mail/outbox.ts'
import type { OrderMailSettings } from '#server/modules/order-lifecycle/order-notifications.ts'
import { findOrderForRefusal, markRefusalNotified } from './payment-refusal-repository.ts'

/**
 * After applyPaymentStatus recorded a payment, in its transaction (the order's row locked): when
 * that payment was refused and the card order now reads 'Pagamento recusado' (#domain/
 * payment-refusal.ts), its customer is emailed how to try again, once per refused payment id
 * (decision 027). Only the transaction whose insert made the row in order_payment_refusals queues the
 * email, so a replayed notification, a second instance or a stale refusal delivered again after a
 * newer one sends nothing. A refusal that changed nothing (after an approval) never gets here. No
 * email, and no row, when the buyer's account was deleted.
 */
export async function tellPaymentRefused(
  tx: Db,
  orderId: string,
  payment: { id: string; status: string },
  shop: OrderMailSettings,
) {
  if (payment.status !== 'rejected') return
  const order = await findOrderForRefusal(tx, orderId)
  if (!order?.email || !isCardPaymentRefused(order)) return
  if (!(await markRefusalNotified(tx, orderId, payment.id))) return
  const data = {
    name: order.name?.trim() || null,
    orderId,
    totalCents: order.totalCents,
    ...(order.cardExpiresAt ? { reservedUntil: order.cardExpiresAt.toISOString() } : {}),
  }
  await enqueueEmail(tx, { to: order.email, type: 'payment-refused', data }, shop)
}

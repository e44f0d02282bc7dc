import { ORDER_STATUS } from '#domain/orders/order-status.ts'
import { conflict } from '#domain/errors.ts'
import { AFTER_SALE_MESSAGES } from '#domain/orders/withdrawal-messages.ts'
import type { Db } from '#server/db/client.ts'
import { enqueueEmail } from '#server/mail/outbox.ts'
import {
  orderContactUrl,
  type OrderMailSettings,
} from '#server/modules/order-lifecycle/order-notifications.ts'
import { lockOrderForProduction, recordProductionStarted } from './production-repository.ts'

/**
 * 'Produção iniciada' (decision 039): the owner started making the order's custom piece, so the
 * customer can no longer withdraw through the site. Once, on an order with custom work that is
 * neither cancelled nor withdrawn from (decision 046: a piece the customer asked to cancel is not
 * started; the owner refunds or talks to them first). In ONE transaction with the order locked: the
 * date, and the customer's e-mail saying their piece is being made and the button ends here.
 * Undefined when there is no such order.
 */
export async function startProduction(db: Db, orderId: string, mail: OrderMailSettings, at: Date) {
  return db.transaction(async (tx) => {
    const order = await lockOrderForProduction(tx, orderId)
    if (!order) return undefined
    if (order.status === ORDER_STATUS.cancelled) {
      throw conflict('order-cancelled', AFTER_SALE_MESSAGES.productionCancelled)
    }
    if (order.startedAt) throw conflict('production-already', AFTER_SALE_MESSAGES.productionAlready)
    if (!order.customWork) {
      throw conflict('production-not-custom', AFTER_SALE_MESSAGES.productionNotCustom)
    }
    if (order.withdrawalRequestedAt) {
      throw conflict('production-withdrawn', AFTER_SALE_MESSAGES.productionWithdrawn)
    }
    await recordProductionStarted(tx, orderId, at)
    if (order.buyer?.email) {
      const data = {
        name: order.buyer.name?.trim() || null,
        orderId,
        startedAt: at.toISOString(),
        contactUrl: orderContactUrl(orderId, mail),
      }
      await enqueueEmail(tx, { to: order.buyer.email, type: 'production-started', data }, mail)
    }
    return 'changed' as const
  })
}

import type { Db } from '#server/db/client.ts'
import { returnOrderStock } from '#server/modules/orders/order-repository.ts'
import { lockOrderPayment, setOrderPayment } from './payment-repository.ts'
import { isUnpaid, nextPaymentState, sameState } from './payment-transition.ts'

type ApplyResult = 'changed' | 'unchanged' | 'unknown-order'

/**
 * Records what Mercado Pago (or the simulated provider) says about one payment of an order, in ONE
 * transaction with the order row locked: two deliveries of the same notification serialise, and
 * the second finds nothing left to do, so a cancelled order's stock comes back exactly once.
 */
export async function applyPaymentStatus(
  db: Db,
  orderId: string,
  payment: { id: string; status: string },
): Promise<ApplyResult> {
  return db.transaction(async (tx) => {
    const order = await lockOrderPayment(tx, orderId)
    if (!order) return 'unknown-order'
    const next = nextPaymentState(order, payment)
    if (!next || sameState(order, next)) return 'unchanged'
    await setOrderPayment(tx, orderId, next)
    if (next.status === 'cancelado' && isUnpaid(order.status)) await returnOrderStock(tx, orderId)
    return 'changed'
  })
}

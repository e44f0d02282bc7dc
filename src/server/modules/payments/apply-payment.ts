import { isPaid, ORDER_STATUS } from '#domain/orders/order-status.ts'
import { formatBRL } from '#domain/money.ts'
import { shortId } from '#domain/text.ts'
import type { Db } from '#server/db/client.ts'
import { enqueueEmails } from '#server/mail/outbox.ts'
import type { EmailData } from '#server/mail/templates.ts'
import { ownerEmails } from '#server/modules/accounts/owner-emails.ts'
import { moveOrder, reopenShortage } from '#server/modules/order-lifecycle/order-lifecycle.ts'
import type { OrderMailSettings } from '#server/modules/order-lifecycle/order-notifications.ts'
import { notifyRefund } from '#server/modules/order-lifecycle/refund-notification.ts'
import { tellPaymentRefused } from './payment-refusal.ts'
import {
  lockOrderPayment,
  markRefundDue,
  settleAskedRefund,
  setOrderPayment,
  wasAmountMismatchTold,
} from './payment-repository.ts'
import { nextPaymentState, sameState } from '#domain/orders/payment-transition.ts'
import type { ProviderPayment } from './providers/provider.ts'
import { logger } from '#server/logging/logger.ts'

type ApplyResult = 'changed' | 'unchanged' | 'unknown-order'

const PROVIDER = { actor: 'payment_provider' } as const

/**
 * Records what Mercado Pago (or the simulated provider) says about one payment of an order, in ONE
 * transaction with the order row locked: two deliveries of the same notification serialise, and
 * the second finds nothing left to do. The order's units follow its status through the ledger
 * (order-lifecycle.ts), and the customer hears of a step reached the first time ('Pagamento
 * confirmado' once, however often the approval is delivered). Money for a cancelled order reopens
 * it when every unit can be taken again and its money never went back; otherwise the order stays
 * cancelled, is marked for refund and the admin accounts are emailed. An approval for another amount than the order's total is
 * recorded on the order but moves nothing: it is logged and the admin accounts are emailed, once.
 */
export async function applyPaymentStatus(
  db: Db,
  orderId: string,
  payment: Pick<ProviderPayment, 'id' | 'status' | 'amountCents' | 'methodId'>,
  shop: OrderMailSettings,
): Promise<ApplyResult> {
  return db.transaction(async (tx) => {
    const order = await lockOrderPayment(tx, orderId)
    if (!order) return 'unknown-order'
    const next = nextPaymentState(order, payment)
    if (!next || sameState(order, next)) return 'unchanged'
    if (payment.status === 'approved' && isOtherAmount(payment, order.totalCents)) {
      // The same approval again (a retried webhook, even after the job recorded news of the live
      // charge in between): already recorded, already told. It never becomes the live charge's id.
      const recorded =
        order.mercadoPagoPaymentId === payment.id && order.paymentStatus === 'approved'
      if (recorded || (await wasAmountMismatchTold(tx, orderId, payment.id))) return 'unchanged'
      await setOrderPayment(tx, orderId, {
        paymentStatus: 'approved',
        mercadoPagoPaymentId: payment.id,
      })
      const data = {
        orderId,
        totalCents: order.totalCents,
        receivedCents: payment.amountCents ?? null,
        paymentId: payment.id,
      }
      logger.error(
        `[pagamentos] pagamento ${payment.id} do pedido #${shortId(orderId)} aprovado com ${
          data.receivedCents === null ? 'valor ilegível' : formatBRL(data.receivedCents)
        }, mas o pedido é de ${formatBRL(order.totalCents)}: não aplicado`,
      )
      await emailOwners(tx, 'payment-amount-mismatch', data, shop)
      return 'changed'
    }
    const reopening =
      order.status === ORDER_STATUS.cancelled && next.status !== ORDER_STATUS.cancelled
    // Money for an order whose money already went back (a second payment, a checkout still open
    // after 'Reembolsar') never reopens it: the owner gives it back too (decision 041).
    const afterRefund = reopening && order.refunded
    const shortage = reopening && !afterRefund ? await reopenShortage(tx, orderId) : undefined
    // The payment first: the move's email reads it (a refund is worded as one).
    const { status, ...paymentFields } = next
    await setOrderPayment(tx, orderId, paymentFields)
    if (afterRefund || shortage) {
      await markRefundDue(tx, orderId)
      const data = {
        orderId,
        totalCents: order.totalCents,
        paymentId: payment.id,
        ...(shortage ? { missing: shortage } : { refunded: true as const }),
      }
      await emailOwners(tx, 'refund-due', data, shop)
      return 'changed'
    }
    // Money that was paid and came back: 'Reembolso feito' (the refund asked from the panel, or one
    // made in Mercado Pago's own), in place of the move's 'Pedido cancelado'.
    if (paymentFields.paymentStatus === 'refunded' && wasPaid(order)) {
      await settleAskedRefund(tx, orderId, { id: payment.id, amountCents: order.totalCents })
      await notifyRefund(tx, orderId, 'mercadopago', shop, new Date())
    }
    await moveOrder(tx, orderId, status, PROVIDER, shop)
    await tellPaymentRefused(tx, orderId, payment, shop)
    return 'changed'
  })
}

/** The order's money had come in: its payment approved, or the order past 'pago'. */
function wasPaid(order: { status: string; paymentStatus: string }) {
  return order.paymentStatus === 'approved' || isPaid(order.status)
}

/**
 * An amount Mercado Pago reports that is not the order's total (or that it reported unreadably).
 * Absent (the simulated provider): nothing to compare.
 */
function isOtherAmount(payment: Pick<ProviderPayment, 'amountCents'>, totalCents: number) {
  return payment.amountCents !== undefined && payment.amountCents !== totalCents
}

/** One email of `type` to every admin account (decision 012), in the payment's transaction. */
async function emailOwners<T extends 'refund-due' | 'payment-amount-mismatch'>(
  tx: Db,
  type: T,
  data: EmailData[T],
  shop: OrderMailSettings,
) {
  const emails = (await ownerEmails(tx)).map((to) => ({ to, type, data }))
  await enqueueEmails(tx, emails, shop)
}

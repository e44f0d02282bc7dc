import { orderNotFound } from '#domain/orders/order-errors.ts'
import { conflict } from '#domain/errors.ts'
import { withdrawalView, type WithdrawalMode } from '#domain/orders/withdrawal.ts'
import { WITHDRAWAL_MESSAGES } from '#domain/orders/withdrawal-messages.ts'
import type { Db } from '#server/db/client.ts'
import { enqueueEmail, enqueueEmails } from '#server/mail/outbox.ts'
import { ownerEmails } from '#server/modules/accounts/owner-emails.ts'
import {
  orderContactUrl,
  type OrderMailSettings,
} from '#server/modules/order-lifecycle/order-notifications.ts'
import { lockOrderForWithdrawal, recordWithdrawal } from './withdrawal-repository.ts'

/**
 * 'Confirmar desistência' (decision 039): the customer withdraws from their order, through the shop
 * they bought in (Decreto 7.962/2013 art. 5 §1). In ONE transaction with the order locked: the
 * window checked at `now` (#domain/orders/withdrawal.ts), the request recorded, the customer's receipt
 * (art. 5 §4: at once) and every admin's e-mail queued. Refused in pt-BR, nothing written, when it
 * was already asked, the order is cancelled, custom work is being made, or the window is over.
 */
export async function requestWithdrawal(
  db: Db,
  request: { userId: string; orderId: string; reason: string | null },
  mail: OrderMailSettings,
  now: Date,
): Promise<WithdrawalMode> {
  return db.transaction(async (tx) => {
    const found = await lockOrderForWithdrawal(tx, request.userId, request.orderId)
    if (!found) throw orderNotFound()
    const view = withdrawalView(found.facts, now)
    switch (view.state) {
      case 'requested':
        throw conflict('withdrawal-requested', WITHDRAWAL_MESSAGES.alreadyRequested)
      case 'production-started':
        throw conflict('production-started', WITHDRAWAL_MESSAGES.productionStarted(view.at))
      case 'closed':
        if (view.until === null) throw conflict('order-cancelled', WITHDRAWAL_MESSAGES.cancelled)
        throw conflict('withdrawal-closed', WITHDRAWAL_MESSAGES.windowOver(view.until))
    }
    const { order, buyer } = found
    await recordWithdrawal(tx, order.id, { mode: view.mode, reason: request.reason, at: now })
    const told = {
      orderId: order.id,
      mode: view.mode,
      reason: request.reason,
      requestedAt: now.toISOString(),
      totalCents: order.totalCents,
    }
    const name = buyer?.name?.trim() || null
    if (buyer?.email) {
      const data = { ...told, name, contactUrl: orderContactUrl(order.id, mail) }
      await enqueueEmail(tx, { to: buyer.email, type: 'withdrawal-received', data }, mail)
    }
    const ownerData = {
      ...told,
      customerName: name,
      customerEmail: buyer?.email ?? null,
      paymentMethod: order.paymentMethod,
    }
    const owners = await ownerEmails(tx)
    await enqueueEmails(
      tx,
      owners.map((to) => ({ to, type: 'withdrawal-requested-owner' as const, data: ownerData })),
      mail,
    )
    return view.mode
  })
}

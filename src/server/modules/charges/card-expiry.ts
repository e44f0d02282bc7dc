import { ORDER_STATUS } from '#domain/orders/order-status.ts'
import { cardExpiryStep, paymentThatKeepsOrder } from '#domain/orders/card-expiry.ts'
import { shortId } from '#domain/text.ts'
import type { CatalogCache } from '#server/catalog-cache/catalog-cache.ts'
import type { Config } from '#server/config.ts'
import { orderMailSettings } from '#server/modules/order-lifecycle/order-notifications.ts'
import type { ShopSettingsReader } from '#server/shop-settings/shop-settings-store.ts'
import type { Db } from '#server/db/client.ts'
import { moveOrder } from '#server/modules/order-lifecycle/order-lifecycle.ts'
import {
  claimPreferenceRetry,
  findCardOrdersToSettle,
  findOpenPreference,
  lockCardState,
  markPreferenceEnded,
} from './card-expiry-repository.ts'
import { applyPaymentStatus } from '#server/modules/payments/apply-payment.ts'
import type { PaymentProvider } from '#server/modules/payments/providers/provider.ts'
import { logger } from '#server/logging/logger.ts'

interface CardExpiryDeps {
  db: Db
  config: Config
  shopSettings: ShopSettingsReader
  provider: PaymentProvider
  catalog: Pick<CatalogCache, 'invalidate'>
}

export interface CardExpiryReport {
  /** Unpaid card orders cancelled: their preference ended with nothing paid or under review. */
  cancelled: number
  /** Cancelled orders' preferences Mercado Pago accepted to end this round. */
  preferencesEnded: number
}

/**
 * The card orders' share of a reconciliation round (decision 027): an unpaid card order whose
 * preference stopped taking payments (plus a grace), with no payment approved or under review, is
 * cancelled (its units back through the ledger, the customer told once); a cancelled order whose
 * preference still takes payments (the owner's cancel could not reach Mercado Pago) gets it ended,
 * asked again each round until Mercado Pago accepts; a preference that ended by itself is
 * recorded. Orders placed before card orders expired (no card_expires_at) never do.
 */
export async function expireCardOrders(
  deps: CardExpiryDeps,
  now = new Date(),
): Promise<CardExpiryReport> {
  const report: CardExpiryReport = { cancelled: 0, preferencesEnded: 0 }
  for (const order of await findCardOrdersToSettle(deps.db, now)) {
    const step = cardExpiryStep(order, now)
    if (step === 'cancel' && !(await paidUnnoticed(deps, order.id))) {
      if (await cancelUnpaid(deps, order.id, now)) report.cancelled++
    }
    if (step === 'mark-ended') {
      await markPreferenceEnded(deps.db, order.id, order.preferenceId, order.cardExpiresAt!)
    }
    if (step === 'end-preference') {
      const intervalMs = deps.config.paymentSyncSeconds * 1000
      const preferenceId = await claimPreferenceRetry(deps.db, order.id, now, intervalMs)
      if (preferenceId && (await endPreference(deps, order.id, preferenceId, now))) {
        report.preferencesEnded++
      }
    }
  }
  if (report.cancelled > 0) deps.catalog.invalidate()
  return report
}

/**
 * Before an unpaid order is cancelled, asks the provider for its payments: one approved or still
 * being decided whose notification never came is applied (as a webhook's would be) and keeps the
 * order. True when the order must not be cancelled this round: such a payment, or the provider
 * could not be asked (asked again next round).
 */
async function paidUnnoticed(deps: CardExpiryDeps, orderId: string): Promise<boolean> {
  if (!deps.provider.findOrderPayments) return false
  let payments
  try {
    payments = await deps.provider.findOrderPayments(orderId)
  } catch (error) {
    logger.warn(
      `[pagamentos] pedido #${shortId(orderId)} não cancelado agora: ${String(
        error instanceof Error ? error.message : error,
      )} (nova tentativa na próxima reconciliação)`,
    )
    return true
  }
  const keeps = paymentThatKeepsOrder(payments.filter((p) => p.orderId === orderId))
  if (!keeps) return false
  await applyPaymentStatus(deps.db, orderId, keeps, orderMailSettings(deps))
  deps.catalog.invalidate()
  return true
}

/** Cancels the order if, under its row lock, it is still an unpaid card order past its end. */
async function cancelUnpaid(deps: CardExpiryDeps, orderId: string, now: Date) {
  return deps.db.transaction(async (tx) => {
    const order = await lockCardState(tx, orderId)
    if (!order || cardExpiryStep(order, now) !== 'cancel') return false
    await moveOrder(tx, orderId, ORDER_STATUS.cancelled, { actor: 'job' }, orderMailSettings(deps))
    await markPreferenceEnded(tx, orderId, order.preferenceId, order.cardExpiresAt!)
    logger.info(
      `[pagamentos] pedido #${shortId(orderId)} cancelado: o pagamento com cartão não chegou até o fim da preferência`,
    )
    return true
  })
}

/**
 * After the owner cancelled a card order (or deleted it: `preferenceId` read before): its
 * preference, if it still takes payments, is ended at Mercado Pago now, outside any transaction.
 * If Mercado Pago cannot be reached, it is logged and the job asks again each round.
 */
export async function endCancelledPreference(
  deps: Pick<CardExpiryDeps, 'db' | 'provider'>,
  orderId: string,
  preferenceId?: string,
  now = new Date(),
) {
  const open = preferenceId ?? (await findOpenPreference(deps.db, orderId, now))
  if (open) await endPreference(deps, orderId, open, now)
}

/** Asks the provider to end the preference now; true (and recorded) when it accepted. */
async function endPreference(
  deps: Pick<CardExpiryDeps, 'db' | 'provider'>,
  orderId: string,
  preferenceId: string,
  now: Date,
) {
  try {
    // The simulated page checks the order itself: nothing to end there.
    await deps.provider.expirePreference?.(preferenceId, now)
  } catch (error) {
    logger.warn(
      `[pagamentos] a preferência ${preferenceId} do pedido #${shortId(orderId)} não foi encerrada no Mercado Pago (nova tentativa na próxima reconciliação): ${String(
        error instanceof Error ? error.message : error,
      )}`,
    )
    return false
  }
  await markPreferenceEnded(deps.db, orderId, preferenceId, now)
  return true
}

import { isAwaitingPayment, ORDER_STATUS } from '#domain/orders/order-status.ts'
import { PIX_EXPIRY_GRACE_MS } from '#domain/orders/pix-charge.ts'
import { shortId } from '#domain/text.ts'
import type { CatalogCache } from '#server/catalog-cache/catalog-cache.ts'
import type { Config } from '#server/config.ts'
import { orderMailSettings } from '#server/modules/order-lifecycle/order-notifications.ts'
import type { ShopSettingsReader } from '#server/shop-settings/shop-settings-store.ts'
import type { Db } from '#server/db/client.ts'
import { moveOrder } from '#server/modules/order-lifecycle/order-lifecycle.ts'
import { claimChargesToCheck } from './charge-check-repository.ts'
import { lockPixState, markChargeExpired } from './pix-charge-repository.ts'
import { startPixCharge } from './pix-payment.ts'
import { applyPaymentStatus } from '#server/modules/payments/apply-payment.ts'
import { expireCardOrders, type CardExpiryReport } from './card-expiry.ts'
import type { PaymentProvider } from '#server/modules/payments/providers/provider.ts'
import { logger } from '#server/logging/logger.ts'

/** A charge still 'creating' this long after its attempt began was left by a request that died. */
const STUCK_CREATING_MS = 60_000

interface SyncDeps {
  db: Db
  config: Config
  shopSettings: ShopSettingsReader
  provider: PaymentProvider
  catalog: Pick<CatalogCache, 'invalidate'>
}

export interface SyncReport {
  checked: number
  changed: number
  expired: number
  recreated: number
  /** The card orders' share (card-expiry.ts). */
  cards?: CardExpiryReport
}

/**
 * One round of the reconciliation job: asks the provider about every open PIX charge, and every
 * card payment still under review, not asked about within PAYMENT_SYNC_SECONDS, so a lost webhook (or a shop that cannot receive them, without
 * an https PUBLIC_URL) delays a confirmation but never loses it. What the provider answers goes
 * through applyPaymentStatus, as a webhook's would (the order locked, each payment applied once
 * however many instances ask). A charge the provider reports expired cancels the order there; one
 * past its expiry plus a grace period with no answer (provider down) is cancelled here. A charge
 * left 'creating' by a request that died is made again, with the same idempotency key.
 */
export async function syncPayments(deps: SyncDeps, now = new Date()): Promise<SyncReport> {
  const report: SyncReport = { checked: 0, changed: 0, expired: 0, recreated: 0 }
  const due = await claimChargesToCheck(deps.db, now, deps.config.paymentSyncSeconds * 1000)
  for (const order of due) {
    report.checked++
    if (order.pixCharge === 'creating') {
      if (now.getTime() - order.updatedAt.getTime() < STUCK_CREATING_MS || !order.email) continue
      const started = await startPixCharge(deps, order.id, order.email, now)
      if (started === 'live' || started === 'static') report.recreated++
      continue
    }
    if (order.paymentId) {
      const payment = await deps.provider.getPayment(order.paymentId).catch((error: unknown) => {
        logger.warn(
          `[pagamentos] consulta do pagamento do pedido #${shortId(order.id)} falhou: ${String(error)}`,
        )
        return null
      })
      if (payment?.orderId === order.id) {
        const result = await applyPaymentStatus(deps.db, order.id, payment, orderMailSettings(deps))
        if (result === 'changed') report.changed++
      }
    }
    if (await expireAfterGrace(deps, order.id, now)) report.expired++
  }
  report.cards = await expireCardOrders(deps, now)
  if (report.changed > 0 || report.expired > 0) deps.catalog.invalidate()
  return report
}

/**
 * Cancels an unpaid order whose live charge expired more than the grace period ago (the provider
 * never said so): its units return through the ledger and the customer is told, once.
 */
async function expireAfterGrace(deps: SyncDeps, orderId: string, now: Date): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const order = await lockPixState(tx, orderId)
    const unpaid = isAwaitingPayment(order?.status)
    if (!order || !unpaid || order.pixCharge !== 'live' || !order.pixExpiresAt) return false
    if (order.pixExpiresAt.getTime() + PIX_EXPIRY_GRACE_MS > now.getTime()) return false
    await moveOrder(tx, orderId, ORDER_STATUS.cancelled, { actor: 'job' }, orderMailSettings(deps))
    await markChargeExpired(tx, orderId)
    logger.info(`[pagamentos] pedido #${shortId(orderId)} cancelado: o PIX expirou sem pagamento`)
    return true
  })
}

/**
 * Runs syncPayments at start and every PAYMENT_SYNC_SECONDS; the timer never keeps the process up,
 * and stop() waits for a round under way (the database closes after it).
 */
export function startPaymentSync(
  deps: SyncDeps,
  log: (message: string) => void = (message) => logger.error(message),
) {
  let current: Promise<void> | undefined
  function run() {
    // A slow round (the provider timing out) is not overlapped by the next one.
    current ??= syncPayments(deps)
      .then(
        () => undefined,
        (error: unknown) => log(`[pagamentos] reconciliação falhou: ${String(error)}`),
      )
      .finally(() => {
        current = undefined
      })
  }
  run()
  const timer = setInterval(run, deps.config.paymentSyncSeconds * 1000)
  timer.unref()
  return {
    async stop() {
      clearInterval(timer)
      await current
    },
  }
}

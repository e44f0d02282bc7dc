import { orderNotFound } from '#domain/orders/order-errors.ts'
import { ORDER_STATUS } from '#domain/orders/order-status.ts'
import { conflict } from '#domain/errors.ts'
import { refundKey, refundOption } from '#domain/orders/refunds.ts'
import { shortId } from '#domain/text.ts'
import { AFTER_SALE_MESSAGES } from '#domain/orders/withdrawal-messages.ts'
import { logger } from '#server/logging/logger.ts'
import { moveOrder } from '#server/modules/order-lifecycle/order-lifecycle.ts'
import type { OrderMailSettings } from '#server/modules/order-lifecycle/order-notifications.ts'
import { notifyRefund } from '#server/modules/order-lifecycle/refund-notification.ts'
import { applyPaymentStatus } from '#server/modules/payments/apply-payment.ts'
import {
  afterOrderSettled,
  type OrderChangeDeps,
} from '#server/modules/orders/admin-order-changes.ts'
import { RefundError, type ProviderRefund } from '#server/modules/payments/providers/provider.ts'
import {
  awaitProviderRefund,
  finishRefund,
  lockOrderForRefund,
  saveRefund,
} from './refund-repository.ts'

/** A claim this old with no answer was left by a request that died: it may be asked again. */
const STALE_CLAIM_MS = 2 * 60 * 1000

interface RefundDeps extends OrderChangeDeps {
  mail: OrderMailSettings
  now: Date
}

/**
 * 'Reembolsar' (decision 039): the whole amount paid back through the provider that took it. First a
 * claim, in one transaction under the order's lock (the refund row 'pending'), so a second click
 * or instance is refused while the first is asking; then the provider, outside any transaction,
 * with the attempt's idempotency key (the same attempt is one refund there); then its answer. An
 * approved refund is applied as Mercado Pago's news of it would be (apply-payment.ts: the order
 * cancelled, held units back, 'Reembolso feito' once) before the row says 'done', so a crash in
 * between leaves a claim the next click repeats with the same key. A refusal leaves the order as
 * it was and the owner reads why. A refund Mercado Pago is still processing (a PIX at the central
 * bank) leaves the claim 'pending' until its payment's news says 'refunded' (apply-payment.ts).
 */
export async function refundThroughProvider(deps: RefundDeps, orderId: string, adminId: string) {
  const refundPayment = deps.provider.refundPayment?.bind(deps.provider)
  const claim = await deps.db.transaction(async (tx) => {
    const found = await lockOrderForRefund(tx, orderId)
    if (!found) throw orderNotFound()
    const { order, refund } = found
    if (refund?.state === 'done') throw conflict('refund-done', AFTER_SALE_MESSAGES.refundDone)
    const asking = refund?.state === 'pending'
    if (asking && deps.now.getTime() - refund.requestedAt.getTime() < STALE_CLAIM_MS) {
      throw conflict('refund-in-progress', AFTER_SALE_MESSAGES.refundInProgress)
    }
    const option = refundOption({ ...order, wasPaid: found.wasPaid, refundState: null })
    if (option === null || order.totalCents === 0)
      throw conflict('refund-not-paid', AFTER_SALE_MESSAGES.refundNotPaid)
    if (option === 'manual-pix') {
      throw conflict('refund-use-manual', AFTER_SALE_MESSAGES.refundUseManual)
    }
    if (!refundPayment) throw conflict('refund-no-provider', AFTER_SALE_MESSAGES.refundNoProvider)
    // A new attempt (a new key) only after a refusal: a timeout may have gone through.
    const attempt = !refund ? 1 : refund.state === 'refused' ? refund.attempt + 1 : refund.attempt
    const paymentId = order.paymentId!
    await saveRefund(tx, orderId, {
      via: 'mercadopago',
      state: 'pending',
      attempt,
      amountCents: order.totalCents,
      paymentId,
      requestedBy: adminId,
      at: deps.now,
    })
    return { paymentId, attempt }
  })
  try {
    const refund = await refundPayment!(claim.paymentId, refundKey(orderId, claim.attempt)).catch(
      // No answer in time: the refund may have been made. Mercado Pago is asked what it holds.
      (error: unknown) =>
        error instanceof RefundError && error.reason === 'unknown'
          ? refundFoundAfterSilence(deps, claim.paymentId, error)
          : Promise.reject(error),
    )
    await settleProviderAnswer(deps, orderId, claim.paymentId, refund)
  } catch (error) {
    const known = error instanceof RefundError
    if (!known) logger.error({ err: error }, `[reembolsos] pedido #${shortId(orderId)}: falhou`)
    const reason = known ? error.reason : 'unavailable'
    const refusal =
      reason === 'refused'
        ? (error as RefundError).message
        : reason === 'unknown'
          ? AFTER_SALE_MESSAGES.refundUnknown
          : AFTER_SALE_MESSAGES.refundUnavailable
    await finishRefund(deps.db, orderId, {
      state: reason === 'refused' ? 'refused' : 'failed',
      refusal,
    })
    if (reason === 'refused')
      throw conflict('refund-refused', AFTER_SALE_MESSAGES.refundRefused(refusal))
    if (reason === 'unknown') throw conflict('refund-unknown', AFTER_SALE_MESSAGES.refundUnknown)
    throw conflict('refund-unavailable', AFTER_SALE_MESSAGES.refundUnavailable)
  }
}

/**
 * The refund Mercado Pago holds for the payment when the refund's answer never came (decision 041):
 * one approved or in process means the request went through. None, or no answer to this either,
 * and the owner is told the result is unknown (the next click repeats the same key).
 */
async function refundFoundAfterSilence(deps: RefundDeps, paymentId: string, silence: RefundError) {
  const refunds = await deps.provider.findRefunds?.(paymentId).catch(() => [])
  const made =
    refunds?.find((r) => r.status === 'approved') ?? refunds?.find((r) => r.status === 'in_process')
  if (!made) throw silence
  return made
}

/** The provider's answer to the claim: refused, still in process, or made (the order cancelled). */
async function settleProviderAnswer(
  deps: RefundDeps,
  orderId: string,
  paymentId: string,
  refund: ProviderRefund,
) {
  if (refund.status === 'rejected' || refund.status === 'cancelled') {
    throw new RefundError('refused', `reembolso ${refund.status} pelo Mercado Pago.`)
  }
  if (refund.status === 'in_process') {
    await awaitProviderRefund(deps.db, orderId, refund.id)
    logger.info(`[reembolsos] pedido #${shortId(orderId)}: reembolso ${refund.id} em processamento`)
    return
  }
  await applyPaymentStatus(deps.db, orderId, { id: paymentId, status: 'refunded' }, deps.mail)
  await finishRefund(deps.db, orderId, { state: 'done', providerRefundId: refund.id })
  logger.info(`[reembolsos] pedido #${shortId(orderId)} reembolsado (${refund.id})`)
  // A card checkout still open would take a second payment: it ends now, not at the next
  // reconciliation round (which asks again if Mercado Pago cannot be reached); the units it held
  // are back on the shelf.
  await afterOrderSettled(deps, orderId, { cancelled: true, now: deps.now })
}

/**
 * 'Reembolso feito por PIX': the owner sent the money back by hand (an order paid by the static
 * BR Code, or marked paid). In ONE transaction: the refund recorded 'done', 'Reembolso feito' to
 * the customer, and the order cancelled (held units back on the shelf).
 */
export async function confirmPixRefund(deps: RefundDeps, orderId: string, adminId: string) {
  await deps.db.transaction(async (tx) => {
    const found = await lockOrderForRefund(tx, orderId)
    if (!found) throw orderNotFound()
    const { order, refund } = found
    if (refund?.state === 'done') throw conflict('refund-done', AFTER_SALE_MESSAGES.refundDone)
    const option = refundOption({ ...order, wasPaid: found.wasPaid, refundState: null })
    if (option === null || order.totalCents === 0)
      throw conflict('refund-not-paid', AFTER_SALE_MESSAGES.refundNotPaid)
    if (option === 'provider') {
      throw conflict('refund-use-provider', AFTER_SALE_MESSAGES.refundUseProvider)
    }
    await saveRefund(tx, orderId, {
      via: 'pix-manual',
      state: 'done',
      attempt: 1,
      amountCents: order.totalCents,
      paymentId: null,
      requestedBy: adminId,
      at: deps.now,
    })
    await notifyRefund(tx, orderId, 'pix-manual', deps.mail, deps.now)
    await moveOrder(tx, orderId, ORDER_STATUS.cancelled, { actor: 'owner', adminId }, deps.mail)
  })
  await afterOrderSettled(deps, orderId, { cancelled: true, now: deps.now })
}

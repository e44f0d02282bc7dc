import { orderNotFound } from '#domain/orders/order-errors.ts'
import { isAwaitingPayment } from '#domain/orders/order-status.ts'
import type { SessionUser } from '#domain/account.ts'
import { conflict } from '#domain/errors.ts'
import { pixToPay } from '#domain/orders/pix-charge.ts'
import { CHECKOUT_MESSAGES as M, type CheckoutInput } from '#domain/schemas/checkout.ts'
import type { CatalogCache } from '#server/catalog-cache/catalog-cache.ts'
import type { Config } from '#server/config.ts'
import type { ShopSettingsReader } from '#server/shop-settings/shop-settings-store.ts'
import { availablePaymentMethods } from '#server/config-readiness.ts'
import type { Db } from '#server/db/client.ts'
import { PAYMENT_START_FAILED, startCardPayment } from '#server/modules/charges/card-payment.ts'
import {
  findCustomerOrder,
  type OrderRow,
} from '#server/modules/charges/payable-order-repository.ts'
import {
  chargePlacedOrder,
  PIX_START_FAILED,
  startPixCharge,
} from '#server/modules/charges/pix-payment.ts'
import type { PaymentProvider } from '#server/modules/payments/providers/provider.ts'
import { readCheckoutAttempt } from './checkout-attempt.ts'
import { placedOrderAnswer } from './placed-order-answer.ts'
import { placeOrder } from './place-order.ts'
import { logger } from '#server/logging/logger.ts'

// The whole checkout (decision 031): the attempt read, the order placed (one statement), the stock
// shown to the store, then the payment started (a dynamic PIX charge, whose e-mail it queues, or
// the card checkout). checkout-routes.ts only hands it the request.

export interface CheckoutDeps {
  db: Db
  config: Config
  shopSettings: ShopSettingsReader
  provider: PaymentProvider
  catalog: Pick<CatalogCache, 'observeStock'>
}

const NOT_PAYABLE = 'Este pedido não está aguardando pagamento.'

/** A card order that could not reach the provider still exists: /orders offers the retry. */
async function cardCheckout(deps: CheckoutDeps, order: OrderRow, email: string) {
  if (order.paymentMethod !== 'mercadopago') return { payment: null }
  try {
    return { payment: await startCardPayment(deps.db, deps.config, deps.provider, order, email) }
  } catch (error) {
    logger.error({ err: error }, '[pagamento] preferência não criada')
    return { payment: null, paymentError: PAYMENT_START_FAILED }
  }
}

/** POST /api/orders: 201 with the placed order, or 200 with the one this attempt already placed. */
export async function checkout(
  deps: CheckoutDeps,
  user: SessionUser,
  input: CheckoutInput,
  attemptKey: string | undefined,
) {
  const { db, config, provider, catalog } = deps
  const attempt = readCheckoutAttempt(attemptKey, input)
  // With a provider that makes PIX charges, a PIX order waits for its charge (made below).
  const dynamicPix = provider.createPixCharge !== undefined
  const shop = deps.shopSettings.current()
  const placed = await placeOrder({ db, config, shop, dynamicPix }, { user, input, attempt })
  const { order, replayed, stock, confirmation } = placed
  // The same attempt again (a double tap, a retried request): its order, no second payment.
  if (replayed) {
    const again = order.paymentMethod === 'mercadopago' ? M.alreadyPlaced : undefined
    return { status: 200 as const, order: placedOrderAnswer(order, null, again) }
  }
  // Committed: the store shows the stock taken in its very next answer, with no page dropped
  // (projects became products too, but made for their client, never listed).
  catalog.observeStock(stock)
  if (confirmation) {
    // A dynamic PIX order: its first charge now, answered with the order as it left it.
    const charge = await chargePlacedOrder(deps, order, confirmation)
    const charged = charge.order ?? (await findCustomerOrder(db, order.id, user.id)) ?? order
    const error = charge.started === 'failed' ? PIX_START_FAILED : undefined
    return { status: 201 as const, order: placedOrderAnswer(charged, null, error) }
  }
  const { payment, paymentError } = await cardCheckout(deps, order, user.email)
  return { status: 201 as const, order: placedOrderAnswer(order, payment, paymentError) }
}

/** POST /api/orders/:id/retry-payment: the PIX to pay now, or a new card checkout. */
export async function retryPayment(deps: CheckoutDeps, user: SessionUser, id: string) {
  const { db, config, provider } = deps
  const order = await findCustomerOrder(db, id, user.id)
  if (!order) throw orderNotFound()
  if (!isAwaitingPayment(order.status)) throw conflict('not-payable', NOT_PAYABLE)
  // One placed before decision 041 refused them: its code would carry no amount.
  if (order.totalCents === 0) throw conflict('nothing-to-pay', M.nothingToPay)
  if (order.paymentMethod === 'pix') {
    // The charge still payable, or a new one once it expired (never two live at once).
    const started = await startPixCharge(deps, order.id, user.email)
    if (started === 'failed') throw conflict('payment-start-failed', PIX_START_FAILED)
    if (started === 'not-payable' && order.pixCharge !== null) {
      throw conflict('not-payable', NOT_PAYABLE)
    }
    const current = (await findCustomerOrder(db, id, user.id)) ?? order
    const pix = pixToPay(current, new Date())
    return { pixCode: pix?.code ?? null, pix, payment: null }
  }
  if (!availablePaymentMethods(config, deps.shopSettings.current()).includes('mercadopago')) {
    throw conflict('payment-method-unavailable', M.paymentUnavailable)
  }
  const payment = await startCardPayment(db, config, provider, order, user.email).catch(() => {
    throw conflict('payment-start-failed', PAYMENT_START_FAILED)
  })
  return { pixCode: null, pix: null, payment }
}

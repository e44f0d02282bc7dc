import { Hono, type Context } from 'hono'
import { orderNotFound } from '#domain/orders/order-errors.ts'
import { isAwaitingPayment } from '#domain/orders/order-status.ts'
import { DomainError, notFound, unauthorized } from '#domain/errors.ts'
import type { CatalogCache } from '#server/catalog-cache/catalog-cache.ts'
import type { Config } from '#server/config.ts'
import { orderMailSettings } from '#server/modules/order-lifecycle/order-notifications.ts'
import type { ShopSettingsReader } from '#server/shop-settings/shop-settings-store.ts'
import type { Db } from '#server/db/client.ts'
import type { AppEnv } from '#server/http/app-env.ts'
import { applyPaymentStatus } from './apply-payment.ts'
import { findOrderForPayment } from './payment-repository.ts'
import type { PaymentProvider } from './providers/provider.ts'
import {
  SimulatedPaymentProvider,
  nextSimulatedPaymentId,
  orderIdOfSimulatedPreference,
  readSimulatedPixCharge,
  type SimulatedOutcome,
} from './providers/simulated-provider.ts'
import {
  simulatedPage,
  simulatedPixPage,
  type SimulatedPixState,
} from './providers/simulated-page.ts'
import { isValidSignature } from './webhook-signature.ts'
import { invalidNotification, readNotification } from './webhook-notification.ts'
import { logger } from '#server/logging/logger.ts'

const invalidSignature = () =>
  new DomainError('unauthorized', 'invalid-signature', 'Assinatura inválida.')
const routeNotFound = () => notFound('route-not-found', 'Rota não encontrada.')

/** Where Mercado Pago posts its notifications, under /api (exempt from the same-origin check). */
export const MERCADO_PAGO_WEBHOOK_ROUTE = '/webhooks/mercadopago'

/** Mounted at /api: Mercado Pago's webhook and the simulated provider's checkout page. */
export function paymentRoutes(deps: {
  db: Db
  config: Config
  shopSettings: ShopSettingsReader
  provider: PaymentProvider
  catalog: Pick<CatalogCache, 'invalidate'>
}) {
  const { db, config, provider, catalog } = deps
  const secret = config.mercadoPago.webhookSecret

  /** What the webhook does with a payment id; the simulated page goes through it too. */
  async function applyProviderPayment(paymentId: string) {
    const payment = await provider.getPayment(paymentId)
    // A payment that is not ours (or no longer known) is nothing to do, not an error: Mercado
    // Pago stops retrying on a 200.
    if (!payment?.orderId) return 'unknown-payment'
    const result = await applyPaymentStatus(db, payment.orderId, payment, orderMailSettings(deps))
    // Units may have moved through the ledger (committed by now): the store shows it.
    if (result === 'changed') catalog.invalidate()
    return result
  }

  /**
   * The simulated checkout exists only with the simulated provider, for the order's owner, and
   * never in production (whatever provider a caller passed in).
   */
  async function simulatedOrder(c: Context<AppEnv>) {
    if (config.production || !(provider instanceof SimulatedPaymentProvider)) throw routeNotFound()
    const user = c.get('user')
    if (!user) throw unauthorized()
    const orderId = orderIdOfSimulatedPreference(c.req.param('preferenceId') ?? '')
    const order = orderId ? await findOrderForPayment(db, orderId) : undefined
    if (!order || (order.userId !== user.id && !user.isAdmin)) throw orderNotFound()
    // Only card orders go through a checkout page: a PIX order is paid at the bank, not here.
    if (order.paymentMethod !== 'mercadopago') throw orderNotFound()
    return order
  }

  /** A simulated PIX charge's order, for its owner (or an admin); never in production. */
  async function simulatedPixOrder(c: Context<AppEnv>) {
    if (config.production || !(provider instanceof SimulatedPaymentProvider)) throw routeNotFound()
    const user = c.get('user')
    if (!user) throw unauthorized()
    const order = await findOrderForPayment(db, c.req.param('orderId') ?? '')
    if (!order || (order.userId !== user.id && !user.isAdmin)) throw orderNotFound()
    const charge = order.pixPaymentId ? readSimulatedPixCharge(order.pixPaymentId) : null
    if (order.paymentMethod !== 'pix' || !charge) throw orderNotFound()
    return { order, chargeId: order.pixPaymentId!, expiresAt: charge.expiresAt }
  }

  function pixState(found: Awaited<ReturnType<typeof simulatedPixOrder>>): SimulatedPixState {
    if (found.order.paymentStatus === 'approved') return 'paid'
    if (!isAwaitingPayment(found.order.status)) return 'not-pending'
    return found.expiresAt.getTime() <= Date.now() ? 'expired' : 'payable'
  }

  async function simulate(c: Context<AppEnv>, outcome: SimulatedOutcome) {
    const order = await simulatedOrder(c)
    await applyProviderPayment(
      nextSimulatedPaymentId(order.id, order.mercadoPagoPaymentId, outcome),
    )
    return c.redirect(outcome === 'approved' ? '/checkout?status=approved' : '/orders', 303)
  }

  return new Hono<AppEnv>()
    .post(MERCADO_PAGO_WEBHOOK_ROUTE, async (c) => {
      const notification = await readNotification(c)
      // Other topics (merchant_order, the legacy unsigned IPN form...) change nothing here.
      if (notification.type !== 'payment') return c.json({ received: true })
      // Without MP_WEBHOOK_SECRET (local or offline use) nothing can be checked; the status is
      // still read from Mercado Pago itself, so a forged notification cannot invent one.
      if (secret) {
        const signed = {
          signature: c.req.header('x-signature'),
          requestId: c.req.header('x-request-id'),
          dataId: notification.dataId,
        }
        if (!isValidSignature(signed, secret)) throw invalidSignature()
      }
      if (!notification.dataId) throw invalidNotification()
      // Simulated payments are made on their own page, by the order's owner: a notification naming
      // one is a forgery (its id would be enough to mark any order paid).
      if (provider instanceof SimulatedPaymentProvider) {
        logger.warn(
          `[pagamentos] notificação do pagamento ${notification.dataId} ignorada: pagamentos simulados não chegam por webhook`,
        )
        return c.json({ received: true })
      }
      const result = await applyProviderPayment(notification.dataId)
      // Still 200 (a retry would find the same), but the owner can see a payment that matched nothing.
      if (result === 'unknown-payment' || result === 'unknown-order') {
        const what = result === 'unknown-order' ? 'pedido não encontrado' : 'pagamento desconhecido'
        logger.warn(
          `[pagamentos] notificação do pagamento ${notification.dataId} ignorada: ${what}`,
        )
      }
      return c.json({ received: true })
    })
    .get('/payments/simulated/:preferenceId', async (c) => {
      const order = await simulatedOrder(c)
      c.header('Cache-Control', 'no-store')
      return c.html(
        simulatedPage({
          shopName: deps.shopSettings.current().name,
          preferenceId: c.req.param('preferenceId'),
          order,
          payable: isAwaitingPayment(order.status),
        }),
      )
    })
    .get('/payments/simulated/pix/:orderId', async (c) => {
      const found = await simulatedPixOrder(c)
      c.header('Cache-Control', 'no-store')
      return c.html(
        simulatedPixPage({
          shopName: deps.shopSettings.current().name,
          order: found.order,
          state: pixState(found),
        }),
      )
    })
    .post('/payments/simulated/pix/:orderId/pay', async (c) => {
      const found = await simulatedPixOrder(c)
      // As a bank would: an expired code cannot be paid, a paid one is not paid twice.
      if (pixState(found) === 'payable') {
        const payment = { id: found.chargeId, status: 'approved', methodId: 'pix' }
        const result = await applyPaymentStatus(
          db,
          found.order.id,
          payment,
          orderMailSettings(deps),
        )
        if (result === 'changed') catalog.invalidate()
      }
      return c.redirect(`/api/payments/simulated/pix/${found.order.id}`, 303)
    })
    .post('/payments/simulated/:preferenceId/approve', (c) => simulate(c, 'approved'))
    .post('/payments/simulated/:preferenceId/reject', (c) => simulate(c, 'rejected'))
}

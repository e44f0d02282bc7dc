import { Hono } from 'hono'
import { conflict, notFound } from '#domain/errors.ts'
import { CHECKOUT_MESSAGES as M, checkoutSchema } from '#domain/schemas/checkout.ts'
import { pixStatus, pixToPay } from '#domain/pix-charge.ts'
import { shortId } from '#domain/text.ts'
import type { CatalogCache } from '#server/catalog-cache/catalog-cache.ts'
import type { Config } from '#server/config.ts'
import { availablePaymentMethods } from '#server/config-readiness.ts'
import type { Db } from '#server/db/client.ts'
import type { AppEnv } from '#server/http/app-env.ts'
import { requireUser } from '#server/http/guards.ts'
import { validate } from '#server/http/validate.ts'
import type { CardCheckout, PaymentProvider } from '#server/payments/provider.ts'
import { PAYMENT_START_FAILED, startCardPayment } from './card-payment.ts'
import { readCheckoutAttempt } from './checkout-attempt.ts'
import { findCustomerOrder, type OrderRow } from './order-repository.ts'
import { chargePlacedOrder, PIX_START_FAILED, startPixCharge } from './pix-payment.ts'
import { placeOrder } from './place-order.ts'

const ORDER_NOT_FOUND = 'Pedido não encontrado'
const PAYABLE = new Set(['pendente', 'processando'])

/** A repeated attempt's answer: its order, and no second payment preference. */
const replayedOrder = (order: OrderRow) =>
  placedOrder(order, null, order.paymentMethod === 'mercadopago' ? M.alreadyPlaced : undefined)

function placedOrder(order: OrderRow, payment: CardCheckout | null, paymentError?: string) {
  const now = new Date()
  const pix = pixToPay(order, now)
  return {
    id: order.id,
    shortId: shortId(order.id),
    status: order.status,
    paymentMethod: order.paymentMethod,
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    totalCents: order.totalCents,
    pixCode: pix?.code ?? null,
    pixStatus: pixStatus(order, now),
    pix,
    payment,
    paymentError: paymentError ?? null,
    createdAt: order.createdAt.toISOString(),
  }
}

export function orderRoutes(deps: {
  db: Db
  config: Config
  provider: PaymentProvider
  catalog: Pick<CatalogCache, 'observeStock'>
}) {
  const { db, config, provider, catalog } = deps

  /** A card order that could not reach the provider still exists: /orders offers the retry. */
  async function cardCheckout(order: OrderRow, email: string) {
    if (order.paymentMethod !== 'mercadopago') return { payment: null }
    try {
      return { payment: await startCardPayment(db, config, provider, order, email) }
    } catch (error) {
      console.error('[pagamento] preferência não criada', error)
      return { payment: null, paymentError: PAYMENT_START_FAILED }
    }
  }

  return new Hono<AppEnv>()
    .use(requireUser)
    .post('/', validate('json', checkoutSchema), async (c) => {
      const user = c.get('user')!
      const input = c.req.valid('json')
      const attempt = readCheckoutAttempt(c.req.header('idempotency-key'), input)
      // With a provider that makes PIX charges, a PIX order waits for its charge (made below).
      const dynamicPix = provider.createPixCharge !== undefined
      const placed = await placeOrder(db, config, user, input, attempt, { dynamicPix })
      const { order, replayed, stock, confirmation } = placed
      // The same attempt again (a double tap, a retried request): its order, no second payment.
      if (replayed) return c.json({ order: replayedOrder(order) }, 200)
      // Committed: the store shows the stock taken in its very next answer, with no page dropped
      // (projects became products too, but made for their client, never listed).
      catalog.observeStock(stock)
      if (confirmation) {
        // A dynamic PIX order: its first charge now, answered with the order as it left it.
        const charge = await chargePlacedOrder(deps, order, confirmation)
        const charged = charge.order ?? (await findCustomerOrder(db, order.id, user.id)) ?? order
        const error = charge.started === 'failed' ? PIX_START_FAILED : undefined
        return c.json({ order: placedOrder(charged, null, error) }, 201)
      }
      const { payment, paymentError } = await cardCheckout(order, user.email)
      return c.json({ order: placedOrder(order, payment, paymentError) }, 201)
    })
    .post('/:id/retry-payment', async (c) => {
      const user = c.get('user')!
      const id = c.req.param('id')
      const order = await findCustomerOrder(db, id, user.id)
      if (!order) throw notFound('order-not-found', ORDER_NOT_FOUND)
      if (!PAYABLE.has(order.status)) {
        throw conflict('not-payable', 'Este pedido não está aguardando pagamento.')
      }
      if (order.paymentMethod === 'pix') {
        // The charge still payable, or a new one once it expired (never two live at once).
        const started = await startPixCharge(deps, order.id, user.email)
        if (started === 'failed') throw conflict('payment-start-failed', PIX_START_FAILED)
        if (started === 'not-payable' && order.pixCharge !== null) {
          throw conflict('not-payable', 'Este pedido não está aguardando pagamento.')
        }
        const now = new Date()
        const current = (await findCustomerOrder(db, id, user.id)) ?? order
        const pix = pixToPay(current, now)
        return c.json({ pixCode: pix?.code ?? null, pix, payment: null })
      }
      if (!availablePaymentMethods(config).includes('mercadopago')) {
        throw conflict('payment-method-unavailable', M.paymentUnavailable)
      }
      const payment = await startCardPayment(db, config, provider, order, user.email).catch(() => {
        throw conflict('payment-start-failed', PAYMENT_START_FAILED)
      })
      return c.json({ pixCode: null, pix: null, payment })
    })
}

import { randomUUID } from 'node:crypto'
import { conflict } from '#domain/errors.ts'
import type { SessionUser } from '#domain/account.ts'
import { CHECKOUT_MESSAGES, type CheckoutInput } from '#domain/schemas/checkout.ts'
import type { StockReading } from '#server/catalog-cache/stock-map.ts'
import type { ShopSettings } from '#domain/shop-settings.ts'
import type { Config } from '#server/config.ts'
import { mailShop } from '#server/mail/mail-shop.ts'
import { latestPolicyVersions } from '#server/modules/policies/policy-repository.ts'
import { availablePaymentMethods } from '#server/config-readiness.ts'
import type { Db } from '#server/db/client.ts'
import type { OrderConfirmation } from '#server/modules/charges/pix-payment.ts'
import type { OrderRow } from '#server/modules/charges/payable-order-repository.ts'
import { staticPixCode, type PixSettings } from '#server/modules/payments/providers/static-pix.ts'
import { placedByAttempt, type CheckoutAttempt } from './checkout-attempt.ts'
import { materialiseProjects } from './materialise-projects.ts'
import { lockCheckoutAttempt } from './order-repository.ts'
import { insertPlacedOrder } from './place-order-repository.ts'
import { mergeLines, priceLines } from './priced-lines.ts'
import { buildPlacedOrder } from './placed-order.ts'

const methodUnavailable = () =>
  conflict('payment-method-unavailable', CHECKOUT_MESSAGES.paymentUnavailable)

/** The static BR Code: never the demo key in production (PIX is not offered there without PIX_KEY). */
function staticCode(settings: PixSettings, orderId: string, totalCents: number): string {
  const code = staticPixCode(settings, orderId, totalCents)
  if (!code) throw methodUnavailable()
  return code
}

export interface PlaceOrderDeps {
  db: Db
  config: Config
  /** The shop's settings at this moment: its PIX key and what the e-mails show. */
  shop: ShopSettings
  /** A PIX order waits for its first charge (the provider makes charges). */
  dynamicPix?: boolean
}

export interface PlaceOrderRequest {
  user: SessionUser
  input: CheckoutInput
  /** The checkout attempt (its Idempotency-Key): sent twice, one order. */
  attempt?: CheckoutAttempt | undefined
}

/**
 * Places an order: prices from the database, accepted custom projects turned into made-to-order
 * products, the order built as typed values (placed-order.ts: PIX discount, code, e-mails), then
 * ONE statement (place-order-repository.ts) that takes the stock with
 * a guarded update, all lines or none, and writes order + status + items + address, the
 * customer's saved address (and their name, if the account has none of its own), and the emails.
 * Anything wrong and nothing is written. A transaction only where other statements must share
 * its fate (a checkout attempt's lock and lookup, projects turned into products); otherwise the
 * statement commits by itself, holding the stock's row locks no longer than it runs.
 * With `dynamicPix`, a PIX order is placed waiting for its first charge, attempt 1 taken
 * (pix-payment.ts makes it after the commit, and `confirmation`, the email then queued with the
 * charge's code, is what it says); otherwise it carries the static BR Code. `stock`: what the sale
 * left of each product, for the catalog cache.
 */
export async function placeOrder(
  deps: PlaceOrderDeps,
  { user, input, attempt }: PlaceOrderRequest,
): Promise<{
  order: OrderRow
  replayed: boolean
  stock: StockReading[]
  confirmation?: OrderConfirmation
}> {
  const { db, config, shop } = deps
  // A method the shop cannot take now (a live shop missing its settings): nothing is written.
  if (!availablePaymentMethods(config, shop).includes(input.paymentMethod))
    throw methodUnavailable()
  const lines = mergeLines(input.items)
  // The id is chosen here: the stock books and the PIX code (txid = short id) name the order.
  const id = randomUUID()
  const place = async (tx: Db) => {
    if (attempt) {
      // The same attempt sent twice at once waits here for the first, then finds its order.
      await lockCheckoutAttempt(tx, user.id, attempt.key)
      const earlier = await placedByAttempt(tx, user.id, attempt)
      if (earlier) return { order: earlier, replayed: true, stock: [] }
    }
    const priced = await priceLines(tx, lines)
    // Accepted custom projects become made-to-order products of this order (stock never limits them).
    priced.push(...(await materialiseProjects(tx, user.id, input.projectIds, id)))
    // The versions the buyer was shown beside 'Gerar Pagamento' (decision 038).
    const policies = await latestPolicyVersions(tx)
    const { order, confirmation } = buildPlacedOrder({
      id,
      user,
      input,
      lines: priced,
      attempt,
      staticCode: (totalCents) =>
        staticCode({ production: config.production, shop }, id, totalCents),
      dynamicPix: deps.dynamicPix === true,
      mail: mailShop(config.publicUrl, shop),
      policies,
    })
    const placed = await insertPlacedOrder(tx, order)
    if (!placed) throw conflict('out-of-stock', CHECKOUT_MESSAGES.outOfStock)
    return { ...placed, replayed: false, ...(order.firstCharge ? { confirmation } : {}) }
  }
  // Other statements that must commit or roll back with the sale: one transaction.
  return attempt || input.projectIds.length > 0 ? db.transaction(place) : place(db)
}

import { randomUUID } from 'node:crypto'
import { conflict, invalid } from '#domain/errors.ts'
import type { SessionUser } from '#domain/account.ts'
import { placedUnitsState } from '#domain/order-units.ts'
import { priceOrder } from '#domain/pricing.ts'
import { CHECKOUT_MESSAGES, type CheckoutInput } from '#domain/schemas/checkout.ts'
import type { StockReading } from '#server/catalog-cache/stock-map.ts'
import type { Config } from '#server/config.ts'
import { availablePaymentMethods } from '#server/config-readiness.ts'
import type { Db } from '#server/db/client.ts'
import { outboxEmail, renderedForOutbox, type EmailToSend } from '#server/mail/outbox.ts'
import { materialiseProjects, type OrderLine } from './materialise-projects.ts'
import { lockCheckoutAttempt, type OrderRow } from './order-repository.ts'
import { placedByAttempt, type CheckoutAttempt } from './checkout-attempt.ts'
import { findCheckoutProducts, insertPlacedOrder } from './place-order-repository.ts'
import { staticPixCode } from '#server/payments/static-pix.ts'

const methodUnavailable = () =>
  conflict('payment-method-unavailable', CHECKOUT_MESSAGES.paymentUnavailable)

/** The static BR Code: never the demo key in production (PIX is not offered there without PIX_KEY). */
function staticCode(config: Config, orderId: string, totalCents: number): string {
  const code = staticPixCode(config, orderId, totalCents)
  if (!code) throw methodUnavailable()
  return code
}

/** The same product twice in the list counts once, with the quantities added. */
function mergeLines(items: CheckoutInput['items']) {
  const merged = new Map<string, number>()
  for (const item of items)
    merged.set(item.productId, (merged.get(item.productId) ?? 0) + item.quantity)
  // A fixed order of stock updates keeps two checkouts from locking rows in opposite orders.
  return [...merged].sort(([a], [b]) => a.localeCompare(b))
}

/** The customer's 'pedido recebido' without the PIX code, which a dynamic charge brings later. */
export type OrderConfirmation = EmailToSend<'order-confirmation'>

/**
 * Places an order: prices from the database, accepted custom projects turned into made-to-order
 * products, PIX discount, then ONE statement (place-order-repository.ts) that takes the stock with
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
  db: Db,
  config: Config,
  user: SessionUser,
  input: CheckoutInput,
  attempt?: CheckoutAttempt,
  options: { dynamicPix?: boolean } = {},
): Promise<{
  order: OrderRow
  replayed: boolean
  stock: StockReading[]
  confirmation?: OrderConfirmation
}> {
  // A method the shop cannot take now (a live shop missing its settings): nothing is written.
  if (!availablePaymentMethods(config).includes(input.paymentMethod)) throw methodUnavailable()
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
    const found = new Map(
      (
        await findCheckoutProducts(
          tx,
          lines.map(([id]) => id),
        )
      ).map((p) => [p.id, p]),
    )
    const priced: OrderLine[] = lines.map(([productId, quantity]) => {
      const product = found.get(productId)
      if (!product) throw invalid('product-unavailable', CHECKOUT_MESSAGES.productGone)
      return { product, quantity, unitPriceCents: product.priceCents }
    })
    // Accepted custom projects become made-to-order products of this order (stock never limits them).
    priced.push(...(await materialiseProjects(tx, user.id, input.projectIds, id)))
    const price = priceOrder(priced, input.paymentMethod)
    const isPix = input.paymentMethod === 'pix'
    const dynamicPix = isPix && options.dynamicPix === true
    const pixCode = isPix && !dynamicPix ? staticCode(config, id, price.totalCents) : null
    const status = isPix ? ('pendente' as const) : ('processando' as const)
    const { complement, ...address } = input.address
    const shipTo = { ...address, complement: complement ?? null }
    const emailData = {
      orderId: id,
      totalCents: price.totalCents,
      paymentMethod: input.paymentMethod,
    }
    const items = priced.map((l) => ({
      name: l.product.name,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
    }))
    const confirmation: OrderConfirmation = {
      to: user.email,
      type: 'order-confirmation',
      // A PIX order's email carries its 'Copia e Cola' code and the amount to pay.
      data: { ...emailData, name: input.address.name, items, ...(pixCode ? { pixCode } : {}) },
    }
    // Made-to-order products are made when ordered: stock never limits them.
    const sale = priced.filter((l) => !l.product.isCustomOrder)
    const placed = await insertPlacedOrder(tx, {
      id,
      userId: user.id,
      status,
      paymentMethod: input.paymentMethod,
      subtotalCents: price.subtotalCents,
      discountCents: price.discountCents,
      shippingCostCents: price.shippingCents,
      totalCents: price.totalCents,
      pixCode,
      // A dynamic PIX order is placed with its first charge attempt taken (pix-payment.ts).
      pixCharge: dynamicPix ? 'creating' : null,
      pixAttempt: dynamicPix ? 1 : 0,
      idempotencyKey: attempt?.key ?? null,
      requestHash: attempt?.requestHash ?? null,
      // Made-to-order products are made when ordered: stock never limits them.
      saleProductIds: sale.map((l) => l.product.id),
      saleQuantities: sale.map((l) => l.quantity),
      items: JSON.stringify(
        priced.map((l) => ({
          product_id: l.product.id,
          quantity: l.quantity,
          unit_price_cents: l.unitPriceCents,
          product_name: l.product.name,
          product_image: l.product.image,
          terms_acceptance: l.termsAcceptance ?? null,
          units_state: placedUnitsState(l.product.isCustomOrder),
        })),
      ),
      address: JSON.stringify(shipTo),
      // An account made at checkout is named after its email: the name typed here becomes its own.
      accountName: input.address.name,
      // A dynamic PIX order's confirmation waits for its charge, whose code it carries.
      emails: JSON.stringify(dynamicPix ? [] : [outboxEmail(confirmation, config)]),
      ownersEmail: JSON.stringify(
        renderedForOutbox(
          'new-order',
          {
            ...emailData,
            customerName: input.address.name,
            // Never paid yet when placed: 'Pagamento confirmado' tells the owner when it is.
            paid: false,
            // What to pack and where to send it; the email links to the order in the panel.
            items: items.map(({ name, quantity }) => ({ name, quantity })),
            address: shipTo,
          },
          config,
        ),
      ),
      now: new Date(),
    })
    if (!placed) throw conflict('out-of-stock', CHECKOUT_MESSAGES.outOfStock)
    return { ...placed, replayed: false, ...(dynamicPix ? { confirmation } : {}) }
  }
  // Other statements that must commit or roll back with the sale: one transaction.
  return attempt || input.projectIds.length > 0 ? db.transaction(place) : place(db)
}

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
import { enqueueEmails } from '#server/mail/outbox.ts'
import { saveAddress } from '#server/modules/accounts/address-repository.ts'
import { ownerEmails } from '#server/modules/accounts/owner-emails.ts'
import { nameUnnamedAccount } from '#server/modules/accounts/user-repository.ts'
import { takeUnits } from '#server/modules/inventory/stock-ledger-repository.ts'
import { materialiseProjects, type OrderLine } from './materialise-projects.ts'
import {
  findProductsByIds,
  insertOrder,
  insertOrderItems,
  insertShippingAddress,
  lockCheckoutAttempt,
  type OrderRow,
} from './order-repository.ts'
import { placedByAttempt, type CheckoutAttempt } from './checkout-attempt.ts'
import { recordStatusChanges } from './order-units-repository.ts'
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

/**
 * Places an order in ONE transaction: prices from the database, accepted custom projects turned into
 * made-to-order products, PIX discount, stock taken with a guarded update, order + items + address,
 * the customer's saved address (and their name, if the account has none of its own), and the two
 * emails. Anything wrong and nothing is written. With `dynamicPix`, a PIX order is placed waiting
 * for its first charge (pix-payment.ts makes it after the commit, and its confirmation email
 * then carries the charge's code); otherwise it carries the static BR Code. `stock`: what the sale
 * left of each product, for the catalog cache.
 */
export async function placeOrder(
  db: Db,
  config: Config,
  user: SessionUser,
  input: CheckoutInput,
  attempt?: CheckoutAttempt,
  options: { dynamicPix?: boolean } = {},
): Promise<{ order: OrderRow; replayed: boolean; stock: StockReading[] }> {
  // A method the shop cannot take now (a live shop missing its settings): nothing is written.
  if (!availablePaymentMethods(config).includes(input.paymentMethod)) throw methodUnavailable()
  const lines = mergeLines(input.items)
  // The id is chosen here: the stock books and the PIX code (txid = short id) name the order.
  const id = randomUUID()
  return db.transaction(async (tx) => {
    if (attempt) {
      // The same attempt sent twice at once waits here for the first, then finds its order.
      await lockCheckoutAttempt(tx, user.id, attempt.key)
      const earlier = await placedByAttempt(tx, user.id, attempt)
      if (earlier) return { order: earlier, replayed: true, stock: [] }
    }
    const found = new Map(
      (
        await findProductsByIds(
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
    const stock: StockReading[] = []
    for (const line of priced) {
      // Made-to-order products are made when ordered: stock never limits them.
      if (line.product.isCustomOrder) continue
      const sale = { productId: line.product.id, quantity: -line.quantity, reason: 'sale' as const }
      const taken = await takeUnits(tx, { ...sale, orderId: id })
      if (!taken) throw conflict('out-of-stock', CHECKOUT_MESSAGES.outOfStock)
      stock.push(taken)
    }
    const price = priceOrder(priced, input.paymentMethod)
    const isPix = input.paymentMethod === 'pix'
    const dynamicPix = isPix && options.dynamicPix === true
    const pixCode = isPix && !dynamicPix ? staticCode(config, id, price.totalCents) : null
    const order = await insertOrder(tx, {
      id,
      userId: user.id,
      status: input.paymentMethod === 'pix' ? 'pendente' : 'processando',
      paymentStatus: 'pendente',
      paymentMethod: input.paymentMethod,
      subtotalCents: price.subtotalCents,
      discountCents: price.discountCents,
      shippingCostCents: price.shippingCents,
      totalCents: price.totalCents,
      pixCode,
      ...(dynamicPix ? { pixCharge: 'creating', pixAttempt: 1 } : {}),
      idempotencyKey: attempt?.key ?? null,
      requestHash: attempt?.requestHash ?? null,
    })
    await recordStatusChanges(tx, [
      { orderId: id, fromStatus: null, toStatus: order.status, actor: 'customer' },
    ])
    await insertOrderItems(
      tx,
      priced.map((l) => ({
        orderId: order.id,
        productId: l.product.id,
        quantity: l.quantity,
        unitPriceCents: l.unitPriceCents,
        productName: l.product.name,
        productImage: l.product.image,
        termsAcceptance: l.termsAcceptance ?? null,
        unitsState: placedUnitsState(l.product.isCustomOrder),
      })),
    )
    const { complement, ...address } = input.address
    await insertShippingAddress(tx, {
      orderId: order.id,
      ...address,
      complement: complement ?? null,
    })
    await saveAddress(tx, user.id, input.address)
    // An account made at checkout is named after its email: the name typed here becomes its own.
    await nameUnnamedAccount(tx, user.id, input.address.name)
    const emailData = {
      orderId: order.id,
      totalCents: order.totalCents,
      paymentMethod: input.paymentMethod,
    }
    const items = priced.map((l) => ({
      name: l.product.name,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
    }))
    const owners = await ownerEmails(tx)
    await enqueueEmails(
      tx,
      [
        // A dynamic PIX order's confirmation waits for its charge, whose code it carries.
        ...(dynamicPix
          ? []
          : [
              {
                to: user.email,
                type: 'order-confirmation' as const,
                // A PIX order's email carries its 'Copia e Cola' code and the amount to pay.
                data: {
                  ...emailData,
                  name: input.address.name,
                  items,
                  ...(pixCode ? { pixCode } : {}),
                },
              },
            ]),
        ...owners.map((to) => ({
          to,
          type: 'new-order' as const,
          data: {
            ...emailData,
            customerName: input.address.name,
            // What to pack and where to send it; the email links to the order in the panel.
            items: items.map(({ name, quantity }) => ({ name, quantity })),
            address: { ...address, complement: complement ?? null },
          },
        })),
      ],
      config,
    )
    return { order, replayed: false, stock }
  })
}

import { ORDER_STATUS } from '#domain/orders/order-status.ts'
import type { SessionUser } from '#domain/account.ts'
import type { OrderPrice } from '#domain/pricing.ts'
import { priceOrder } from '#domain/pricing.ts'
import { invalid } from '#domain/errors.ts'
import { CHECKOUT_MESSAGES, type CheckoutInput } from '#domain/schemas/checkout.ts'
import { nameWithVariant } from '#domain/variants/variant-rules.ts'
import { outboxEmail, renderedForOutbox, type OutboxEmail } from '#server/mail/outbox.ts'
import type { PolicyVersions } from '#domain/policies.ts'
import type { Shop } from '#server/mail/templates.ts'
import type { OrderConfirmation } from '#server/modules/charges/pix-payment.ts'
import type { OrderRow } from '#server/modules/charges/payable-order-repository.ts'
import type { CheckoutAttempt } from './checkout-attempt.ts'
import type { OrderLine } from './materialise-projects.ts'

/** Where the parcel goes: the address step as typed, its complement null when left blank. */
export type ShipTo = Omit<CheckoutInput['address'], 'complement'> & { complement: string | null }

/**
 * An order ready to be written (place-order-repository.ts serialises it for its one statement):
 * its lines, prices, PIX code or first charge, where it goes, and the e-mails it sends.
 */
export interface OrderToPlace {
  id: string
  userId: string
  status: OrderRow['status']
  paymentMethod: OrderRow['paymentMethod']
  price: OrderPrice
  pixCode: string | null
  /** A dynamic PIX order is placed with its first charge attempt taken (pix-payment.ts). */
  firstCharge: boolean
  attempt: CheckoutAttempt | undefined
  lines: OrderLine[]
  shipTo: ShipTo
  /** The policies in force when it was placed (decision 038). */
  policyVersions: PolicyVersions
  /** An account made at checkout is named after its email: the name typed here becomes its own. */
  accountName: string
  /** The customer's, queued with the order (a dynamic PIX order's waits for its charge). */
  emails: OutboxEmail[]
  /** The owners' 'Novo pedido', to every admin account's address. */
  ownersEmail: ReturnType<typeof renderedForOutbox<'new-order'>>
  now: Date
}

/**
 * The order `user` places with `input` for `lines` (priced from the database): a PIX order
 * carries the static BR Code `pixCode` unless a dynamic charge follows (`dynamicPix`), whose
 * e-mail is the `confirmation` then queued with the charge's code.
 */
export function buildPlacedOrder(args: {
  id: string
  user: SessionUser
  input: CheckoutInput
  lines: OrderLine[]
  attempt: CheckoutAttempt | undefined
  staticCode: (totalCents: number) => string
  dynamicPix: boolean
  /** The shop as the order's e-mails show it (the panel's settings now). */
  mail: Shop
  /** The policies in force: the order records them and its e-mail links to them (decision 038). */
  policies: PolicyVersions
}): { order: OrderToPlace; confirmation: OrderConfirmation } {
  const { id, user, input, lines, mail } = args
  const price = priceOrder(lines, input.paymentMethod)
  // A PIX code without an amount lets the payer type any, and Mercado Pago refuses a zero charge:
  // an order of free products only is not placed (decision 041).
  if (price.totalCents === 0) throw invalid('nothing-to-pay', CHECKOUT_MESSAGES.nothingToPay)
  const isPix = input.paymentMethod === 'pix'
  const dynamicPix = isPix && args.dynamicPix
  const pixCode = isPix && !dynamicPix ? args.staticCode(price.totalCents) : null
  const { complement, ...address } = input.address
  const shipTo = { ...address, complement: complement ?? null }
  const emailData = {
    orderId: id,
    totalCents: price.totalCents,
    paymentMethod: input.paymentMethod,
  }
  // Each line named with its variant as the line keeps it (decision 053).
  const items = lines.map((l) => ({
    name: nameWithVariant(l.product.name, l.variant.label),
    quantity: l.quantity,
    unitPriceCents: l.unitPriceCents,
  }))
  const confirmation: OrderConfirmation = {
    to: user.email,
    type: 'order-confirmation',
    // A PIX order's email carries its 'Copia e Cola' code and the amount to pay.
    data: {
      ...emailData,
      name: input.address.name,
      items,
      ...(pixCode ? { pixCode } : {}),
      policies: {
        termos: args.policies.termos,
        'trocas-e-devolucoes': args.policies['trocas-e-devolucoes'],
      },
    },
  }
  const ownersEmail = renderedForOutbox(
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
    mail,
  )
  const order: OrderToPlace = {
    id,
    userId: user.id,
    status: isPix ? ORDER_STATUS.pending : ORDER_STATUS.processing,
    paymentMethod: input.paymentMethod,
    price,
    pixCode,
    firstCharge: dynamicPix,
    attempt: args.attempt,
    policyVersions: args.policies,
    lines,
    shipTo,
    accountName: input.address.name,
    emails: dynamicPix ? [] : [outboxEmail(confirmation, mail)],
    ownersEmail,
    now: new Date(),
  }
  return { order, confirmation }
}

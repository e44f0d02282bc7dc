import { pixStatus, pixToPay } from '#domain/orders/pix-charge.ts'
import { shortId } from '#domain/text.ts'
import type { OrderRow } from '#server/modules/charges/payable-order-repository.ts'
import type { CardCheckout } from '#server/modules/payments/providers/provider.ts'

/**
 * What POST /api/orders answers about the order: its totals, the PIX to pay now (or the card
 * checkout to open), and why a payment could not start, if it could not.
 */
export function placedOrderAnswer(
  order: OrderRow,
  payment: CardCheckout | null,
  paymentError?: string,
) {
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

/** A placed order as POST /api/orders answers it (the web's type is inferred from this one). */
export type PlacedOrder = ReturnType<typeof placedOrderAnswer>

import { pixTotal, type Cents } from './money.ts'
import type { PaymentMethod } from './orders/order-status.ts'

export interface PricedLine {
  unitPriceCents: Cents
  quantity: number
}

export interface OrderPrice {
  subtotalCents: Cents
  discountCents: Cents
  shippingCents: Cents
  totalCents: Cents
}

/** Shipping is free (spec.md section 9): shown as 'Grátis'. */
const SHIPPING_CENTS = 0

/**
 * What the customer pays: regular and custom products together, 10% off the whole for PIX
 * (round half up), nothing off for card.
 */
export function priceOrder(lines: readonly PricedLine[], method: PaymentMethod): OrderPrice {
  const subtotalCents = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0)
  const totalCents = (method === 'pix' ? pixTotal(subtotalCents) : subtotalCents) + SHIPPING_CENTS
  return {
    subtotalCents,
    discountCents: subtotalCents + SHIPPING_CENTS - totalCents,
    shippingCents: SHIPPING_CENTS,
    totalCents,
  }
}

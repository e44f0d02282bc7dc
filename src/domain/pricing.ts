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

/**
 * What the customer pays: regular and custom products together, 10% off the products for PIX
 * (round half up), nothing off for card; then the freight, which the PIX discount never touches
 * (decision 054). Without a freight it is 0, the specification's 'Grátis'.
 */
export function priceOrder(
  lines: readonly PricedLine[],
  method: PaymentMethod,
  shippingCents: Cents = 0,
): OrderPrice {
  const subtotalCents = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0)
  const productsCents = method === 'pix' ? pixTotal(subtotalCents) : subtotalCents
  return {
    subtotalCents,
    discountCents: subtotalCents - productsCents,
    shippingCents,
    totalCents: productsCents + shippingCents,
  }
}

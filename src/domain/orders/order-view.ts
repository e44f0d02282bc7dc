import type { OrderStatus, PaymentMethod } from './order-status.ts'
import type { TimelineEntry } from './order-timeline.ts'
import type { PixStatus, PixToPay } from './pix-charge.ts'
import type { WithdrawalView } from './withdrawal.ts'

// What GET /api/orders answers (the customer's /orders and checkout's wait for a payment): the
// server builds it (modules/orders/my-orders-repository.ts), the web reads it. Beside
// admin-order-view.ts, the owner's shapes.

/** One order as its customer sees it in /orders. */
export interface OrderView {
  id: string
  shortId: string
  status: OrderStatus
  paymentMethod: PaymentMethod
  paymentStatus: string
  /**
   * A card order whose last payment was refused, still waiting to be paid (#domain/
   * payment-refusal.ts): 'Pagamento recusado' and 'Tentar pagamento novamente'.
   */
  paymentRefused: boolean
  /**
   * A card order's checkout end (CARD_EXPIRY_MINUTES, decision 027): unpaid past it, the order is
   * cancelled; null for PIX orders and card orders placed before card orders expired.
   */
  cardExpiresAt: string | null
  subtotalCents: number
  discountCents: number
  totalCents: number
  /** The PIX code payable now (the static BR Code, or the live charge's); null otherwise. */
  pixCode: string | null
  /** Where the order's PIX stands (#domain/orders/pix-charge.ts); null for a card order. */
  pixStatus: PixStatus
  /** The PIX to pay now, with its amount and expiry; null when there is none. */
  pix: PixToPay | null
  trackingCode: string | null
  /** The code's address from TRACKING_URL; null without it (the page offers 'Copiar'). */
  trackingUrl: string | null
  shippingDate: string | null
  createdAt: string
  items: OrderItemView[]
  shippingAddress: ShippingAddressView | null
  /** Placed, paid, shipped, delivered or cancelled, with dates (#domain/orders/order-timeline.ts). */
  timeline: TimelineEntry[]
  /** 'Desistir da compra' (decision 039): offered now and until when, asked, or not offered. */
  withdrawal: WithdrawalView
  /** The reason the customer gave with their withdrawal; null without one. */
  withdrawalReason: string | null
  /** When the owner started making the order's custom piece ('Produção iniciada'); null otherwise. */
  productionStartedAt: string | null
  /** When the money went back to the customer; null otherwise. */
  refundedAt: string | null
}

export interface OrderItemView {
  productId: string
  name: string
  /** The variant bought, as the line keeps it ('38 cm / Vermelha'); '' for a product's one (decision 053). */
  variantLabel: string
  image: string
  quantity: number
  unitPriceCents: number
}

/** An address as it goes on a parcel (the customer's order, the owner's detail and slip). */
export interface ParcelAddress {
  name: string
  street: string
  number: string
  complement: string | null
  neighborhood: string
  city: string
  state: string
  cep: string
}

export interface ShippingAddressView extends ParcelAddress {
  whatsapp: string
}

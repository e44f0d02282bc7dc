import { isAwaitingPayment } from './order-status.ts'
/**
 * A dynamic PIX charge (decision 018): a Mercado Pago payment with payment_method_id 'pix' (or the
 * simulated provider's), one live at a time per order. Its state is kept on the order row
 * (`orders.pix_charge`); a static BR Code order (no provider charge) has none.
 */
export const PIX_CHARGE_STATES = ['creating', 'live', 'failed', 'expired'] as const
export type PixChargeState = (typeof PIX_CHARGE_STATES)[number]

/** The states in which the order has, or is getting, a charge the customer can pay. */
export const OPEN_PIX_CHARGE_STATES = ['creating', 'live'] as const

const MINUTE = 60_000

/**
 * PIX_EXPIRY_MINUTES's range. Mercado Pago: 'A data configurada deve estar entre 30 minutos até
 * 30 dias a partir da data de emissão do pagamento'. The simulated provider takes from 1 minute,
 * so a test can watch a charge expire.
 */
export function pixExpiryRange(mercadoPago: boolean): { min: number; max: number } {
  return { min: mercadoPago ? 30 : 1, max: 30 * 24 * 60 }
}

/**
 * After a charge's expiry, how long the shop waits for the provider to say so before it cancels
 * the order by itself: a PIX paid in the last second is confirmed within it.
 */
export const PIX_EXPIRY_GRACE_MS = 10 * MINUTE

/** A charge the customer may still pay now. */
export function isLiveCharge(
  order: { pixCharge: string | null; pixExpiresAt: Date | null },
  now: Date,
): boolean {
  return (
    order.pixCharge === 'live' &&
    order.pixExpiresAt !== null &&
    order.pixExpiresAt.getTime() > now.getTime()
  )
}

/** The idempotency key of one attempt: the same attempt asked twice is one payment at the provider. */
export function pixChargeKey(orderId: string, attempt: number): string {
  return `pix-${orderId}-${attempt}`
}

/** The PIX to pay for an order, as its customer sees it (checkout, 'Seus Pedidos'). */
export interface PixToPay {
  /** 'PIX Copia e Cola'; the QR code shows the same text. */
  code: string
  amountCents: number
  /** Until when a dynamic charge can be paid (ISO); null for the static BR Code, which never expires. */
  expiresAt: string | null
  /** The simulated provider's page that "pays" the charge (no Mercado Pago); null otherwise. */
  simulatedPayUrl: string | null
}

/**
 * Where the order's PIX stands: 'static' (a BR Code confirmed by hand), 'creating' (being made),
 * 'live' (payable now), 'failed' (not made: ask again), 'expired' (past its time), or null (card).
 */
export type PixStatus = 'static' | 'creating' | 'live' | 'failed' | 'expired' | null

interface OrderPix {
  id: string
  status: string
  paymentMethod: string
  pixCharge: string | null
  pixCode: string | null
  pixExpiresAt: Date | null
  pixPaymentId: string | null
  totalCents: number
}

export function pixStatus(order: OrderPix, now: Date): PixStatus {
  if (order.paymentMethod !== 'pix') return null
  if (order.pixCharge === null) return order.pixCode ? 'static' : null
  if (order.pixCharge === 'live') {
    // A charge of an order paid or cancelled meanwhile is not there to be paid.
    const unpaid = isAwaitingPayment(order.status)
    return unpaid && isLiveCharge(order, now) ? 'live' : 'expired'
  }
  return order.pixCharge as PixStatus
}

/** The code to pay now, or null (a card order, or no payable charge at this moment). */
export function pixToPay(order: OrderPix, now: Date): PixToPay | null {
  const status = pixStatus(order, now)
  if ((status !== 'static' && status !== 'live') || !order.pixCode) return null
  const simulated = order.pixPaymentId?.startsWith('sim-pix-') === true
  return {
    code: order.pixCode,
    amountCents: order.totalCents,
    expiresAt: status === 'live' ? (order.pixExpiresAt?.toISOString() ?? null) : null,
    simulatedPayUrl:
      status === 'live' && simulated ? `/api/payments/simulated/pix/${order.id}` : null,
  }
}

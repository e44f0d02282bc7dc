import { isPaid, type OrderStatus, type PaymentMethod } from './order-status.ts'

/**
 * The emails a customer gets as their order moves (decision 016), each at most once per order: the
 * first time the order reaches the step (docs/decisions/016-order-emails.md).
 */
export const ORDER_NOTIFICATION_KINDS = [
  'payment-confirmed',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const
export type OrderNotificationKind = (typeof ORDER_NOTIFICATION_KINDS)[number]

export interface StepReached {
  /** The step whose email the move may send. */
  kind: OrderNotificationKind
  /** Earlier steps on the way, passed with it: marked as told, never mailed afterwards. */
  passed: OrderNotificationKind[]
}

const STEPS: Partial<Record<OrderStatus, StepReached>> = {
  pago: { kind: 'payment-confirmed', passed: [] },
  enviado: { kind: 'shipped', passed: ['payment-confirmed'] },
  entregue: { kind: 'delivered', passed: ['payment-confirmed', 'shipped'] },
  cancelado: { kind: 'cancelled', passed: [] },
}

/**
 * The step an order entering `status` reaches, or undefined (pendente, processando: no email). An
 * order shipped is past its payment, so the owner stepping it back to 'pago' later never sends a
 * 'Pagamento confirmado' after the 'Pedido enviado' (the /orders timeline reads it the same way).
 */
export function stepReached(status: OrderStatus): StepReached | undefined {
  return STEPS[status]
}

/** What the cancellation email says about the money. */
export type CancellationRefund =
  /** Nothing was ever confirmed as paid. */
  | 'nothing-charged'
  /** Mercado Pago already gave the money back (a refund or a chargeback). */
  | 'returned'
  /** The order was paid: the shop returns the money, by hand (nothing refunds it automatically). */
  | 'shop-returns'

const MONEY_BACK = new Set(['refunded', 'charged_back'])
const PAYMENT_IN_PROGRESS = new Set(['pending', 'in_process', 'authorized'])

interface CancelledOrder {
  /** The status the order left for 'cancelado'. */
  fromStatus: OrderStatus
  paymentMethod: PaymentMethod
  /** Mercado Pago's last word on the order's payment ('pendente' until there is one). */
  paymentStatus: string
}

export interface Cancellation {
  refund: CancellationRefund
  /**
   * 'nothing-charged' only: money may be on its way all the same (a PIX the owner has not
   * confirmed yet, a card payment still under review), so the email says whom to talk to.
   */
  mayHavePaid: boolean
}

/**
 * How the cancellation email words the money. Mercado Pago's refund or chargeback has already
 * returned it; an order that was paid (a card payment approved, or the order past 'pago') gets it
 * back from the shop; anything else was never charged, as far as the shop knows.
 */
export function cancellation(order: CancelledOrder): Cancellation {
  if (MONEY_BACK.has(order.paymentStatus)) return { refund: 'returned', mayHavePaid: false }
  if (order.paymentStatus === 'approved' || isPaid(order.fromStatus)) {
    return { refund: 'shop-returns', mayHavePaid: false }
  }
  const mayHavePaid = order.paymentMethod === 'pix' || PAYMENT_IN_PROGRESS.has(order.paymentStatus)
  return { refund: 'nothing-charged', mayHavePaid }
}

/** A tracking code as the owner meant it: the same code typed with spaces around is no change. */
export function sameTrackingCode(a: string | null | undefined, b: string | null | undefined) {
  return (a?.trim() || null) === (b?.trim() || null)
}

export const ORDER_STATUSES = [
  'pendente',
  'processando',
  'pago',
  'enviado',
  'entregue',
  'cancelado',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** Who moves an order from one status to another. */
export const STATUS_ACTORS = ['owner', 'customer', 'payment_provider', 'job'] as const
export type StatusActor = (typeof STATUS_ACTORS)[number]

export const PAYMENT_METHODS = ['pix', 'mercadopago'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/** How the shop names each payment method (checkout and 'Seus Pedidos' say the same). */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  pix: 'PIX',
  mercadopago: 'Cartão de crédito (Mercado Pago)',
}

export type StatusColor = 'yellow' | 'blue' | 'green' | 'purple' | 'red' | 'gray'

interface StatusDisplay {
  label: string
  color: StatusColor
}

const DISPLAY: Record<OrderStatus, StatusDisplay> = {
  pendente: { label: 'Aguardando Pagamento', color: 'yellow' },
  processando: { label: 'Processando Pagamento', color: 'blue' },
  pago: { label: 'Pago', color: 'green' },
  enviado: { label: 'Enviado', color: 'purple' },
  entregue: { label: 'Entregue', color: 'green' },
  cancelado: { label: 'Cancelado', color: 'red' },
}

const UNKNOWN: StatusDisplay = { label: 'Status Desconhecido', color: 'gray' }

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value)
}

/** Spec section 4: a missing status is treated as pendente; an unknown one is shown as such. */
export function orderStatusDisplay(status: string | null | undefined): StatusDisplay {
  if (status === null || status === undefined || status === '') return DISPLAY.pendente
  return isOrderStatus(status) ? DISPLAY[status] : UNKNOWN
}

/**
 * Each status by what it means, for the code that sets or names one: the only spelling outside this
 * file and the orders schema (the lint rule vitrine/no-order-status-literals, decision 051).
 */
export const ORDER_STATUS = {
  pending: 'pendente',
  processing: 'processando',
  paid: 'pago',
  shipped: 'enviado',
  delivered: 'entregue',
  cancelled: 'cancelado',
} as const satisfies Record<string, OrderStatus>

/** The groups an order's rules speak of, each written once, for all three layers (decision 051). */
type StatusGroup = readonly OrderStatus[]

/** The order still waits for its money: it can be paid, its charge is live, it can expire. */
export const AWAITING_PAYMENT = ['pendente', 'processando'] as const satisfies StatusGroup
/** Its money came in: 'pago' and the steps after it. */
export const PAID = ['pago', 'enviado', 'entregue'] as const satisfies StatusGroup
/** Not yet shipped: its units are held, a withdrawal cancels it. */
export const BEFORE_SHIPPING = ['pendente', 'processando', 'pago'] as const satisfies StatusGroup
/** Done with: it no longer counts on the customer's orders badge. */
export const CLOSED = ['entregue', 'cancelado'] as const satisfies StatusGroup

const has = (group: StatusGroup, status: string | null | undefined) =>
  (group as readonly (string | null | undefined)[]).includes(status)

export const isAwaitingPayment = (status: string | null | undefined) =>
  has(AWAITING_PAYMENT, status)
export const isPaid = (status: string | null | undefined) => has(PAID, status)
export const isBeforeShipping = (status: string | null | undefined) => has(BEFORE_SHIPPING, status)

/** Orders still "open" for the customer: they count on the orders badge. */
export function isOpenOrder(status: string | null | undefined): boolean {
  return !has(CLOSED, status)
}

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

/** Orders still "open" for the customer: they count on the orders badge. */
export function isOpenOrder(status: string | null | undefined): boolean {
  return status !== 'entregue' && status !== 'cancelado'
}

/** The statuses an order is in once its money came in ('pago' and the steps after it). */
export const PAID_STATUSES: ReadonlySet<OrderStatus> = new Set(['pago', 'enviado', 'entregue'])

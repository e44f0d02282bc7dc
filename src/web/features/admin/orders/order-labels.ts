import type { StatusActor } from '#domain/orders/order-status.ts'
import { orderStatusDisplay, type OrderStatus } from '#domain/orders/order-status.ts'

/** The order's own 'pendente' and Mercado Pago's payment statuses, in the owner's words. */
const PAYMENT_STATUS_LABELS: Record<string, string> = {
  pendente: 'Pendente',
  pending: 'Pendente',
  in_process: 'Em análise',
  authorized: 'Autorizado',
  approved: 'Aprovado',
  rejected: 'Recusado',
  cancelled: 'Cancelado',
  refunded: 'Reembolsado',
  charged_back: 'Estornado',
}

/** A status nobody translated yet shows as the provider sent it. */
export function paymentStatusLabel(status: string): string {
  return PAYMENT_STATUS_LABELS[status] ?? status
}

/** Who moved the order: 'Loja (email)', 'Cliente', 'Mercado Pago' or 'Sistema'. */
export function actorLabel(actor: StatusActor, adminEmail: string | null): string {
  if (actor === 'owner') return adminEmail ? `Loja (${adminEmail})` : 'Loja'
  return { customer: 'Cliente', payment_provider: 'Mercado Pago', job: 'Sistema' }[actor]
}

/** 'Aguardando Pagamento → Pago', or 'Pedido criado: Aguardando Pagamento' for the first entry. */
export function statusChangeLabel(from: OrderStatus | null, to: OrderStatus): string {
  const label = orderStatusDisplay(to).label
  return from ? `${orderStatusDisplay(from).label} → ${label}` : `Pedido criado: ${label}`
}

/** '+1' came back to the shelf, '−2' left it: a true minus sign, as Produtos' books show it. */
export function signedQuantity(quantity: number): string {
  return quantity > 0 ? `+${quantity}` : `−${Math.abs(quantity)}`
}

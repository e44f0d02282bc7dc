import { ORDER_STATUS } from '#domain/orders/order-status.ts'
import { timeAgo } from '#domain/dates.ts'

/**
 * How long an unpaid PIX order has waited ('Aguardando há 3 dias'): a static code never expires by
 * itself, so the owner decides when to give up on it. Nothing for any other order.
 */
export function WaitingSince({
  order,
  className,
}: {
  order: { status: string; paymentMethod: string; createdAt: string }
  className?: string
}) {
  if (order.status !== ORDER_STATUS.pending || order.paymentMethod !== 'pix') return null
  return <span className={className}>Aguardando {timeAgo(order.createdAt)}</span>
}

import { orderStatusDisplay, type OrderStatus } from '#domain/orders/order-status.ts'
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx'
import type { AdminOrder } from './order-queries.ts'

interface ConfirmMoveRefundedProps {
  order: AdminOrder
  status: OrderStatus
  onConfirm: () => void
  onCancel: () => void
}

/**
 * A refunded order moved on (decision 041): its money already went back, so the new status charges
 * nothing; it reopens the order and takes its pieces off the shelf again. Asked first.
 */
export function ConfirmMoveRefunded({
  order,
  status,
  onConfirm,
  onCancel,
}: ConfirmMoveRefundedProps) {
  const label = orderStatusDisplay(status).label
  return (
    <ConfirmDialog
      title="Reabrir um pedido reembolsado?"
      message={`O pedido #${order.shortId} foi reembolsado: o dinheiro já voltou ao cliente. Marcar como ${label} não cobra de novo: o pedido volta a valer, as peças saem do estoque outra vez e o cliente não paga nada por isso. Continuar?`}
      confirmLabel={`Marcar como ${label}`}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  )
}

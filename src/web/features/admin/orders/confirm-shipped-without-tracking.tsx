import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx'
import type { AdminOrder } from './order-queries.ts'

interface ConfirmShippedWithoutTrackingProps {
  order: AdminOrder
  onConfirm: () => void
  onCancel: () => void
}

/** 'Enviado' with no tracking code: the customer will have nothing to follow, so it asks first. */
export function ConfirmShippedWithoutTracking({
  order,
  onConfirm,
  onCancel,
}: ConfirmShippedWithoutTrackingProps) {
  return (
    <ConfirmDialog
      title="Marcar como Enviado sem rastreio?"
      message={`O pedido #${order.shortId} não tem código de rastreio. O cliente não terá como acompanhar a entrega. Marcar como Enviado mesmo assim?`}
      confirmLabel="Marcar como Enviado"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  )
}

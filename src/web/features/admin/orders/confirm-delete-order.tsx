import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx'
import type { AdminOrder } from './order-queries.ts'
import { useDeleteOrder } from './order-mutations.ts'
import { errorMessage } from '#web/lib/api-client.ts'
import { toast } from '#web/lib/toast.ts'

interface ConfirmDeleteOrderProps {
  order: AdminOrder
  onClose: () => void
  /** After the server deleted it, e.g. to leave the order's page. */
  onDeleted?: () => void
}

/** 'Excluir': asks first; the order goes with its items and shipping address. */
export function ConfirmDeleteOrder({ order, onClose, onDeleted }: ConfirmDeleteOrderProps) {
  const remove = useDeleteOrder()
  return (
    <ConfirmDialog
      title="Excluir pedido"
      message={`Tem certeza que deseja excluir o pedido #${order.shortId} de ${order.customerName}? Esta ação não pode ser desfeita.`}
      confirmLabel="Excluir"
      danger
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={() =>
        remove.mutate(order.id, {
          onSuccess: () => {
            toast.success('Pedido excluído com sucesso!')
            onDeleted?.()
          },
          onError: (error) =>
            toast.error(errorMessage(error, 'Erro ao excluir pedido. Tente novamente.')),
          onSettled: onClose,
        })
      }
    />
  )
}

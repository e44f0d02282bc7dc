import { formatBRL } from '#domain/money.ts'
import { isPaid } from '#domain/orders/order-status.ts'
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

/**
 * What deleting does to the order's money (decision 046): nothing goes back by deleting a paid
 * order, and a refunded one loses the record of its refund. Nothing for an order never paid.
 */
export function deleteMoneyNote(
  order: Pick<AdminOrder, 'status' | 'paymentStatus' | 'refunded' | 'refundDue' | 'totalCents'>,
): string | null {
  const total = formatBRL(order.totalCents)
  if (order.refunded) {
    return `O valor de ${total} já foi devolvido ao cliente: excluir apaga também o registro do reembolso.`
  }
  if (isPaid(order.status) || order.paymentStatus === 'approved' || order.refundDue) {
    return `Este pedido foi pago (${total}): excluí-lo não devolve o dinheiro ao cliente. Para desfazer a venda, reembolse antes de excluir.`
  }
  return null
}

/** 'Excluir': asks first, saying what happens to its money; the order goes with its items and address. */
export function ConfirmDeleteOrder({ order, onClose, onDeleted }: ConfirmDeleteOrderProps) {
  const remove = useDeleteOrder()
  return (
    <ConfirmDialog
      title="Excluir pedido"
      message={[
        `Tem certeza que deseja excluir o pedido #${order.shortId} de ${order.customerName}? Esta ação não pode ser desfeita.`,
        deleteMoneyNote(order),
      ]
        .filter(Boolean)
        .join(' ')}
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

import { formatBRL } from '#domain/money.ts'
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx'
import { errorMessage } from '#web/lib/api-client.ts'
import { toast } from '#web/lib/toast.ts'
import { useAfterSaleAction, type AfterSaleAction } from './after-sale-mutations.ts'
import type { AdminOrderDetail } from '#web/features/admin/orders/order-queries.ts'

interface Question {
  title: string
  message: string
  confirm: string
  busy: string
  done: string
}

/** What each step asks before it is taken, and says once it is. */
function question(action: AfterSaleAction, order: AdminOrderDetail): Question {
  const total = formatBRL(order.totalCents)
  const id = `#${order.shortId}`
  switch (action) {
    case 'refund':
      return {
        title: `Reembolsar ${total} pelo Mercado Pago?`,
        message:
          'O valor volta inteiro para o cliente, pelo mesmo meio de pagamento. O pedido será cancelado.',
        confirm: 'Confirmar reembolso',
        busy: 'Reembolsando...',
        done: `Pedido ${id} reembolsado.`,
      }
    case 'refund-pix':
      return {
        title: `Você devolveu ${total} ao cliente por PIX?`,
        message:
          'Confirme só depois de fazer o PIX. O pedido será cancelado e o cliente, avisado por e-mail.',
        confirm: 'Confirmar',
        busy: 'Salvando...',
        done: `Reembolso por PIX do pedido ${id} registrado.`,
      }
    case 'returned':
      return {
        title: 'O pacote voltou?',
        message:
          'As peças de estoque deste pedido voltam para a prateleira (Movimentações de estoque).',
        confirm: 'Confirmar',
        busy: 'Salvando...',
        done: `Devolução do pedido ${id} registrada.`,
      }
    case 'production-started':
      return {
        title: 'Marcar a produção como iniciada?',
        message:
          'Depois disso o cliente não pode mais desistir da compra pelo site; ele vê a data em "Seus Pedidos".',
        confirm: 'Confirmar',
        busy: 'Salvando...',
        done: `Produção do pedido ${id} marcada como iniciada.`,
      }
  }
}

interface ConfirmAfterSaleProps {
  action: AfterSaleAction
  order: AdminOrderDetail
  onClose: () => void
  /** The server's refusal (its pt-BR message, as is) or the failure, for the page to show. */
  onFailed: (message: string) => void
}

/**
 * Asks before an after-sale step (decision 039); while it runs both buttons wait. Done or refused,
 * the dialog closes: the page shows the order as it is now, or the refusal.
 */
export function ConfirmAfterSale({ action, order, onClose, onFailed }: ConfirmAfterSaleProps) {
  const step = useAfterSaleAction(order.id)
  const { title, message, confirm, busy, done } = question(action, order)
  return (
    <ConfirmDialog
      title={title}
      message={message}
      confirmLabel={step.isPending ? busy : confirm}
      pending={step.isPending}
      onCancel={onClose}
      onConfirm={() =>
        step.mutate(action, {
          onSuccess: () => toast.success(done),
          onError: (error) =>
            onFailed(errorMessage(error, 'Não foi possível concluir agora. Tente novamente.')),
          onSettled: onClose,
        })
      }
    />
  )
}

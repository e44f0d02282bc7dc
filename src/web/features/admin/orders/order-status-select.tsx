import { ORDER_STATUSES, isOrderStatus, orderStatusDisplay } from '#domain/order-status.ts'
import type { AdminOrder } from './order-queries.ts'
import { useUpdateOrderStatus } from './order-mutations.ts'
import { errorMessage } from '#web/lib/api-client.ts'
import { toast } from '#web/lib/toast.ts'

/** Any status, in any order (spec.md section 4); a change is sent at once. */
export function OrderStatusSelect({ order }: { order: AdminOrder }) {
  const update = useUpdateOrderStatus()
  // While the change travels (and the list reloads) the select shows the chosen status.
  const value = update.isPending ? update.variables.status : order.status
  return (
    <select
      aria-label={`Status do pedido #${order.shortId}`}
      value={value}
      disabled={update.isPending}
      onChange={(event) => {
        const status = event.target.value
        if (!isOrderStatus(status) || status === order.status) return
        update.mutate(
          { id: order.id, status },
          {
            onError: (error) =>
              toast.error(
                errorMessage(error, 'Erro ao atualizar status do pedido. Tente novamente.'),
              ),
          },
        )
      }}
      className="rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm text-stone-900 focus:border-amber-700 focus:outline-2 focus:outline-amber-700 disabled:bg-stone-100"
    >
      {ORDER_STATUSES.map((status) => (
        <option key={status} value={status}>
          {orderStatusDisplay(status).label}
        </option>
      ))}
    </select>
  )
}

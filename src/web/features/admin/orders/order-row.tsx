import { Trash2 } from 'lucide-react'
import { formatBRL } from '#domain/money.ts'
import { Badge } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import type { AdminOrder } from './order-queries.ts'
import { OrderStatusSelect } from './order-status-select.tsx'
import { TrackingCodeInput } from './tracking-code-input.tsx'

interface OrderRowProps {
  order: AdminOrder
  onDelete: () => void
}

export function OrderRow({ order, onDelete }: OrderRowProps) {
  return (
    <tr className="border-t border-stone-200 align-top">
      <th scope="row" className="px-4 py-3 text-left font-mono font-medium">
        #{order.shortId}
      </th>
      <td className="px-4 py-3">
        <span className="block font-medium text-stone-900">{order.customerName}</span>
        {order.customerEmail && (
          <span className="block text-xs break-all text-stone-600">{order.customerEmail}</span>
        )}
      </td>
      <td className="px-4 py-3 whitespace-nowrap">{formatBRL(order.totalCents)}</td>
      <td className="px-4 py-3">
        <OrderStatusSelect order={order} />
        {order.refundDue && (
          <div className="mt-1">
            <Badge
              tone="amber"
              title="O pagamento chegou com o pedido cancelado e não havia estoque para reabri-lo: devolva o valor ao cliente."
            >
              Reembolso pendente
            </Badge>
          </div>
        )}
      </td>
      <td className="px-4 py-3">
        <TrackingCodeInput order={order} />
      </td>
      <td className="px-4 py-3">
        <Button variant="danger" className="min-h-9 px-3" onClick={onDelete}>
          <Trash2 aria-hidden="true" className="size-4" />
          Excluir
        </Button>
      </td>
    </tr>
  )
}

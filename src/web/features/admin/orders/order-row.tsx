import { Trash2 } from 'lucide-react'
import { Link } from 'react-router'
import { formatDateTime } from '#domain/dates.ts'
import { formatBRL } from '#domain/money.ts'
import { Button } from '#web/components/ui/button.tsx'
import type { AdminOrder } from './order-queries.ts'
import { OrderStatusSelect } from './order-status-select.tsx'
import { TrackingCodeInput } from './tracking-code-input.tsx'
import { RefundDueBadge } from './refund-due-badge.tsx'
import { WaitingSince } from './waiting-since.tsx'
import { orderDetailPath, type FromOrderList } from './order-paths.ts'

interface OrderRowProps {
  order: AdminOrder
  /** Handed to the detail, for its way back to this list. */
  from: FromOrderList
  selected: boolean
  onToggle: () => void
  onDelete: () => void
}

export function OrderRow({ order, from, selected, onToggle, onDelete }: OrderRowProps) {
  return (
    <tr className="border-t border-stone-200 align-top">
      <td className="px-4 py-3">
        <input
          type="checkbox"
          aria-label={`Selecionar pedido #${order.shortId}`}
          checked={selected}
          onChange={onToggle}
          className="size-5 accent-amber-800"
        />
      </td>
      <th scope="row" className="px-4 py-3 text-left font-mono font-medium">
        <Link
          to={orderDetailPath(order.id)}
          state={from}
          className="text-amber-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-amber-800"
        >
          #{order.shortId}
        </Link>
      </th>
      <td className="px-4 py-3 whitespace-nowrap text-stone-700">
        <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
        <WaitingSince order={order} className="block text-xs text-amber-900" />
      </td>
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
            <RefundDueBadge />
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

import { Eye, Trash2 } from 'lucide-react'
import { Link } from 'react-router'
import { formatDateTime } from '#domain/dates.ts'
import { formatBRL } from '#domain/money.ts'
import { nameWithVariant } from '#domain/variants/variant-rules.ts'
import { buttonClasses } from '#web/components/ui/button.tsx'
import { CardCell, CardRow, CardRowHeader } from '#web/features/admin/shell/card-table.tsx'
import { LongText } from '#web/features/admin/shell/long-text.tsx'
import type { AdminOrderListItem } from '#web/features/admin/orders/order-queries.ts'
import { OrderStatusSelect } from '#web/features/admin/orders/order-status-select.tsx'
import { TrackingCodeInput } from '#web/features/admin/orders/tracking-code-input.tsx'
import { RefundDueBadge, RefundedBadge } from '#web/features/admin/orders/refund-due-badge.tsx'
import { WithdrawalBadge } from '#web/features/admin/orders/withdrawal-badge.tsx'
import { WaitingSince } from '#web/features/admin/orders/waiting-since.tsx'
import { orderDetailPath, type FromOrderList } from '#web/features/admin/orders/order-paths.ts'

/** 'Excluir' beside the card's main action: outlined and smaller, still asking first (decision 030). */
const DELETE =
  'inline-flex min-h-9 shrink-0 items-center justify-center gap-1.5 rounded-lg border border-red-300 bg-white px-3 py-1.5 text-sm font-medium whitespace-nowrap text-red-700 transition-colors hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700'

interface OrderRowProps {
  order: AdminOrderListItem
  /** Handed to the detail, for its way back to this list. */
  from: FromOrderList
  selected: boolean
  onToggle: () => void
  onDelete: () => void
}

/**
 * One order: a table row on a wide screen; on a phone a card, its box in the top right corner and
 * the total beside the date, 'Ver pedido' its main action and 'Excluir' a smaller outlined one.
 */
export function OrderRow({ order, from, selected, onToggle, onDelete }: OrderRowProps) {
  return (
    <CardRow className="lg:align-top">
      <CardCell place="corner">
        <input
          type="checkbox"
          aria-label={`Selecionar pedido #${order.shortId}`}
          checked={selected}
          onChange={onToggle}
          className="size-5 accent-amber-800"
        />
      </CardCell>
      <CardRowHeader className="pr-10 font-mono font-medium lg:pr-4">
        <Link
          to={orderDetailPath(order.id)}
          state={from}
          className="text-amber-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-amber-800"
        >
          #{order.shortId}
        </Link>
      </CardRowHeader>
      <CardCell label="Data" className="text-stone-700">
        {/* The date on one line; how long a PIX has waited may wrap below it (a row fits at lg). */}
        <time dateTime={order.createdAt} className="lg:whitespace-nowrap">
          {formatDateTime(order.createdAt)}
        </time>
        <WaitingSince order={order} className="block text-xs text-amber-900" />
      </CardCell>
      <CardCell label="Cliente" place="wide">
        <span className="block font-medium text-stone-900">{order.customerName}</span>
        {order.customerEmail && (
          <LongText text={order.customerEmail} className="text-xs text-stone-600 lg:max-w-56" />
        )}
        {/* What to pack (decision 046), under who it goes to: the table keeps its width. */}
        <ul
          aria-label={`Itens do pedido #${order.shortId}`}
          className="mt-1 space-y-0.5 text-sm text-stone-800 lg:max-w-56"
        >
          {order.lines.map((line, at) => (
            <li key={at} className="break-words">
              {`${line.quantity} × ${nameWithVariant(line.name, line.variantLabel)}`}
            </li>
          ))}
        </ul>
      </CardCell>
      <CardCell label="Total" className="whitespace-nowrap">
        {formatBRL(order.totalCents)}
      </CardCell>
      <CardCell label="Status" place="wide">
        <OrderStatusSelect order={order} />
        {order.refundDue && (
          <div className="mt-1">
            <RefundDueBadge />
          </div>
        )}
        {order.refunded && (
          <div className="mt-1">
            <RefundedBadge />
          </div>
        )}
        {order.withdrawalRequested && (
          <div className="mt-1">
            <WithdrawalBadge />
          </div>
        )}
      </CardCell>
      <CardCell label="Rastreio" place="wide">
        <TrackingCodeInput order={order} />
      </CardCell>
      <CardCell place="wide">
        {/* From lg up the table's row is read across, the order's number its link: no 'Ver pedido'. */}
        <div className="flex items-center gap-3">
          <Link
            to={orderDetailPath(order.id)}
            state={from}
            aria-label={`Ver pedido #${order.shortId}`}
            className={buttonClasses('primary', 'flex-1 whitespace-nowrap lg:hidden')}
          >
            <Eye aria-hidden="true" className="size-4" />
            Ver pedido
          </Link>
          <button type="button" onClick={onDelete} className={DELETE}>
            <Trash2 aria-hidden="true" className="size-4" />
            Excluir
          </button>
        </div>
      </CardCell>
    </CardRow>
  )
}

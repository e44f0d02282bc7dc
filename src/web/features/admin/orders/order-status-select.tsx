import { useState } from 'react'
import {
  isOrderStatus,
  ORDER_STATUS,
  ORDER_STATUSES,
  orderStatusDisplay,
} from '#domain/orders/order-status.ts'
import type { OrderStatus } from '#domain/orders/order-status.ts'
import type { AdminOrder } from './order-queries.ts'
import { useUpdateOrderStatus } from './order-mutations.ts'
import { ConfirmMoveRefunded } from './confirm-move-refunded.tsx'
import { ConfirmShippedWithoutTracking } from './confirm-shipped-without-tracking.tsx'

/** What a change asks before it is sent: a refunded order moved on, or 'Enviado' untracked. */
type Question = { kind: 'refunded'; status: OrderStatus } | { kind: 'untracked' }

/**
 * Any status, in any order (spec.md section 4); a change is sent at once, except a refunded order
 * moved out of 'Cancelado' (decision 041) and 'Enviado' without a tracking code, which ask first. The
 * toasts come from the mutation.
 */
export function OrderStatusSelect({ order, id }: { order: AdminOrder; id?: string }) {
  const update = useUpdateOrderStatus()
  const [asking, setAsking] = useState<Question | null>(null)
  // While the change travels (and the list reloads) the select shows the chosen status.
  const value = update.isPending ? update.variables.status : order.status

  function send(status: OrderStatus) {
    update.mutate({ id: order.id, status })
  }

  return (
    <>
      <select
        id={id}
        aria-label={`Status do pedido #${order.shortId}`}
        value={value}
        disabled={update.isPending}
        onChange={(event) => {
          const status = event.target.value
          if (!isOrderStatus(status) || status === order.status) return
          if (order.refunded && status !== ORDER_STATUS.cancelled)
            setAsking({ kind: 'refunded', status })
          else if (status === ORDER_STATUS.shipped && !order.trackingCode)
            setAsking({ kind: 'untracked' })
          else send(status)
        }}
        className="rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm text-stone-900 focus:border-amber-700 focus:outline-2 focus:outline-amber-700 disabled:bg-stone-100"
      >
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {orderStatusDisplay(status).label}
          </option>
        ))}
      </select>
      {asking?.kind === 'refunded' && (
        <ConfirmMoveRefunded
          order={order}
          status={asking.status}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            const untracked = asking.status === ORDER_STATUS.shipped && !order.trackingCode
            setAsking(untracked ? { kind: 'untracked' } : null)
            if (!untracked) send(asking.status)
          }}
        />
      )}
      {asking?.kind === 'untracked' && (
        <ConfirmShippedWithoutTracking
          order={order}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            setAsking(null)
            send(ORDER_STATUS.shipped)
          }}
        />
      )}
    </>
  )
}

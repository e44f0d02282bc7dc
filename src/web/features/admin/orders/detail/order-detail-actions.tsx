import { Printer, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { Button, buttonClasses } from '#web/components/ui/button.tsx'
import { AfterSaleActions } from '#web/features/admin/orders/after-sale/after-sale-actions.tsx'
import { ConfirmDeleteOrder } from '#web/features/admin/orders/confirm-delete-order.tsx'
import { OrderStatusSelect } from '#web/features/admin/orders/order-status-select.tsx'
import { orderListPath, orderPrintPath } from '#web/features/admin/orders/order-paths.ts'
import type { AdminOrderDetail } from '#web/features/admin/orders/order-queries.ts'
import { RefundDueBadge } from '#web/features/admin/orders/refund-due-badge.tsx'
import { WithdrawalBadge } from '#web/features/admin/orders/withdrawal-badge.tsx'
import { TrackingCodeInput } from '#web/features/admin/orders/tracking-code-input.tsx'

const LABEL = 'block text-sm font-medium text-stone-800'

/**
 * The list's row actions on the order's page: status, tracking code, print and delete; below them
 * the steps after the sale (refund, parcel back, production started: decision 039).
 */
export function OrderDetailActions({ order }: { order: AdminOrderDetail }) {
  const location = useLocation()
  const navigate = useNavigate()
  const [deleting, setDeleting] = useState(false)
  return (
    <div className="mt-4 flex flex-wrap items-start gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <div>
        <label htmlFor="order-detail-status" className={LABEL}>
          Status
        </label>
        <div className="mt-1">
          <OrderStatusSelect id="order-detail-status" order={order} />
        </div>
        {order.refundDue && (
          <div className="mt-1">
            <RefundDueBadge />
          </div>
        )}
        {order.withdrawalRequested && (
          <div className="mt-1">
            <WithdrawalBadge />
          </div>
        )}
      </div>
      <div>
        <label htmlFor="order-detail-tracking" className={LABEL}>
          Código de rastreio
        </label>
        <div className="mt-1">
          <TrackingCodeInput id="order-detail-tracking" order={order} />
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:ml-auto sm:self-end">
        <Link
          to={orderPrintPath([order.id])}
          state={location.state}
          className={buttonClasses('secondary')}
        >
          <Printer aria-hidden="true" className="size-4" />
          Imprimir
        </Link>
        <Button variant="danger" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" className="size-4" />
          Excluir
        </Button>
      </div>
      <AfterSaleActions order={order} />
      {deleting && (
        <ConfirmDeleteOrder
          order={order}
          onDeleted={() => void navigate(orderListPath(location.state))}
          onClose={() => setDeleting(false)}
        />
      )}
    </div>
  )
}

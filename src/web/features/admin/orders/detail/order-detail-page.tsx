import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { Link, Navigate, useLocation, useParams } from 'react-router'
import { ORDER_NOT_FOUND } from '#domain/orders/order-errors.ts'
import { formatDateTime } from '#domain/dates.ts'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { LoadError } from '#web/features/admin/shell/load-error.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { OrderDetailActions } from './order-detail-actions.tsx'
import { OrderCustomer, OrderDelivery } from './order-delivery.tsx'
import { OrderMovements, OrderTimeline } from './order-history.tsx'
import { OrderItems } from './order-items.tsx'
import {
  orderDetailPath,
  orderListPath,
  quotedIdListPath,
} from '#web/features/admin/orders/order-paths.ts'
import { OrderPayment } from './order-payment.tsx'
import { OrderPolicyVersions } from './order-policy-versions.tsx'
import {
  adminOrderDetailQueryOptions,
  type AdminOrderDetail,
} from '#web/features/admin/orders/order-queries.ts'
import { OrderTotals } from './order-totals.tsx'
import { WaitingSince } from '#web/features/admin/orders/waiting-since.tsx'
import { WithdrawalSection } from '#web/features/admin/orders/after-sale/withdrawal-section.tsx'

function BackToList() {
  const location = useLocation()
  return (
    <Link
      to={orderListPath(location.state)}
      className="inline-flex min-h-10 items-center gap-2 text-sm font-medium text-amber-900 hover:underline focus-visible:outline-2 focus-visible:outline-amber-800"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Voltar para Pedidos
    </Link>
  )
}

function OrderDetail({ order }: { order: AdminOrderDetail }) {
  return (
    <>
      <h1 className="mt-2 font-mono text-2xl font-bold text-stone-900 sm:text-3xl">
        Pedido #{order.shortId}
      </h1>
      <p className="mt-1 text-sm text-stone-600">
        Feito em <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
        <WaitingSince order={order} className="ml-2 font-medium text-amber-900" />
      </p>
      <OrderDetailActions order={order} />
      <div className="mt-6 grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className="min-w-0 space-y-4 lg:col-span-2">
          {order.withdrawal && (
            <WithdrawalSection
              withdrawal={order.withdrawal}
              refunded={order.refunded}
              returnedAt={order.returnedAt}
              canMarkReturned={order.canMarkReturned}
            />
          )}
          <OrderItems items={order.items} />
          <OrderTotals order={order} />
          <OrderTimeline order={order} />
          <OrderMovements movements={order.movements} />
        </div>
        <div className="min-w-0 space-y-4">
          <OrderDelivery order={order} />
          <OrderCustomer customer={order.customer} />
          <OrderPayment order={order} />
          <OrderPolicyVersions versions={order.policyVersions} />
        </div>
      </div>
    </>
  )
}

/** /admin/pedidos/:id: everything the owner needs to pack and ship one order, and act on it. */
export function OrderDetailPage() {
  const { id = '' } = useParams()
  const location = useLocation()
  const queryClient = useQueryClient()
  const query = useQuery(adminOrderDetailQueryOptions(id))
  const notFound = query.error instanceof ApiError && query.error.status === 404
  const ambiguous = query.error instanceof ApiError && query.error.code === 'order-id-ambiguous'
  // The start of an id a customer quoted (decision 030): the order it names, at its own address; the
  // orders starting so, when there are several, in the list searched by it.
  if (ambiguous) return <Navigate to={quotedIdListPath(id)} replace />
  if (query.data && query.data.id !== id) {
    // Already read: its own address shows it without asking again.
    queryClient.setQueryData(adminOrderDetailQueryOptions(query.data.id).queryKey, query.data)
    return <Navigate to={orderDetailPath(query.data.id)} replace state={location.state} />
  }
  return (
    <div className="min-w-0">
      <BackToList />
      {notFound ? (
        <div className="mt-6 rounded-xl border border-stone-200 bg-white p-8 text-center">
          <h1 className="text-2xl font-bold text-stone-900">{ORDER_NOT_FOUND}</h1>
          <p className="mt-2 text-stone-600">
            Ele pode ter sido excluído, ou o endereço está incompleto.
          </p>
        </div>
      ) : query.isError ? (
        <div className="mt-6">
          <LoadError />
        </div>
      ) : query.data ? (
        <OrderDetail order={query.data} />
      ) : (
        <Spinner label="Carregando pedido..." />
      )}
    </div>
  )
}

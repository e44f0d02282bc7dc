import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { LoadError } from '#web/features/admin/shell/load-error.tsx'
import {
  adminOrderPageQueryOptions,
  type AdminOrder,
} from '#web/features/admin/orders/order-queries.ts'
import { ConfirmDeleteOrder } from '#web/features/admin/orders/confirm-delete-order.tsx'
import { exportCsvHref, filtersFrom, withFilters } from './order-list-filters.ts'
import type { OrderListFilters } from './order-list-filters.ts'
import { OrderListActions } from './order-list-actions.tsx'
import { OrderPagination } from './order-pagination.tsx'
import { fromOrderList, orderPrintPath } from '#web/features/admin/orders/order-paths.ts'
import { OrderSearchBox } from './order-search-box.tsx'
import { OrderStatusFilter } from './order-status-filter.tsx'
import { OrdersTable } from './orders-table.tsx'
import { useOrderSelection } from './use-order-selection.ts'

/**
 * Pedidos: the orders to work through, newest first, filtered by status and searched on the
 * server a page at a time; the filters live in the address. Each row has its status, tracking
 * code, delete and a box to print it with others.
 */
export function OrdersTab() {
  const [params, setParams] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const filters = filtersFrom(params)
  const query = useQuery(adminOrderPageQueryOptions(filters))
  const selection = useOrderSelection()
  const [deleting, setDeleting] = useState<AdminOrder | null>(null)
  const from = fromOrderList(location)
  const data = query.data

  // Each change is its own history entry: the back button returns to the previous filters.
  function change(next: Partial<OrderListFilters>) {
    setParams((current) => withFilters(current, next), { preventScrollReset: true })
  }

  return (
    <section aria-labelledby="admin-orders-title">
      <h2 id="admin-orders-title" className="text-xl font-bold text-stone-900">
        Pedidos
      </h2>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <OrderSearchBox q={filters.q} onSearch={(q) => change({ q })} />
        <OrderListActions
          csvHref={exportCsvHref(filters)}
          selectedCount={selection.ids.length}
          onPrintSelected={() => void navigate(orderPrintPath(selection.ids), { state: from })}
        />
      </div>
      <div className="mt-4">
        <OrderStatusFilter
          selected={filters.status}
          counts={data?.counts}
          onSelect={(status) => change({ status })}
        />
      </div>
      {query.isError ? (
        <div className="mt-4">
          <LoadError />
        </div>
      ) : !data ? (
        <Spinner label="Carregando pedidos..." />
      ) : data.orders.length === 0 ? (
        <p className="mt-4 text-stone-600">Nenhum pedido encontrado.</p>
      ) : (
        <OrdersTable
          orders={data.orders}
          labelledBy="admin-orders-title"
          from={from}
          isSelected={selection.isSelected}
          onToggle={selection.toggle}
          onToggleAll={selection.setMany}
          onDelete={setDeleting}
          busy={query.isPlaceholderData}
        />
      )}
      {data && (
        <OrderPagination
          page={filters.page}
          pageSize={data.pageSize}
          total={data.total}
          onPage={(page) => change({ page })}
        />
      )}
      {deleting && (
        <ConfirmDeleteOrder
          order={deleting}
          onDeleted={() => selection.drop(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  )
}

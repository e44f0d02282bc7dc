import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { adminOrdersQueryOptions, type AdminOrder } from './order-queries.ts'
import { ConfirmDeleteOrder } from './confirm-delete-order.tsx'
import { LoadError } from '#web/features/admin/shell/load-error.tsx'
import { OrderRow } from './order-row.tsx'
import { TableHead } from '#web/components/ui/table-head.tsx'

const COLUMNS = ['Pedido', 'Cliente', 'Total', 'Status', 'Rastreio', 'Ações']

/** Pedidos: every order, with its status, tracking code and delete. */
export function OrdersTab() {
  const query = useQuery(adminOrdersQueryOptions())
  const [deleting, setDeleting] = useState<AdminOrder | null>(null)

  return (
    <section>
      <h2 id="admin-orders-title" className="text-xl font-bold text-stone-900">
        Pedidos
      </h2>
      {query.isError ? (
        <div className="mt-4">
          <LoadError />
        </div>
      ) : !query.data ? (
        <Spinner label="Carregando pedidos..." />
      ) : query.data.length === 0 ? (
        <p className="mt-4 text-stone-600">Nenhum pedido encontrado.</p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-xl border border-stone-200 bg-white">
          <table aria-labelledby="admin-orders-title" className="w-full min-w-[52rem] text-sm">
            <TableHead columns={COLUMNS} />
            <tbody>
              {query.data.map((order) => (
                <OrderRow key={order.id} order={order} onDelete={() => setDeleting(order)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {deleting && <ConfirmDeleteOrder order={deleting} onClose={() => setDeleting(null)} />}
    </section>
  )
}

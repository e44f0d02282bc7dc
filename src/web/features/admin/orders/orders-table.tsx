import { TableHead } from '#web/components/ui/table-head.tsx'
import type { AdminOrder } from './order-queries.ts'
import type { FromOrderList } from './order-paths.ts'
import { OrderRow } from './order-row.tsx'

const COLUMNS = ['Pedido', 'Data', 'Cliente', 'Total', 'Status', 'Rastreio', 'Ações']

interface OrdersTableProps {
  orders: AdminOrder[]
  labelledBy: string
  from: FromOrderList
  isSelected: (id: string) => boolean
  onToggle: (id: string) => void
  /** Selects (or, when all are, unselects) every order of the page. */
  onToggleAll: (ids: string[], selected: boolean) => void
  onDelete: (order: AdminOrder) => void
  /** A new page or filter is on its way: the rows shown are the previous ones. */
  busy: boolean
}

export function OrdersTable(props: OrdersTableProps) {
  const { orders, isSelected, onToggle, onToggleAll, onDelete, from } = props
  const ids = orders.map((order) => order.id)
  const chosen = ids.filter(isSelected).length
  const all = chosen === ids.length
  return (
    <div className="mt-4 overflow-x-auto rounded-xl border border-stone-200 bg-white">
      <table
        aria-labelledby={props.labelledBy}
        aria-busy={props.busy}
        className={`w-full min-w-[60rem] text-sm ${props.busy ? 'opacity-60' : ''}`}
      >
        <TableHead
          columns={COLUMNS}
          leading={
            <input
              type="checkbox"
              aria-label="Selecionar todos os pedidos da página"
              checked={all}
              ref={(box) => {
                if (box) box.indeterminate = chosen > 0 && !all
              }}
              onChange={() => onToggleAll(ids, !all)}
              className="size-5 accent-amber-800"
            />
          }
        />
        <tbody>
          {orders.map((order) => (
            <OrderRow
              key={order.id}
              order={order}
              from={from}
              selected={isSelected(order.id)}
              onToggle={() => onToggle(order.id)}
              onDelete={() => onDelete(order)}
            />
          ))}
        </tbody>
      </table>
    </div>
  )
}

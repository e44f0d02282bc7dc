import { CardTable } from '#web/features/admin/shell/card-table.tsx'
import type { AdminOrder, AdminOrderListItem } from '#web/features/admin/orders/order-queries.ts'
import type { FromOrderList } from '#web/features/admin/orders/order-paths.ts'
import { OrderRow } from './order-row.tsx'

const COLUMNS = ['Pedido', 'Data', 'Cliente', 'Total', 'Status', 'Rastreio', 'Ações']

interface OrdersTableProps {
  orders: AdminOrderListItem[]
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
    <CardTable
      labelledBy={props.labelledBy}
      busy={props.busy}
      columns={COLUMNS}
      minWidth="lg:min-w-[60rem]"
      className={props.busy ? 'opacity-60' : ''}
      leading={
        // On a phone's cards the box stands alone above them: the label's text says what it does.
        <label className="flex items-center gap-2 text-sm font-medium text-stone-700 after:content-['Selecionar_todos'] lg:after:content-none">
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
        </label>
      }
    >
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
    </CardTable>
  )
}

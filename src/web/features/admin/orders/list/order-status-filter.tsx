import { ORDER_FILTERS, type OrderFilter } from '#domain/orders/admin-order-view.ts'
import { orderStatusDisplay } from '#domain/orders/order-status.ts'
import { WITHDRAWAL_TEXT } from '#domain/orders/withdrawal-messages.ts'

interface OrderStatusFilterProps {
  selected: OrderFilter
  /** How many orders each filter holds for the current search; absent until the list arrives. */
  counts: Record<OrderFilter, number> | undefined
  onSelect: (filter: OrderFilter) => void
}

export function orderFilterLabel(filter: OrderFilter): string {
  if (filter === 'todos') return 'Todos'
  if (filter === 'a-enviar') return 'A enviar'
  if (filter === 'desistencia') return WITHDRAWAL_TEXT.requested
  return orderStatusDisplay(filter).label
}

/**
 * One button per status, each with its count: 'Todos (45)', 'Pago (3)'..., and last the owner's
 * queues: 'A enviar (2)' (paid, not withdrawn) and 'Desistência solicitada (1)' (decision 046).
 */
export function OrderStatusFilter({ selected, counts, onSelect }: OrderStatusFilterProps) {
  return (
    <div role="group" aria-label="Filtrar por status" className="flex flex-wrap gap-2">
      {ORDER_FILTERS.map((filter) => {
        const active = filter === selected
        const count = counts?.[filter]
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={active}
            onClick={() => onSelect(filter)}
            className={`min-h-9 rounded-full border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-800 ${
              active
                ? 'border-amber-800 bg-amber-800 text-white'
                : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-100'
            }`}
          >
            {count === undefined
              ? orderFilterLabel(filter)
              : `${orderFilterLabel(filter)} (${count})`}
          </button>
        )
      })}
    </div>
  )
}

import { CalendarDays, CalendarRange, Receipt, type LucideIcon } from 'lucide-react'
import { formatBRL } from '#domain/money.ts'
import type { AdminSales } from '../api/order-queries.ts'

interface Card {
  label: string
  value: string
  Icon: LucideIcon
}

function cardsOf(sales: AdminSales): Card[] {
  return [
    { label: 'Vendas Hoje', value: String(sales.todayCount), Icon: CalendarDays },
    { label: 'Vendas Este Mês', value: String(sales.monthCount), Icon: CalendarRange },
    { label: 'Ticket Médio', value: formatBRL(sales.averageTicketCents), Icon: Receipt },
  ]
}

/** The three figures of the Vendas tab; only delivered orders count as sales. */
export function SalesCards({ sales }: { sales: AdminSales }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {cardsOf(sales).map(({ label, value, Icon }) => (
        <div
          key={label}
          className="flex items-center gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
        >
          <span className="rounded-full bg-green-100 p-3 text-green-800">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <div className="flex flex-col-reverse">
            <dt className="text-sm text-stone-600">{label}</dt>
            <dd className="text-2xl font-bold text-stone-900">{value}</dd>
          </div>
        </div>
      ))}
    </dl>
  )
}

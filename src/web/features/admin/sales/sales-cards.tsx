import { CalendarDays, CalendarRange, Receipt } from 'lucide-react'
import { formatBRL } from '#domain/money.ts'
import type { AdminSales } from './sales-queries.ts'
import { StatCards } from '#web/components/ui/stat-cards.tsx'

/** The three figures of the Vendas tab; only delivered orders count as sales. */
export function SalesCards({ sales }: { sales: AdminSales }) {
  const cards = [
    { label: 'Vendas Hoje', value: String(sales.todayCount), Icon: CalendarDays },
    { label: 'Vendas Este Mês', value: String(sales.monthCount), Icon: CalendarRange },
    { label: 'Ticket Médio', value: formatBRL(sales.averageTicketCents), Icon: Receipt },
  ]
  return <StatCards cards={cards} tone="green" columns="sm:grid-cols-3" />
}

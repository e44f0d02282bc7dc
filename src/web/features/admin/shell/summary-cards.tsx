import { CircleDollarSign, Clock, PackageCheck, Users } from 'lucide-react'
import { formatBRL } from '#domain/money.ts'
import type { AdminSummary } from './admin-queries.ts'
import { StatCards } from '#web/components/ui/stat-cards.tsx'

/** The four figures above the tabs. */
export function SummaryCards({ summary }: { summary: AdminSummary }) {
  const cards = [
    { label: 'Total de Interessados', value: String(summary.leadCount), Icon: Users },
    { label: 'Vendas Concluídas', value: String(summary.deliveredCount), Icon: PackageCheck },
    { label: 'Receita Total', value: formatBRL(summary.revenueCents), Icon: CircleDollarSign },
    { label: 'Pedidos Pendentes', value: String(summary.pendingOrderCount), Icon: Clock },
  ]
  return <StatCards cards={cards} tone="amber" columns="sm:grid-cols-2 lg:grid-cols-4" />
}

import { CircleDollarSign, Clock, PackageCheck, Users, type LucideIcon } from 'lucide-react'
import { formatBRL } from '#domain/money.ts'
import type { AdminSummary } from '../api/admin-queries.ts'

interface Card {
  label: string
  value: string
  Icon: LucideIcon
}

function cardsOf(summary: AdminSummary): Card[] {
  return [
    { label: 'Total de Interessados', value: String(summary.leadCount), Icon: Users },
    { label: 'Vendas Concluídas', value: String(summary.deliveredCount), Icon: PackageCheck },
    { label: 'Receita Total', value: formatBRL(summary.revenueCents), Icon: CircleDollarSign },
    { label: 'Pedidos Pendentes', value: String(summary.pendingOrderCount), Icon: Clock },
  ]
}

/** The four figures above the tabs; each label is the term of its value. */
export function SummaryCards({ summary }: { summary: AdminSummary }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cardsOf(summary).map(({ label, value, Icon }) => (
        <div
          key={label}
          className="flex items-center gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
        >
          <span className="rounded-full bg-amber-100 p-3 text-amber-800">
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

import { CircleDollarSign, Clock, Hourglass, PackageCheck, PackageOpen, Users } from 'lucide-react'
import { Link } from 'react-router'
import { ORDER_STATUS } from '#domain/orders/order-status.ts'
import { formatBRL } from '#domain/money.ts'
import type { AdminSummary } from './admin-queries.ts'
import { StatCards } from '#web/components/ui/stat-cards.tsx'

/** The orders list filtered by one status or queue (the Pedidos tab reads it from the address). */
const ordersWith = (status: 'a-enviar' | 'pendente') =>
  `/admin?${new URLSearchParams({ tab: 'pedidos', status }).toString()}`

/**
 * The owner's queue: what to ship (paid and not withdrawn: 'A enviar', decision 046), and what
 * still waits for its payment.
 */
function queueOf(summary: AdminSummary) {
  return [
    {
      label: 'A enviar',
      count: summary.toShipCount,
      to: ordersWith('a-enviar'),
      Icon: PackageOpen,
    },
    {
      label: 'Aguardando pagamento',
      count: summary.awaitingPaymentCount,
      to: ordersWith(ORDER_STATUS.pending),
      Icon: Hourglass,
    },
  ]
}

const LINK_FOCUS =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-800'

/**
 * The four figures above the tabs and the owner's queue, each count a link to the orders it counts.
 * `folded`: on a phone, one line of the queue's links instead, so the tab's content is not pushed
 * far down (every tab but the first).
 */
export function SummaryCards({ summary, folded }: { summary: AdminSummary; folded: boolean }) {
  const cards = [
    { label: 'Total de Interessados', value: String(summary.leadCount), Icon: Users },
    { label: 'Vendas Concluídas', value: String(summary.deliveredCount), Icon: PackageCheck },
    { label: 'Receita Total', value: formatBRL(summary.revenueCents), Icon: CircleDollarSign },
    { label: 'Pedidos Pendentes', value: String(summary.pendingOrderCount), Icon: Clock },
  ]
  const queue = queueOf(summary)
  return (
    <>
      <div className={folded ? 'hidden sm:block' : undefined}>
        <StatCards cards={cards} tone="amber" columns="sm:grid-cols-2 lg:grid-cols-4" />
        <ul aria-label="Fila de pedidos" className="mt-4 grid gap-4 sm:grid-cols-2">
          {queue.map(({ label, count, to, Icon }) => (
            <li key={label}>
              <Link
                to={to}
                className={`flex items-center gap-4 rounded-xl border border-amber-300 bg-amber-50 px-5 py-3 text-stone-900 shadow-sm hover:bg-amber-100 ${LINK_FOCUS}`}
              >
                <Icon aria-hidden="true" className="size-6 text-amber-800" />
                <span className="font-medium">{label}</span>{' '}
                <span className="ml-auto text-2xl font-bold">{count}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
      {folded && (
        <p className="flex flex-wrap gap-x-4 text-sm sm:hidden">
          {queue.map(({ label, count, to }) => (
            <Link
              key={label}
              to={to}
              className={`inline-flex min-h-6 items-center font-medium text-amber-800 underline ${LINK_FOCUS}`}
            >
              {label}: {count}
            </Link>
          ))}
        </p>
      )}
    </>
  )
}

import { Check, Undo2 } from 'lucide-react'
import { formatDateTime } from '#domain/dates.ts'
import { TIMELINE_LABELS, type TimelineEntry } from '#domain/orders/order-timeline.ts'
import { WITHDRAWAL_TEXT } from '#domain/orders/withdrawal-messages.ts'

/** A row of 'Andamento': a step of the order, or the customer's withdrawal (decision 039). */
interface Row extends Omit<TimelineEntry, 'step'> {
  key: string
  label: string
  kind: 'step' | 'cancelled' | 'withdrawal'
  shipped: boolean
}

const stepRow = (entry: TimelineEntry): Row => ({
  ...entry,
  key: entry.step,
  label: TIMELINE_LABELS[entry.step],
  kind: entry.step === 'cancelled' ? 'cancelled' : 'step',
  shipped: entry.step === 'shipped',
})

/**
 * The steps, with 'Desistência solicitada' among them in date order: after every step reached by
 * then (an undated step reached counts as before it), before the first one dated later or ahead.
 */
function timelineRows(timeline: TimelineEntry[], withdrawalAt: string | null): Row[] {
  const rows = timeline.map(stepRow)
  if (!withdrawalAt) return rows
  const when = new Date(withdrawalAt).getTime()
  const later = rows.findIndex((r) => !r.done || (r.at !== null && new Date(r.at).getTime() > when))
  const row: Row = {
    key: 'withdrawal',
    label: WITHDRAWAL_TEXT.requested,
    kind: 'withdrawal',
    shipped: false,
    done: true,
    at: withdrawalAt,
    current: false,
    assumed: false,
  }
  const at = later === -1 ? rows.length : later
  return [...rows.slice(0, at), row, ...rows.slice(at)]
}

const MARK: Record<Row['kind'], string> = {
  step: 'border-green-700 bg-green-700 text-white',
  cancelled: 'border-red-700 bg-red-700 text-white',
  withdrawal: 'border-amber-700 bg-amber-700 text-white',
}

/**
 * 'Andamento': placed, paid, shipped (with its code), delivered, or cancelled, each with the date
 * it happened (#domain/orders/order-timeline.ts decides the steps), and the withdrawal once asked; steps
 * still ahead are greyed.
 */
export function OrderTimeline({
  timeline,
  trackingCode,
  withdrawalAt = null,
}: {
  timeline: TimelineEntry[]
  trackingCode: string | null
  /** When the customer asked to withdraw (decision 039); null when they did not. */
  withdrawalAt?: string | null
}) {
  return (
    <ol aria-label="Andamento do pedido" className="space-y-3">
      {timelineRows(timeline, withdrawalAt).map((row) => (
        <li key={row.key} aria-current={row.current ? 'step' : undefined} className="flex gap-3">
          <span
            aria-hidden="true"
            className={`mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border ${
              row.done || row.kind !== 'step' ? MARK[row.kind] : 'border-stone-300 bg-white'
            }`}
          >
            {row.kind === 'withdrawal' ? (
              <Undo2 className="size-3.5" />
            ) : (
              row.done && <Check className="size-3.5" />
            )}
          </span>
          <div className="min-w-0 text-sm">
            <p className={row.done ? 'font-medium' : 'text-stone-500'}>
              {row.label}
              {!row.done && <span className="sr-only"> (ainda não)</span>}
            </p>
            {row.at && (
              <p className="text-stone-600">
                <time dateTime={row.at}>{formatDateTime(row.at)}</time>
              </p>
            )}
            {row.shipped && row.done && trackingCode && (
              <p className="text-stone-600">
                Código: <span className="font-mono break-all">{trackingCode}</span>
              </p>
            )}
            {row.assumed && (
              <p className="text-stone-600">
                Considerado entregue 30 dias após o envio. Se não chegou, fale conosco.
              </p>
            )}
          </div>
        </li>
      ))}
    </ol>
  )
}

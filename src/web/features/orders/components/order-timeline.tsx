import { Check } from 'lucide-react'
import { formatDateTime } from '#domain/dates.ts'
import { TIMELINE_LABELS, type TimelineEntry } from '#domain/order-timeline.ts'

/**
 * 'Andamento': placed, paid, shipped (with its code), delivered, or cancelled, each with the date
 * it happened (#domain/order-timeline.ts decides the steps); steps still ahead are greyed.
 */
export function OrderTimeline({
  timeline,
  trackingCode,
}: {
  timeline: TimelineEntry[]
  trackingCode: string | null
}) {
  return (
    <ol aria-label="Andamento do pedido" className="space-y-3">
      {timeline.map((entry) => (
        <li
          key={entry.step}
          aria-current={entry.current ? 'step' : undefined}
          className="flex gap-3"
        >
          <span
            aria-hidden="true"
            className={`mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border ${
              entry.step === 'cancelled'
                ? 'border-red-700 bg-red-700 text-white'
                : entry.done
                  ? 'border-green-700 bg-green-700 text-white'
                  : 'border-stone-300 bg-white'
            }`}
          >
            {entry.done && <Check className="size-3.5" />}
          </span>
          <div className="min-w-0 text-sm">
            <p className={entry.done ? 'font-medium' : 'text-stone-500'}>
              {TIMELINE_LABELS[entry.step]}
              {!entry.done && <span className="sr-only"> (ainda não)</span>}
            </p>
            {entry.at && (
              <p className="text-stone-600">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </p>
            )}
            {entry.step === 'shipped' && entry.done && trackingCode && (
              <p className="text-stone-600">
                Código: <span className="font-mono break-all">{trackingCode}</span>
              </p>
            )}
            {entry.assumed && (
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

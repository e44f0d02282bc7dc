import type { LucideIcon } from 'lucide-react'

interface StatCard {
  label: string
  value: string
  Icon: LucideIcon
}

/** Figures as a description list: each label is the term of its value. */
export function StatCards({
  cards,
  tone,
  columns,
}: {
  cards: StatCard[]
  tone: 'amber' | 'green'
  /** Grid classes, e.g. 'sm:grid-cols-3'. */
  columns: string
}) {
  const badge = tone === 'green' ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-800'
  return (
    <dl className={`grid gap-4 ${columns}`}>
      {cards.map(({ label, value, Icon }) => (
        // Each group holds its term and value only (a <dl>'s rule): the icon sits in the term,
        // drawn at the card's left; the value shows above its label.
        <div
          key={label}
          className="relative flex min-h-23 flex-col-reverse justify-center rounded-xl border border-stone-200 bg-white p-5 pl-21 shadow-sm"
        >
          <dt className="text-sm text-stone-600">
            <span className={`absolute top-1/2 left-5 -translate-y-1/2 rounded-full p-3 ${badge}`}>
              <Icon aria-hidden="true" className="size-6" />
            </span>
            {label}
          </dt>
          <dd className="text-2xl font-bold text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

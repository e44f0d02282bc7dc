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
        <div
          key={label}
          className="flex items-center gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
        >
          <span className={`rounded-full p-3 ${badge}`}>
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

import { useId, type ReactNode } from 'react'

/** A titled block of the order's page, a region named by its title (its id given, to name a table too). */
export function DetailSection({
  title,
  titleId: givenId,
  className = '',
  children,
}: {
  title: string
  titleId?: string
  className?: string
  children: ReactNode
}) {
  const ownId = useId()
  const titleId = givenId ?? ownId
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5 ${className}`}
    >
      <h2 id={titleId} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  )
}

/** A label and its value, in a `<dl>`. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-1.5">
      <dt className="text-stone-600">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words text-stone-900">{children}</dd>
    </div>
  )
}

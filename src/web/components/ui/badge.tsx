import type { ReactNode } from 'react'

export type BadgeTone = 'green' | 'amber' | 'purple' | 'sky' | 'stone'

const TONES: Record<BadgeTone, string> = {
  green: 'bg-green-100 text-green-800',
  amber: 'bg-amber-100 text-amber-900',
  purple: 'bg-purple-100 text-purple-800',
  sky: 'bg-sky-100 text-sky-800',
  stone: 'bg-stone-100 text-stone-700',
}

/** A small rounded status label; the text says it all, the colour only helps. */
export function Badge({
  tone,
  title,
  children,
}: {
  tone: BadgeTone
  title?: string
  children: ReactNode
}) {
  return (
    <span
      title={title}
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ${TONES[tone]}`}
    >
      {children}
    </span>
  )
}

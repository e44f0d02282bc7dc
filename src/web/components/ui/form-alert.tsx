import { CircleAlert } from 'lucide-react'
import type { ReactNode } from 'react'

/**
 * A problem with a whole form or step (not one field), announced when it appears. `id` lets the
 * control it is about point at it (aria-describedby).
 */
export function FormAlert({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <div
      id={id}
      role="alert"
      className="flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  )
}

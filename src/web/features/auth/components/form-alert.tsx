import { CircleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { ApiError } from '../../../lib/api-client.ts'

/**
 * What to tell the user: the server's pt-BR message when it refused the request (4xx: wrong
 * password, expired link, too many attempts) or the connectivity message; else `fallback`.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 ? error.message : fallback
}

/** A problem with the whole form (not one field), announced when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  )
}

import { useMutation } from '@tanstack/react-query'
import { LEAD_MESSAGES, type LeadInput } from '#domain/schemas/lead.ts'
import { api, ApiError, call, withErrorCode } from '#web/lib/api-client.ts'

/** spec.md section 9: 3 attempts in all, waiting 1 s and then 2 s between them. */
export const LEAD_RETRY_DELAYS_MS: readonly number[] = [1000, 2000]

interface SaveLeadOptions {
  /** The waits between attempts; one attempt more than waits. */
  delaysMs?: readonly number[]
  wait?: (ms: number) => Promise<void>
  isOnline?: () => boolean
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
const browserOnline = () => navigator.onLine

/** spec.md section 8 'Interest saving', for a failure seen while `online` (or not). */
export function leadFailureMessage(error: unknown, online: boolean): string {
  if (!online) return LEAD_MESSAGES.offline
  if (!(error instanceof ApiError)) return LEAD_MESSAGES.unknown
  if (error.status === 0) return LEAD_MESSAGES.network
  // 400 (a rule the browser missed, a product deleted meanwhile) and 429 carry a pt-BR message.
  return error.status < 500 ? error.message : withErrorCode(LEAD_MESSAGES.unknown, error)
}

/**
 * Sends the lead, trying again only when the request never reached the server: a refusal (4xx) or
 * a server failure (5xx) will not change by asking again. Rejects with the message to show.
 */
export async function saveLead(input: LeadInput, options: SaveLeadOptions = {}) {
  const { delaysMs = LEAD_RETRY_DELAYS_MS, wait = sleep, isOnline = browserOnline } = options
  for (let attempt = 0; ; attempt++) {
    if (!isOnline()) throw new Error(LEAD_MESSAGES.offline)
    try {
      return await call(api.leads.$post({ json: input }))
    } catch (error) {
      const delay = delaysMs[attempt]
      const retry = error instanceof ApiError && error.status === 0 && delay !== undefined
      if (!retry) throw new Error(leadFailureMessage(error, isOnline()), { cause: error })
      await wait(delay)
    }
  }
}

export function useSaveLead() {
  return useMutation({
    mutationFn: (input: LeadInput) => saveLead(input),
    // Offline, saveLead says so at once (spec.md section 8); TanStack's default ('online') would
    // pause the mutation instead, the button reading 'Enviando...' until the connection is back.
    networkMode: 'always',
  })
}

import { queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api, call } from '#web/lib/api-client.ts'

/** The root of the public downloads query; admin changes invalidate it. */
const DOWNLOADS_KEY = ['downloads'] as const

export type Download = InferResponseType<typeof api.downloads.$get, 200>['downloads'][number]

export function downloadsQueryOptions() {
  return queryOptions({
    queryKey: DOWNLOADS_KEY,
    queryFn: () => call(api.downloads.$get()),
  })
}

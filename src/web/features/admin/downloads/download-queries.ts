import { queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api, call } from '#web/lib/api-client.ts'
import { ADMIN_DOWNLOADS_KEY } from '#web/features/admin/shell/admin-query-keys.ts'

/**
 * The root of the public /baixar page's queries. The tab reads the same route but keeps its own
 * key, so the two caches never have to agree on a shape; every change invalidates both.
 */
export const PUBLIC_DOWNLOADS_KEY = ['downloads'] as const

export type AdminDownload = InferResponseType<typeof api.downloads.$get, 200>['downloads'][number]

/** Every download in display order, the order /baixar shows them in. */
export function adminDownloadsQueryOptions() {
  return queryOptions({
    queryKey: ADMIN_DOWNLOADS_KEY,
    queryFn: async (): Promise<AdminDownload[]> => (await call(api.downloads.$get())).downloads,
  })
}

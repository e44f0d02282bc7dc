import { queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api, call } from '#web/lib/api-client.ts'
import { ADMIN_LEADS_KEY } from '#web/features/admin/shell/admin-query-keys.ts'

export type AdminLeadList = InferResponseType<typeof api.admin.leads.$get, 200>
export type AdminLead = AdminLeadList['leads'][number]

/**
 * 'Interessados': the newest 'Avise-me' and made-to-order leads with their product's name, and the
 * totals of the whole list (what clearing it removes).
 */
export function adminLeadsQueryOptions() {
  return queryOptions({
    queryKey: ADMIN_LEADS_KEY,
    queryFn: (): Promise<AdminLeadList> => call(api.admin.leads.$get()),
  })
}

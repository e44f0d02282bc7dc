import { queryOptions, useQueryClient } from '@tanstack/react-query'
import type { AdminPolicy } from '#domain/policies.ts'
import { api, call } from '#web/lib/api-client.ts'
import { ADMIN_POLICIES_KEY } from '#web/features/admin/shell/admin-query-keys.ts'

/** GET /api/admin/policies: the three policies, and what the preview fills `{dias_interessados}` with. */
export interface AdminPolicies {
  policies: AdminPolicy[]
  leadRetentionDays: number
}

/** 'Políticas': each policy's latest text as written, its version and its history. */
export function adminPoliciesQueryOptions() {
  return queryOptions({
    queryKey: ADMIN_POLICIES_KEY,
    queryFn: (): Promise<AdminPolicies> => call(api.admin.policies.$get()),
  })
}

/** The stored policies asked for again (after a 409), whatever the cache holds. */
export function useReloadPolicies() {
  const queryClient = useQueryClient()
  return () => queryClient.fetchQuery({ ...adminPoliciesQueryOptions(), staleTime: 0 })
}

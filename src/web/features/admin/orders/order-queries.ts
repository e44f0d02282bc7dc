import { queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api, call } from '#web/lib/api-client.ts'
import { ADMIN_ORDERS_KEY } from '#web/features/admin/shell/admin-query-keys.ts'

export type AdminOrder = InferResponseType<typeof api.admin.orders.$get, 200>['orders'][number]

/** Every order, newest first. */
export function adminOrdersQueryOptions() {
  return queryOptions({
    queryKey: ADMIN_ORDERS_KEY,
    queryFn: async (): Promise<AdminOrder[]> => (await call(api.admin.orders.$get({ query: {} }))).orders,
  })
}

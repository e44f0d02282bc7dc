import { queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api, call } from '#web/lib/api-client.ts'
import { ADMIN_SALES_KEY } from '#web/features/admin/shell/admin-query-keys.ts'

export type AdminSales = InferResponseType<typeof api.admin.sales.$get, 200>
export type RecentSale = AdminSales['recent'][number]

/** The Vendas tab: today's and this month's sales, the average ticket and the latest sales. */
export function adminSalesQueryOptions() {
  return queryOptions({
    queryKey: ADMIN_SALES_KEY,
    queryFn: () => call(api.admin.sales.$get()),
  })
}

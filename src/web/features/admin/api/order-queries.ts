import { queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api, call } from '../../../lib/api-client.ts'

export const ADMIN_ORDERS_KEY = ['admin', 'orders'] as const
export const ADMIN_SALES_KEY = ['admin', 'sales'] as const

export type AdminOrder = InferResponseType<typeof api.admin.orders.$get, 200>['orders'][number]
export type AdminSales = InferResponseType<typeof api.admin.sales.$get, 200>
export type RecentSale = AdminSales['recent'][number]

/** Every order, newest first. */
export function adminOrdersQueryOptions() {
  return queryOptions({
    queryKey: ADMIN_ORDERS_KEY,
    queryFn: async (): Promise<AdminOrder[]> => (await call(api.admin.orders.$get())).orders,
  })
}

/** The Vendas tab: today's and this month's sales, the average ticket and the latest sales. */
export function adminSalesQueryOptions() {
  return queryOptions({
    queryKey: ADMIN_SALES_KEY,
    queryFn: () => call(api.admin.sales.$get()),
  })
}

import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api, call } from '#web/lib/api-client.ts'
import {
  ADMIN_ORDER_DETAILS_KEY,
  ADMIN_ORDER_LISTS_KEY,
} from '#web/features/admin/shell/admin-query-keys.ts'
import { filterParams, type OrderListFilters } from './list/order-list-filters.ts'

export type AdminOrderPage = InferResponseType<typeof api.admin.orders.$get, 200>
/** One row of the list, with its lines: what to pack. */
export type AdminOrderListItem = AdminOrderPage['orders'][number]
/** An order's summary, as the list's row and its detail both hold it. */
export type AdminOrder = Omit<AdminOrderListItem, 'lines'>
export type AdminOrderDetail = InferResponseType<
  (typeof api.admin.orders)[':id']['$get'],
  200
>['order']

/** A page of 'Pedidos', newest first, with every filter's count for the same search. */
export function adminOrderPageQueryOptions(filters: OrderListFilters) {
  return queryOptions({
    queryKey: [...ADMIN_ORDER_LISTS_KEY, filters],
    queryFn: () => call(api.admin.orders.$get({ query: filterParams(filters) })),
    // The page on screen stays while the next one (or another filter's) arrives.
    placeholderData: keepPreviousData,
  })
}

/** One order with everything needed to pack it: items, address, payment, history. */
export function adminOrderDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...ADMIN_ORDER_DETAILS_KEY, id],
    queryFn: async () => (await call(api.admin.orders[':id'].$get({ param: { id } }))).order,
  })
}

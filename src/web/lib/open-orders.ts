import { queryOptions, useQuery } from '@tanstack/react-query'
import { isOpenOrder } from '#domain/order-status.ts'
import type { OrderView } from '#server/modules/orders/my-orders-repository.ts'
import { api, call } from './api-client.ts'
import { useSession } from './session.ts'

export type MyOrder = OrderView

/**
 * The signed-in customer's orders, shared by /orders and the top-nav badge. Keyed by user, so a
 * cached list never shows to the next person signing in on this browser.
 */
export function myOrdersQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['orders', 'mine', userId],
    queryFn: () => call(api.orders.$get()),
  })
}

const countOpen = (data: { orders: MyOrder[] }) =>
  data.orders.filter((order) => isOpenOrder(order.status)).length

/** Orders neither entregue nor cancelado, for the orders badge; 0 for visitors and admins. */
export function useOpenOrderCount(): number {
  const { user } = useSession()
  const customerId = user && !user.isAdmin ? user.id : null
  const query = useQuery({
    ...myOrdersQueryOptions(customerId ?? ''),
    enabled: customerId !== null,
    select: countOpen,
  })
  return customerId ? (query.data ?? 0) : 0
}

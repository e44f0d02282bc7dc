import { queryOptions, useQuery } from '@tanstack/react-query'
import { isOpenOrder, ORDER_STATUS } from '#domain/orders/order-status.ts'
import { OPEN_PIX_CHARGE_STATES } from '#domain/orders/pix-charge.ts'
import type { OrderView } from '#domain/orders/order-view.ts'
import { api, call } from './api-client.ts'
import { useSession } from './session.ts'

export type MyOrder = OrderView

/** The prefix of every customer's order list (a paid or cancelled order refreshes them all). */
export const MY_ORDERS_KEY = ['orders', 'mine'] as const

/**
 * The signed-in customer's orders, shared by /orders and the top-nav badge. Keyed by user, so a
 * cached list never shows to the next person signing in on this browser.
 */
export function myOrdersQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...MY_ORDERS_KEY, userId],
    queryFn: () => call(api.orders.$get()),
  })
}

type MyOrders = { orders: MyOrder[] }

/** How often /orders asks again while a PIX charge waits for the customer's bank. */
export const PIX_ORDERS_POLL_MS = 5_000

/** A charge live or being made (it may be paid any moment), or expired (the shop cancels it soon). */
const WATCHED = [...OPEN_PIX_CHARGE_STATES, 'expired'] as readonly string[]

const chargeInFlight = (order: MyOrder) =>
  order.status === ORDER_STATUS.pending && WATCHED.includes(order.pixStatus ?? '')

/**
 * `refetchInterval` of /orders: every few seconds while an order is 'pendente' with a PIX charge
 * live (or being made), so it turns 'Pago' by itself, or expired, so it turns 'Cancelado' when the
 * shop cancels it; never otherwise. The orders badge shares the
 * query without it, so other pages do not poll.
 */
export function pollWhilePixPending(query: { state: { data?: MyOrders } }) {
  return query.state.data?.orders.some(chargeInFlight) ? PIX_ORDERS_POLL_MS : false
}

const countOpen = (data: MyOrders) =>
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

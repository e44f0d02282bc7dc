import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { isAwaitingPayment } from '#domain/orders/order-status.ts'
import type { OrderView } from '#domain/orders/order-view.ts'
import { api, call } from '#web/lib/api-client.ts'
import { MY_ORDERS_KEY } from '#web/lib/open-orders.ts'

/** How often the PIX screen asks whether the customer's bank has paid. */
export const ORDER_POLL_MS = 3_000

/** A charge that may still turn into a payment (or, past its time, into a cancelled order). */
const MOVING = new Set<string>(['creating', 'live', 'expired'])

const keepsWatching = (order: Pick<OrderView, 'status' | 'pixStatus'>) =>
  isAwaitingPayment(order.status) && MOVING.has(order.pixStatus ?? '')

/**
 * GET /api/orders/:id every few seconds while the order waits for its dynamic PIX charge; it
 * stops once paid, cancelled, or with nothing to pay. Coming back to the tab (after paying in
 * the simulated page or the bank app) asks at once.
 */
export function useWatchedOrder(orderId: string, enabled: boolean) {
  const queryClient = useQueryClient()
  const query = useQuery({
    queryKey: ['orders', 'one', orderId],
    queryFn: () => call(api.orders[':id'].$get({ param: { id: orderId } })),
    enabled,
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: ({ state }) =>
      !state.data || keepsWatching(state.data.order) ? ORDER_POLL_MS : false,
  })
  const order = query.data?.order
  const settled = order !== undefined && !isAwaitingPayment(order.status)
  // Paid or cancelled: 'Seus Pedidos' and its badge read the orders again.
  useEffect(() => {
    if (settled) void queryClient.invalidateQueries({ queryKey: MY_ORDERS_KEY })
  }, [settled, queryClient])
  return order
}

import { useMutation, useQueryClient, type Query } from '@tanstack/react-query'
import { orderStatusDisplay, type OrderStatus } from '#domain/orders/order-status.ts'
import { api, call, errorMessage } from '#web/lib/api-client.ts'
import { toast } from '#web/lib/toast.ts'
import {
  ADMIN_ORDER_DETAILS_KEY,
  ADMIN_ORDERS_KEY,
  ADMIN_PRODUCTS_KEY,
  ADMIN_SALES_KEY,
  ADMIN_SUMMARY_KEY,
} from '#web/features/admin/shell/admin-query-keys.ts'

/** What else an order's change may move: the summary cards, Vendas, and stock in Produtos. */
export const OTHER_KEYS = [ADMIN_SUMMARY_KEY, ADMIN_SALES_KEY, ADMIN_PRODUCTS_KEY]

function isDetailOf(id: string) {
  const key = [...ADMIN_ORDER_DETAILS_KEY, id]
  return (query: Query) =>
    query.queryKey.length === key.length && key.every((part, at) => query.queryKey[at] === part)
}

/**
 * An order's change moves the list, its detail, the summary cards and the Vendas figures, and may
 * move stock (cancel, reopen, delete go through the ledger): all asked again. A deleted order's
 * detail is only marked stale: asked now, it would answer 404 to the page that is leaving it.
 */
function useRefreshOrders() {
  const queryClient = useQueryClient()
  return (deletedId?: string) => {
    const gone = deletedId ? isDetailOf(deletedId) : () => false
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY, predicate: (q) => !gone(q) }),
      queryClient.invalidateQueries({ predicate: gone, refetchType: 'none' }),
      ...OTHER_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    ])
  }
}

/*
 * The toasts belong to the hooks, not to the rows: the row that made a change may be gone once the
 * list is asked again (an order moved out of the filtered status), and its callbacks with it.
 */

export function useUpdateOrderStatus() {
  const refresh = useRefreshOrders()
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: OrderStatus }) =>
      call(api.admin.orders[':id'].status.$patch({ param: { id }, json: { status } })),
    onSuccess: ({ order }, { status }) =>
      toast.success(
        `Status do pedido #${order.shortId} alterado para ${orderStatusDisplay(status).label}.`,
      ),
    onError: (error) =>
      toast.error(errorMessage(error, 'Erro ao atualizar status do pedido. Tente novamente.')),
    onSettled: () => refresh(),
  })
}

/** Said under the tracking code's box (tracking-code-input.tsx), not in a toast. */
export const TRACKING_SAVE_FAILED = 'Erro ao atualizar código de rastreio. Tente novamente.'

export function useSetTrackingCode() {
  const refresh = useRefreshOrders()
  return useMutation({
    mutationFn: ({ id, trackingCode }: { id: string; trackingCode: string }) =>
      call(api.admin.orders[':id'].tracking.$put({ param: { id }, json: { trackingCode } })),
    onSuccess: ({ order }) =>
      toast.success(`Código de rastreio do pedido #${order.shortId} salvo.`),
    onSettled: () => refresh(),
  })
}

export function useDeleteOrder() {
  const refresh = useRefreshOrders()
  return useMutation({
    mutationFn: (id: string) => call(api.admin.orders[':id'].$delete({ param: { id } })),
    onSettled: (_data, error, id) => refresh(error ? undefined : id),
  })
}

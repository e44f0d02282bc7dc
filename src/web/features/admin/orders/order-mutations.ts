import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { OrderStatus } from '#domain/order-status.ts'
import { api, call } from '#web/lib/api-client.ts'
import { ADMIN_SUMMARY_KEY } from '#web/features/admin/shell/admin-query-keys.ts'
import { ADMIN_ORDERS_KEY, ADMIN_SALES_KEY } from '#web/features/admin/shell/admin-query-keys.ts'
import { ADMIN_PRODUCTS_KEY } from '#web/features/admin/shell/admin-query-keys.ts'

/**
 * An order's change moves the list, the summary cards and the Vendas figures, and may move stock
 * (cancel, reopen, delete go through the ledger): all asked again.
 */
function useRefreshOrders() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all(
      [ADMIN_ORDERS_KEY, ADMIN_SUMMARY_KEY, ADMIN_SALES_KEY, ADMIN_PRODUCTS_KEY].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    )
}

export function useUpdateOrderStatus() {
  const refresh = useRefreshOrders()
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: OrderStatus }) =>
      call(api.admin.orders[':id'].status.$patch({ param: { id }, json: { status } })),
    onSettled: refresh,
  })
}

export function useSetTrackingCode() {
  const refresh = useRefreshOrders()
  return useMutation({
    mutationFn: ({ id, trackingCode }: { id: string; trackingCode: string }) =>
      call(api.admin.orders[':id'].tracking.$put({ param: { id }, json: { trackingCode } })),
    onSettled: refresh,
  })
}

export function useDeleteOrder() {
  const refresh = useRefreshOrders()
  return useMutation({
    mutationFn: (id: string) => call(api.admin.orders[':id'].$delete({ param: { id } })),
    onSettled: refresh,
  })
}

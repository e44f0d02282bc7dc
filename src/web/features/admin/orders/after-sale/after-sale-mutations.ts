import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, call } from '#web/lib/api-client.ts'
import { ADMIN_ORDER_LISTS_KEY } from '#web/features/admin/shell/admin-query-keys.ts'
import { OTHER_KEYS } from '#web/features/admin/orders/order-mutations.ts'
import {
  adminOrderDetailQueryOptions,
  type AdminOrderDetail,
} from '#web/features/admin/orders/order-queries.ts'

/** The owner's steps after a sale (decision 039), each a POST without a body. */
export type AfterSaleAction = 'refund' | 'refund-pix' | 'returned' | 'production-started'

function post(action: AfterSaleAction, id: string): Promise<{ order: AdminOrderDetail }> {
  const order = api.admin.orders[':id']
  const param = { param: { id } }
  switch (action) {
    case 'refund':
      return call(order.refund.$post(param))
    case 'refund-pix':
      return call(order.refund.pix.$post(param))
    case 'returned':
      return call(order.returned.$post(param))
    case 'production-started':
      return call(order['production-started'].$post(param))
  }
}

/**
 * One after-sale step on an order. Done: the answer is the order as it is now, put in its page's
 * cache; the lists, the summary cards, Vendas and the stock are asked again (a refund cancels the
 * order, a parcel back puts units on the shelf). Refused (409, its pt-BR message for the page to
 * show): the order's page is asked again too, since the refusal may say it is stale (another
 * tab refunded it) or the server may have recorded the attempt (the provider said no).
 */
export function useAfterSaleAction(id: string) {
  const queryClient = useQueryClient()
  const detail = adminOrderDetailQueryOptions(id)
  return useMutation({
    mutationFn: (action: AfterSaleAction) => post(action, id),
    onSuccess: ({ order }) => {
      queryClient.setQueryData(detail.queryKey, order)
      for (const queryKey of [ADMIN_ORDER_LISTS_KEY, ...OTHER_KEYS]) {
        void queryClient.invalidateQueries({ queryKey })
      }
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: detail.queryKey }),
  })
}

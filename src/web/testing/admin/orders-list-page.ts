import { ORDER_FILTERS, adminOrderListQuerySchema } from '#domain/admin-order-view.ts'
import type { AdminOrder, AdminOrderPage } from '#web/features/admin/orders/order-queries.ts'

/** Whether an order is in a filter: its status, every order, or a withdrawal waiting. */
function inFilter(order: AdminOrder, filter: string): boolean {
  if (filter === 'todos') return true
  if (filter === 'desistencia') return order.withdrawalRequested && order.status !== 'cancelado'
  return order.status === filter
}

/** A page of the list as the server builds it: counts for the search, newest first. */
export function listPage(list: AdminOrder[], url: URL, pageSize: number): AdminOrderPage {
  const { status, q, page } = adminOrderListQuerySchema.parse(Object.fromEntries(url.searchParams))
  const text = q.toLowerCase()
  const found = list.filter((order) =>
    [
      order.shortId,
      order.customerName.toLowerCase(),
      order.customerEmail?.toLowerCase() ?? '',
    ].some((field, at) => (at === 0 ? field.startsWith(text) : field.includes(text))),
  )
  const counts = Object.fromEntries(
    ORDER_FILTERS.map((filter) => [filter, found.filter((o) => inFilter(o, filter)).length]),
  ) as AdminOrderPage['counts']
  const matching = found
    .filter((order) => inFilter(order, status))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  const orders = matching.slice((page - 1) * pageSize, page * pageSize)
  return { orders, counts, page, pageSize, total: matching.length }
}

import { ORDER_FILTERS, adminOrderListQuerySchema } from '#domain/orders/admin-order-view.ts'
import type {
  AdminOrder,
  AdminOrderDetail,
  AdminOrderPage,
} from '#web/features/admin/orders/order-queries.ts'

/** A stub's order, maybe with its lines (a row's) or its items (a detail's). */
type StubOrder = AdminOrder & {
  lines?: AdminOrderPage['orders'][number]['lines']
  items?: AdminOrderDetail['items']
}

/** The row's lines as the server sends them: given, else the detail's items, else none. */
const withLines = (order: StubOrder) => ({
  ...order,
  lines:
    order.lines ??
    order.items?.map(({ name, variantLabel, quantity }) => ({ name, variantLabel, quantity })) ??
    [],
})

/** Whether an order is in a filter: its status, every order, or one of the owner's queues. */
function inFilter(order: AdminOrder, filter: string): boolean {
  if (filter === 'todos') return true
  if (filter === 'a-enviar') return order.status === 'pago' && !order.withdrawalRequested
  if (filter === 'desistencia') return order.withdrawalRequested && order.status !== 'cancelado'
  return order.status === filter
}

/** A page of the list as the server builds it: counts for the search, newest first. */
export function listPage(list: StubOrder[], url: URL, pageSize: number): AdminOrderPage {
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
  const orders = matching.slice((page - 1) * pageSize, page * pageSize).map(withLines)
  return { orders, counts, page, pageSize, total: matching.length }
}

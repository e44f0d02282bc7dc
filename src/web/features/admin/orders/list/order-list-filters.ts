import {
  adminOrderListQuerySchema,
  type AdminOrderListQuery,
} from '#domain/orders/admin-order-view.ts'

/** The list's status filter, search and page, as the server reads them. */
export type OrderListFilters = AdminOrderListQuery

const FILTER_NAMES = ['status', 'q', 'page'] as const

/**
 * The filters the address holds (`/admin?tab=pedidos&status=pago&q=3f2a&page=2`), so a reload, a
 * shared link and the back button keep them. Anything out of range reads as its default, as on the
 * server.
 */
export function filtersFrom(params: URLSearchParams): OrderListFilters {
  return adminOrderListQuerySchema.parse({
    status: params.get('status') ?? undefined,
    q: params.get('q') ?? undefined,
    page: params.get('page') ?? undefined,
  })
}

/** The filters as query parameters, defaults left out: `{ status: 'pago', page: '2' }`. */
export function filterParams({ status, q, page }: Partial<OrderListFilters>) {
  return {
    ...(status && status !== 'todos' && { status }),
    ...(q && { q }),
    ...(page && page > 1 && { page: String(page) }),
  }
}

/** The address with some filters changed; a new status or search starts again at page 1. */
export function withFilters(
  params: URLSearchParams,
  change: Partial<OrderListFilters>,
): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const name of FILTER_NAMES) next.delete(name)
  const filters = { ...filtersFrom(params), page: 1, ...change }
  for (const [name, value] of Object.entries(filterParams(filters))) next.set(name, value)
  return next
}

/** 'Exportar CSV': the same status and search, every page. */
export function exportCsvHref({ status, q }: OrderListFilters): string {
  const search = new URLSearchParams(filterParams({ status, q })).toString()
  return `/api/admin/orders/export.csv${search ? `?${search}` : ''}`
}

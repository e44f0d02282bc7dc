import { json } from '#web/testing/render.tsx'
import { stubAdminApi, type AdminRoute } from './admin-fixtures.ts'
import type { AdminOrder } from '#web/features/admin/orders/order-queries.ts'
import type { AdminSales } from '#web/features/admin/sales/sales-queries.ts'

export function makeOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  const id = overrides.id ?? 'aaaaaaaa-0000-4000-8000-000000000001'
  return {
    id,
    shortId: id.slice(0, 8),
    customerName: 'Maria da Silva',
    customerEmail: 'maria@example.com',
    status: 'pendente',
    totalCents: 18990,
    paymentMethod: 'pix',
    paymentStatus: 'pendente',
    trackingCode: null,
    refundDue: false,
    createdAt: '2026-03-10T15:00:00.000Z',
    ...overrides,
  }
}

export const NO_SALES: AdminSales = {
  todayCount: 0,
  monthCount: 0,
  averageTicketCents: 0,
  revenueCents: 0,
  deliveredCount: 0,
  pendingCount: 0,
  recent: [],
}

/** stubAdminApi matches any method; its route type just does not list PUT. */
export type OrdersRoute = AdminRoute | `PUT ${string}`

interface OrdersApiOptions {
  orders?: AdminOrder[]
  sales?: AdminSales
  /** Answers that replace the kept list's, e.g. a 500 for one PATCH. */
  answers?: Partial<Record<OrdersRoute, () => Response>>
}

/**
 * The admin API with the orders and sales routes. The order list is kept: a PATCH, PUT or DELETE
 * shows in the next GET, as on the server.
 */
export function stubOrdersApi({ orders = [], sales = NO_SALES, answers = {} }: OrdersApiOptions) {
  let list = [...orders]
  const body = () => JSON.parse(String(stub.fetchMock.mock.calls.at(-1)?.[1]?.body))
  const change = (id: string, fields: Partial<AdminOrder>) => {
    list = list.map((order) => (order.id === id ? { ...order, ...fields } : order))
    return json({ order: list.find((order) => order.id === id) })
  }
  const routes: Partial<Record<OrdersRoute, () => Response>> = {
    'GET /api/admin/orders': () => json({ orders: list }),
    'GET /api/admin/sales': () => json(sales),
  }
  for (const { id } of orders) {
    const at = `/api/admin/orders/${id}` as const
    routes[`PATCH ${at}/status`] = () => change(id, { status: body().status })
    routes[`PUT ${at}/tracking`] = () =>
      change(id, { status: 'enviado', trackingCode: body().trackingCode })
    routes[`DELETE ${at}`] = () => {
      list = list.filter((order) => order.id !== id)
      return new Response(null, { status: 204 })
    }
  }
  const stub = stubAdminApi({ answers: { ...routes, ...answers } })
  return {
    ...stub,
    calls: (route: OrdersRoute) => stub.calls(route as AdminRoute),
    sent: (route: OrdersRoute) => stub.sent(route as AdminRoute),
  }
}

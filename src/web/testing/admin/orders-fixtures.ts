import { json } from '#web/testing/render.tsx'
import { stubAdminApi, type AdminAnswer, type AdminRoute } from './admin-fixtures.ts'
import { AFTER_SALE, AFTER_SALE_ROUTES } from './after-sale-fixtures.ts'
import { listPage } from './orders-list-page.ts'

export { AFTER_SALE_AT, afterSaleRefusal, heldAnswer } from './after-sale-fixtures.ts'
import type { AdminOrder, AdminOrderDetail } from '#web/features/admin/orders/order-queries.ts'
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
    refunded: false,
    withdrawalRequested: false,
    createdAt: '2026-03-10T15:00:00.000Z',
    ...overrides,
  }
}

/**
 * One order as GET /api/admin/orders/:id answers it: by default Maria's PIX order of a steering
 * wheel cover (2 units) and a made-to-order panel, just placed. Summary fields follow `makeOrder`.
 */
export function makeOrderDetail(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  const summary = makeOrder(overrides)
  return {
    items: [
      {
        productId: 'p-capa',
        name: 'Capa de Volante',
        variantLabel: '',
        image: '/images/capa.jpg',
        quantity: 2,
        unitPriceCents: 5000,
        lineTotalCents: 10000,
        madeToOrder: false,
        termsAcceptance: null,
      },
      {
        productId: 'p-painel',
        name: 'Painel Personalizado',
        variantLabel: '',
        image: '',
        quantity: 1,
        unitPriceCents: 11100,
        lineTotalCents: 11100,
        madeToOrder: true,
        termsAcceptance: { version: '2026-01', acceptedAt: '2026-03-10T14:55:00.000Z' },
      },
    ],
    subtotalCents: 21100,
    discountCents: 2110,
    shippingCostCents: 0,
    paymentId: null,
    paidAt: null,
    shippingDate: null,
    address: {
      name: 'Maria da Silva',
      street: 'Avenida Paulista',
      number: '1000',
      complement: 'Apto 12',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      cep: '01310-100',
    },
    customer: {
      name: 'Maria da Silva',
      email: 'maria@example.com',
      whatsapp: '11987654321',
      chatUrl: `https://wa.me/5511987654321?text=${encodeURIComponent(`Pedido #${summary.shortId}`)}`,
    },
    timeline: [
      {
        fromStatus: null,
        toStatus: 'pendente',
        actor: 'customer',
        adminEmail: null,
        at: summary.createdAt,
      },
    ],
    movements: [
      {
        productId: 'p-capa',
        productName: 'Capa de Volante',
        quantity: -2,
        reason: 'sale',
        at: summary.createdAt,
      },
      {
        productId: 'p-painel',
        productName: 'Painel Personalizado',
        quantity: -1,
        reason: 'sale',
        at: summary.createdAt,
      },
    ],
    policyVersions: null,
    withdrawal: null,
    hasCustomWork: false,
    productionStartedAt: null,
    refundOption: null,
    refund: null,
    canMarkReturned: false,
    returnedAt: null,
    ...overrides,
    ...summary,
  }
}

/** `count` orders of one customer, an hour apart, newest first: short ids '00000001', '00000002'... */
export function makeOrders(count: number, overrides: Partial<AdminOrder> = {}): AdminOrder[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1
    const createdAt = new Date(Date.parse('2026-03-10T15:00:00.000Z') - n * 3_600_000)
    return makeOrder({
      id: `${String(n).padStart(8, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`,
      createdAt: createdAt.toISOString(),
      ...overrides,
    })
  })
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

/** GET /api/admin/orders/:id of an order that is not there (never was, or deleted). */
export const orderNotFound = () =>
  json({ error: { code: 'order-not-found', message: 'Pedido não encontrado' } }, 404)

/** stubAdminApi matches any method; its route type just does not list PUT. */
export type OrdersRoute = AdminRoute | `PUT ${string}`

interface OrdersApiOptions {
  /** The orders on the server; a full detail given here is what its GET /:id answers. */
  orders?: Array<AdminOrder | AdminOrderDetail>
  sales?: AdminSales
  pageSize?: number
  /** Answers that replace the kept list's, e.g. a 500 for one PATCH. */
  answers?: Partial<Record<OrdersRoute, AdminAnswer>>
}

/**
 * The admin API with the orders and sales routes. The order list is kept and searched, filtered
 * and paged as the server does: a PATCH, PUT, DELETE or after-sale POST ('Reembolsar',
 * 'Reembolso feito por PIX', 'Produto devolvido', 'Produção iniciada', at AFTER_SALE_AT) shows in
 * the next GET of the list and of the order's detail (404 once deleted).
 */
export function stubOrdersApi({
  orders = [],
  sales = NO_SALES,
  pageSize = 20,
  answers = {},
}: OrdersApiOptions) {
  let list: Array<AdminOrder | AdminOrderDetail> = [...orders]
  const body = () => JSON.parse(String(stub.fetchMock.mock.calls.at(-1)?.[1]?.body))
  const update = (id: string, fields: Partial<AdminOrderDetail>) => {
    list = list.map((order) => (order.id === id ? { ...order, ...fields } : order))
  }
  const change = (id: string, fields: Partial<AdminOrder>) => {
    update(id, fields)
    return json({ order: list.find((order) => order.id === id) })
  }
  const routes: Partial<Record<OrdersRoute, AdminAnswer>> = {
    'GET /api/admin/orders': ({ url }) => json(listPage(list, url, pageSize)),
    'GET /api/admin/sales': () => json(sales),
  }
  for (const original of orders) {
    const at = `/api/admin/orders/${original.id}` as const
    const detail = () => {
      const current = list.find((order) => order.id === original.id)
      return current && makeOrderDetail({ ...original, ...current })
    }
    routes[`GET ${at}`] = () => {
      const order = detail()
      return order ? json({ order }) : orderNotFound()
    }
    routes[`PATCH ${at}/status`] = () => change(original.id, { status: body().status })
    routes[`PUT ${at}/tracking`] = () =>
      change(original.id, { status: 'enviado', trackingCode: body().trackingCode })
    routes[`DELETE ${at}`] = () => {
      list = list.filter((order) => order.id !== original.id)
      return new Response(null, { status: 204 })
    }
    for (const step of AFTER_SALE_ROUTES) {
      routes[`POST ${at}/${step}`] = () => {
        const order = detail()
        if (!order) return orderNotFound()
        const result = AFTER_SALE[step](order)
        if (result instanceof Response) return result
        update(original.id, result)
        return json({ order: detail() })
      }
    }
  }
  const stub = stubAdminApi({ answers: { ...routes, ...answers } })
  return {
    ...stub,
    calls: (route: OrdersRoute) => stub.calls(route as AdminRoute),
    sent: (route: OrdersRoute) => stub.sent(route as AdminRoute),
    /** The query of each GET of the list, e.g. `{ status: 'pago', page: '2' }`. */
    listQueries: () =>
      stub
        .calls('GET /api/admin/orders')
        .map(([input]) =>
          Object.fromEntries(new URL(String(input), 'http://localhost').searchParams),
        ),
  }
}

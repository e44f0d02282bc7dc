import type { PolicyVersions } from '#domain/policies.ts'
import { z } from 'zod'
import {
  ORDER_STATUSES,
  type OrderStatus,
  type PaymentMethod,
  type StatusActor,
} from './order-status.ts'
import type { ParcelAddress } from './order-view.ts'
import type { RefundOption, RefundView } from './refunds.ts'
import type { StockMovementReason } from '#domain/stock-ledger.ts'
import type { WithdrawalMode } from './withdrawal.ts'

/**
 * What the owner's 'Pedidos' reads: the list to work through, one order's detail and the
 * CSV export. The server builds these shapes; the panel and the packing slips show them.
 */

/** Orders per page of the list. */
export const ADMIN_ORDERS_PAGE_SIZE = 20

/**
 * The list's filter: one status, every order, or one of the owner's queues: 'a-enviar' (paid and
 * not withdrawn, decision 046) and the withdrawals waiting for the owner ('desistencia': asked and
 * the order not cancelled yet).
 */
export const ORDER_FILTERS = ['todos', ...ORDER_STATUSES, 'a-enviar', 'desistencia'] as const
export type OrderFilter = (typeof ORDER_FILTERS)[number]

/**
 * The list's query string (`?status=&q=&page=`). Anything out of range is read as its default: a
 * status nobody knows lists every order, a page past the end is an empty page, a long search is cut.
 */
export const adminOrderListQuerySchema = z.object({
  status: z.enum(ORDER_FILTERS).catch('todos').default('todos'),
  q: z
    .string()
    .catch('')
    .default('')
    .transform((q) => q.trim().slice(0, 100)),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
})
export type AdminOrderListQuery = z.output<typeof adminOrderListQuerySchema>

/** One row of the list. */
export interface AdminOrderSummary {
  id: string
  shortId: string
  customerName: string
  customerEmail: string | null
  status: OrderStatus
  totalCents: number
  paymentMethod: PaymentMethod
  paymentStatus: string
  trackingCode: string | null
  refundDue: boolean
  /** Its money went back (a refund done): moving it on asks the owner first (decision 041). */
  refunded: boolean
  /** The customer asked to withdraw (decision 039): 'Desistência solicitada'. */
  withdrawalRequested: boolean
  createdAt: string
}

/** One line of an order as the list shows it: what to pack (decision 046). */
export interface AdminOrderLine {
  name: string
  /** The variant's label as bought ('38 cm / Vermelha'); '' for a product without options. */
  variantLabel: string
  quantity: number
}

/** One row of the list, with its lines. */
export interface AdminOrderListRow extends AdminOrderSummary {
  lines: AdminOrderLine[]
}

/** A page of the list, with how many orders each filter holds for the same search. */
export interface AdminOrderPage {
  orders: AdminOrderListRow[]
  counts: Record<OrderFilter, number>
  page: number
  pageSize: number
  /** Orders matching the status and the search, over every page. */
  total: number
}

export interface AdminOrderItem {
  productId: string
  name: string
  /** The variant's label as bought ('38 cm / Vermelha'); '' for a product without options. */
  variantLabel: string
  image: string
  quantity: number
  unitPriceCents: number
  lineTotalCents: number
  /** A materialised custom project: made for this client, with the terms they accepted. */
  madeToOrder: boolean
  termsAcceptance: { version: string; acceptedAt: string } | null
}

export interface AdminOrderTimelineEntry {
  fromStatus: OrderStatus | null
  toStatus: OrderStatus
  actor: StatusActor
  /** The admin who did it, when the owner did; null when that account is gone. */
  adminEmail: string | null
  at: string
}

export interface AdminOrderMovement {
  productId: string
  productName: string
  /** Signed units: negative left the shelf, positive came back. */
  quantity: number
  reason: StockMovementReason
  at: string
}

/** Everything the owner needs to pack and ship one order, and how it got where it is. */
export interface AdminOrderDetail extends AdminOrderSummary {
  items: AdminOrderItem[]
  subtotalCents: number
  /** The PIX discount (10%), 0 by card. */
  discountCents: number
  shippingCostCents: number
  /** Mercado Pago's payment id, when there is one. */
  paymentId: string | null
  /** When the order last entered 'pago', from the timeline; null if it never did. */
  paidAt: string | null
  shippingDate: string | null
  /** The copy kept with the order; CEP as 01310-100. Null only for an order without one. */
  address: ParcelAddress | null
  customer: {
    name: string
    email: string | null
    /** Digits as saved with the order; null when there is no address. */
    whatsapp: string | null
    /** wa.me link, its message naming the order's short id. */
    chatUrl: string | null
  }
  timeline: AdminOrderTimelineEntry[]
  movements: AdminOrderMovement[]
  /** The policies' versions the buyer accepted (decision 038); null on orders placed before. */
  policyVersions: PolicyVersions | null
  /** The customer's withdrawal (decision 039), null when they asked none. */
  withdrawal: { requestedAt: string; mode: WithdrawalMode; reason: string | null } | null
  /** Some line was made from a custom project: 'Produção iniciada' applies. */
  hasCustomWork: boolean
  productionStartedAt: string | null
  /** What giving the money back can be now ('Reembolsar', 'Reembolso feito por PIX', or none). */
  refundOption: RefundOption
  /** The last refund attempt and where it stands; null when none was made. */
  refund: RefundView | null
  /** Some stock line left with the parcel: 'Produto devolvido' puts it back on the shelf. */
  canMarkReturned: boolean
  /** When the owner marked the parcel back ('Produto devolvido'); null otherwise. */
  returnedAt: string | null
}

import type { RefundVia } from '#domain/orders/refunds.ts'
import { AFTER_SALE_MESSAGES } from '#domain/orders/withdrawal-messages.ts'
import type { AdminOrderDetail } from '#web/features/admin/orders/order-queries.ts'
import { json } from '#web/testing/render.tsx'
import type { AdminAnswer } from './admin-fixtures.ts'

// The owner's after-sale actions (decision 039) as the orders' fake server answers them
// (orders-fixtures.ts): what each POST changes in the order, by the server's rules, or its 409.

/** When the fake server's after-sale actions happen: 12/03/2026, 10:00 in Brasília. */
export const AFTER_SALE_AT = '2026-03-12T13:00:00.000Z'

/** A refusal of the after-sale routes: 409 with its pt-BR message. */
export const afterSaleRefusal = (code: string, message: string) =>
  json({ error: { code, message } }, 409)

/**
 * An answer kept back until `release()`, to see the page while its request runs (the fake fetch
 * awaits what an answer returns; the route table's type only lists a Response).
 */
export function heldAnswer(answer: () => Response) {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  const respond = (async () => {
    await held
    return answer()
  }) as unknown as AdminAnswer
  return { respond, release: () => release() }
}

/** The owner's after-sale POSTs (decision 039), each after `/api/admin/orders/:id/`. */
export const AFTER_SALE_ROUTES = ['refund', 'refund/pix', 'returned', 'production-started'] as const
type AfterSaleRoute = (typeof AFTER_SALE_ROUTES)[number]

const M = AFTER_SALE_MESSAGES

/** The money went back: the order cancelled (as the server does), nothing left to refund. */
function refunded(order: AdminOrderDetail, via: RefundVia): Partial<AdminOrderDetail> {
  const cancel = {
    fromStatus: order.status,
    toStatus: 'cancelado' as const,
    actor: 'owner' as const,
    adminEmail: 'chefe@example.com',
    at: AFTER_SALE_AT,
  }
  return {
    status: 'cancelado',
    refundOption: null,
    refundDue: false,
    paymentStatus: via === 'mercadopago' ? 'refunded' : order.paymentStatus,
    refund: {
      via,
      state: 'done',
      amountCents: order.totalCents,
      at: AFTER_SALE_AT,
      refusal: null,
      inProcess: false,
    },
    timeline: order.status === 'cancelado' ? order.timeline : [...order.timeline, cancel],
  }
}

/** A refund asked one way, as the server answers it: made, already made, or the other way's. */
function refundBy(order: AdminOrderDetail, way: 'provider' | 'manual-pix') {
  if (order.refundOption === way) {
    return refunded(order, way === 'provider' ? 'mercadopago' : 'pix-manual')
  }
  if (order.refund?.state === 'done') return afterSaleRefusal('refund-done', M.refundDone)
  if (order.refundOption === 'manual-pix') {
    return afterSaleRefusal('refund-use-manual', M.refundUseManual)
  }
  if (order.refundOption === 'provider') {
    return afterSaleRefusal('refund-use-provider', M.refundUseProvider)
  }
  return afterSaleRefusal('refund-not-paid', M.refundNotPaid)
}

/** What each after-sale POST changes in the order, or its 409, by the server's rules. */
export const AFTER_SALE: Record<
  AfterSaleRoute,
  (order: AdminOrderDetail) => Partial<AdminOrderDetail> | Response
> = {
  refund: (order) => refundBy(order, 'provider'),
  'refund/pix': (order) => refundBy(order, 'manual-pix'),
  returned: (order) =>
    order.canMarkReturned
      ? {
          canMarkReturned: false,
          returnedAt: AFTER_SALE_AT,
          movements: [
            ...order.movements,
            ...order.items
              .filter((item) => !item.madeToOrder)
              .map((item) => ({
                productId: item.productId,
                productName: item.name,
                quantity: item.quantity,
                reason: 'returned' as const,
                at: AFTER_SALE_AT,
              })),
          ],
        }
      : order.returnedAt
        ? afterSaleRefusal('return-already', M.returnAlready)
        : afterSaleRefusal('return-nothing-shipped', M.returnNothingShipped),
  'production-started': (order) =>
    order.status === 'cancelado'
      ? afterSaleRefusal('order-cancelled', M.productionCancelled)
      : !order.hasCustomWork
        ? afterSaleRefusal('production-not-custom', M.productionNotCustom)
        : order.productionStartedAt
          ? afterSaleRefusal('production-already', M.productionAlready)
          : { productionStartedAt: AFTER_SALE_AT },
}

import type { WithdrawalMode } from '#domain/orders/withdrawal.ts'
import type { MyOrder } from '#web/lib/open-orders.ts'
import { makeOrder, timelineStep } from './orders-fixtures.ts'
import { json, type ApiHandler } from './render.tsx'

// 'Desistir da compra' (decision 039) in /orders' component tests: orders offering it, the order once
// asked, and POST /api/orders/:id/withdrawal's fake answers.

/** When the fixtures' withdrawals are asked, unless told (Brasília: 10/02/2026, 11:30). */
export const WITHDRAWAL_AT = '2026-02-10T14:30:00.000Z'

/**
 * A paid order offering 'Desistir da compra' (decision 039): 'cancel' before it was shipped, 'return'
 * after, until `until` (the 7 days' last moment; null when the server does not know it).
 */
export function makeWithdrawableOrder(
  mode: WithdrawalMode,
  { until = null, ...overrides }: Partial<MyOrder> & { until?: string | null } = {},
): MyOrder {
  const shipped = mode === 'return'
  return makeOrder({
    status: shipped ? 'enviado' : 'pago',
    paymentStatus: 'approved',
    pixCode: null,
    pixStatus: null,
    pix: null,
    shippingDate: shipped ? '2026-02-03T13:30:00.000Z' : null,
    timeline: [
      timelineStep('placed', '2026-02-01T15:00:00.000Z'),
      timelineStep('paid', '2026-02-01T15:02:00.000Z', { current: !shipped }),
      timelineStep('shipped', shipped ? '2026-02-03T13:30:00.000Z' : null, { current: shipped }),
      timelineStep('delivered', null),
    ],
    withdrawal: { state: 'available', mode, until: shipped ? until : null },
    ...overrides,
  })
}

/** `order` once its withdrawal was asked at `at`, as the server answers it afterwards. */
export function withdrawalRequested(
  order: MyOrder,
  { at = WITHDRAWAL_AT, reason = null }: { at?: string; reason?: string | null } = {},
): MyOrder {
  const mode = order.withdrawal.state === 'available' ? order.withdrawal.mode : 'cancel'
  return { ...order, withdrawal: { state: 'requested', mode, at }, withdrawalReason: reason }
}

/** The path of POST /api/orders/:id/withdrawal. */
export const withdrawalPath = (orderId: string) => `/api/orders/${orderId}/withdrawal`

/**
 * POST /api/orders/:id/withdrawal of `order`: 200 with the order as asked (with `reason`, the one
 * the test sends: the handler does not see the body; sentBodies does), or `answer` when given (a
 * refusal: withdrawalRefusal). Counts the calls in `calls`.
 */
export function withdrawalHandler(
  order: MyOrder,
  {
    reason = null,
    answer,
  }: { reason?: string | null; answer?: () => Response | Promise<Response> } = {},
): ApiHandler & { calls: () => number } {
  let calls = 0
  const handler: ApiHandler = ({ method, url }) => {
    if (method !== 'POST' || url.pathname !== withdrawalPath(order.id)) return undefined
    calls += 1
    if (answer) return answer()
    return json({ order: withdrawalRequested(order, { reason }) })
  }
  return Object.assign(handler, { calls: () => calls })
}

/** A refusal of POST /api/orders/:id/withdrawal, as the server writes it. */
export function withdrawalRefusal(
  status: 400 | 409,
  code: string,
  message: string,
  fields?: { reason: string },
): Response {
  return json({ error: { code, message, ...(fields && { fields }) } }, status)
}

import { ORDER_STATUS, type OrderStatus, type StatusActor } from './order-status.ts'

/** The steps a customer follows in /orders (decision 016): placed, paid, shipped, delivered; or cancelled. */
export const TIMELINE_STEPS = ['placed', 'paid', 'shipped', 'delivered', 'cancelled'] as const
export type TimelineStep = (typeof TIMELINE_STEPS)[number]

export const TIMELINE_LABELS: Record<TimelineStep, string> = {
  placed: 'Pedido realizado',
  paid: 'Pagamento confirmado',
  shipped: 'Pedido enviado',
  delivered: 'Pedido entregue',
  cancelled: 'Pedido cancelado',
}

/** One row of the order's status history (order_status_changes), oldest first. */
export interface StatusHistoryEntry {
  toStatus: OrderStatus
  actor: StatusActor
  at: string
}

export interface TimelineEntry {
  step: TimelineStep
  /** Reached (a date when the history knows it), or still ahead. */
  done: boolean
  at: string | null
  /** The step the order is at now. */
  current: boolean
  /** Delivered by the 30-day check, not confirmed by anyone. */
  assumed: boolean
}

const STEP_OF: Partial<Record<OrderStatus, TimelineStep>> = {
  pago: 'paid',
  enviado: 'shipped',
  entregue: 'delivered',
  cancelado: 'cancelled',
}

/** How far along the normal path a status is: 0 placed, 1 paid, 2 shipped, 3 delivered. */
const RANK: Record<OrderStatus, number> = {
  pendente: 0,
  processando: 0,
  pago: 1,
  enviado: 2,
  entregue: 3,
  cancelado: 0,
}
const PATH: TimelineStep[] = ['placed', 'paid', 'shipped', 'delivered']

interface TimelineInput {
  status: OrderStatus
  createdAt: string
  /** Orders from before the history existed have none; then the shipping date dates 'shipped'. */
  history: readonly StatusHistoryEntry[]
  shippingDate: string | null
}

/**
 * The order's timeline as the customer reads it. Each step shows once, dated the first time the
 * order reached it (since it was last reopened, for a cancelled order brought back by a payment),
 * so an owner who toggles statuses back and forth never makes it stutter. A step the order went
 * past without stopping (the owner moved 'pendente' straight to 'enviado') is done, undated. A
 * cancelled order shows how far it got, then 'Cancelado'; others show the steps still ahead.
 */
export function customerTimeline(order: TimelineInput): TimelineEntry[] {
  const isCancel = (h: StatusHistoryEntry) => h.toStatus === ORDER_STATUS.cancelled
  const lastCancel = findLastIndex(order.history, isCancel)
  const cancelled = order.status === ORDER_STATUS.cancelled
  // A reopened order starts its run again after its last cancellation; a cancelled one's run ends
  // with it, and starts after the cancellation before (if it was reopened once already).
  const run = !cancelled
    ? order.history.slice(lastCancel + 1)
    : lastCancel === -1
      ? order.history
      : order.history.slice(
          findLastIndex(order.history.slice(0, lastCancel), isCancel) + 1,
          lastCancel,
        )
  const reachedRank = cancelled
    ? Math.max(0, ...run.map((h) => RANK[h.toStatus]))
    : RANK[order.status]
  const firstReach = (step: TimelineStep) => run.find((h) => STEP_OF[h.toStatus] === step)

  const entries: TimelineEntry[] = PATH.map((step, rank) => {
    const done = rank <= reachedRank
    const reach = rank === 0 ? undefined : firstReach(step)
    const at =
      rank === 0
        ? order.createdAt
        : (reach?.at ?? (step === 'shipped' && done ? order.shippingDate : null))
    return {
      step,
      done,
      at: done ? at : null,
      current: false,
      assumed: step === 'delivered' && done && reach?.actor === 'job',
    }
  })
  const timeline = cancelled
    ? [
        ...entries.filter((e) => e.done),
        {
          step: 'cancelled' as const,
          done: true,
          at: order.history[lastCancel]?.at ?? null,
          current: false,
          assumed: false,
        },
      ]
    : entries
  const current = findLastIndex(timeline, (e) => e.done)
  return timeline.map((e, i) => (i === current ? { ...e, current: true } : e))
}

function findLastIndex<T>(items: readonly T[], test: (item: T) => boolean): number {
  for (let i = items.length - 1; i >= 0; i--) if (test(items[i] as T)) return i
  return -1
}

import { WITHDRAWAL_TEXT } from '#domain/orders/withdrawal-messages.ts'
import { actorLabel, statusChangeLabel } from '#web/features/admin/orders/order-labels.ts'
import type { AdminOrderDetail } from '#web/features/admin/orders/order-queries.ts'

/** One line of the order's history: what happened, who did it, when. */
export interface HistoryEntry {
  label: string
  by: string
  at: string
}

type HistorySource = Pick<
  AdminOrderDetail,
  'timeline' | 'withdrawal' | 'productionStartedAt' | 'refund' | 'returnedAt'
>

/** The steps after a sale (decision 039) that carry a date, in the owner's words. */
function afterSaleEntries(order: HistorySource): HistoryEntry[] {
  const { withdrawal, productionStartedAt, refund, returnedAt } = order
  const entries: HistoryEntry[] = []
  if (withdrawal) {
    entries.push({ label: WITHDRAWAL_TEXT.requested, by: 'Cliente', at: withdrawal.requestedAt })
  }
  if (productionStartedAt) {
    entries.push({ label: WITHDRAWAL_TEXT.productionStarted, by: 'Loja', at: productionStartedAt })
  }
  if (refund?.state === 'done' && refund.at) {
    const label = refund.via === 'pix-manual' ? 'Reembolso feito por PIX' : 'Reembolsado'
    entries.push({ label, by: 'Loja', at: refund.at })
  }
  if (returnedAt) entries.push({ label: 'Produto devolvido', by: 'Loja', at: returnedAt })
  return entries
}

/**
 * The status changes and the after-sale steps, oldest first. Two at the same moment keep their
 * order: a status change before the step that caused it (the refund's 'Cancelado').
 */
export function historyEntries(order: HistorySource): HistoryEntry[] {
  const moves = order.timeline.map((entry) => ({
    label: statusChangeLabel(entry.fromStatus, entry.toStatus),
    by: actorLabel(entry.actor, entry.adminEmail),
    at: entry.at,
  }))
  return [...moves, ...afterSaleEntries(order)].sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
}

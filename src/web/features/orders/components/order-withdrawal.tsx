import { useEffect, useRef, useState } from 'react'
import { formatDate, formatDateTime } from '#domain/dates.ts'
import type { OrderView } from '#domain/orders/order-view.ts'
import { WITHDRAWAL_TEXT } from '#domain/orders/withdrawal-messages.ts'
import { ProductionStartedNote } from './production-started-note.tsx'
import { WithdrawalOffer } from './withdrawal-offer.tsx'

/** Something about the withdrawal, the custom work or the refund to show under the order. */
export function hasWithdrawalNews(order: OrderView): boolean {
  return (
    order.withdrawal.state !== 'closed' ||
    order.productionStartedAt !== null ||
    order.refundedAt !== null
  )
}

/**
 * 'Desistir da compra' (decision 039) in an order's block: the offer, the request once made (with its
 * reason), the custom work that stopped it, and the dates of the production and the refund. The
 * status line stays in place from the offer to the request, so the confirmation is announced.
 */
export function OrderWithdrawal({ order }: { order: OrderView }) {
  const { withdrawal } = order
  const [confirmed, setConfirmed] = useState(false)
  const statusRef = useRef<HTMLDivElement>(null)
  const justRequested = confirmed && withdrawal.state === 'requested'
  // The button that opened the dialog is gone: the confirmation takes the focus.
  useEffect(() => {
    if (justRequested) statusRef.current?.focus()
  }, [justRequested])

  return (
    <div className="space-y-2 text-sm">
      <div ref={statusRef} role="status" tabIndex={-1} className="empty:mb-0 focus:outline-none">
        {withdrawal.state === 'requested' && (
          <p className="font-medium">
            {WITHDRAWAL_TEXT.requested} em {formatDateTime(withdrawal.at)}
            {justRequested && '. Enviamos a confirmação para o seu e-mail.'}
          </p>
        )}
      </div>
      {withdrawal.state === 'requested' && order.withdrawalReason && (
        <p className="break-words whitespace-pre-line text-stone-700">
          Motivo: {order.withdrawalReason}
        </p>
      )}
      {withdrawal.state === 'available' && (
        <WithdrawalOffer
          order={order}
          mode={withdrawal.mode}
          until={withdrawal.until}
          onRequested={() => setConfirmed(true)}
        />
      )}
      {withdrawal.state === 'production-started' && (
        <ProductionStartedNote at={withdrawal.at} shortId={order.shortId} />
      )}
      {order.productionStartedAt && (
        <p>
          {WITHDRAWAL_TEXT.productionStarted} em {formatDate(order.productionStartedAt)}
        </p>
      )}
      {order.refundedAt && <p>Reembolso feito em {formatDate(order.refundedAt)}</p>}
    </div>
  )
}

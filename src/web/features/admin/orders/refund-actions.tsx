import { formatDateTime } from '#domain/dates.ts'
import type { AfterSaleAction } from './after-sale-mutations.ts'
import type { AdminOrderDetail } from './order-queries.ts'

type Refund = NonNullable<AdminOrderDetail['refund']>

/** 'Reembolsado em …', 'Reembolso não feito: …' or 'Reembolso em andamento…'. */
export function RefundState({ refund }: { refund: Refund }) {
  if (refund.state === 'done') {
    const what = refund.via === 'pix-manual' ? 'Reembolso feito por PIX' : 'Reembolsado'
    return (
      <p className="font-medium text-green-800">
        {refund.at ? `${what} em ${formatDateTime(refund.at)}` : what}
      </p>
    )
  }
  return (
    <p role="status" className="font-medium break-words text-amber-900">
      {refund.state === 'pending'
        ? 'Reembolso em andamento…'
        : refund.refusal
          ? `Reembolso não feito: ${refund.refusal}`
          : 'Reembolso não feito.'}
    </p>
  )
}

/** The way the money goes back now, as the server offers it: by the provider, or a PIX by hand. */
export function refundAction(
  order: AdminOrderDetail,
): { action: AfterSaleAction; label: string } | null {
  if (order.refundOption === 'provider') return { action: 'refund', label: 'Reembolsar' }
  if (order.refundOption === 'manual-pix') {
    return { action: 'refund-pix', label: 'Reembolso feito por PIX' }
  }
  return null
}

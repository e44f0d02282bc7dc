import { formatDateTime } from '#domain/dates.ts'
import type { AfterSaleAction } from './after-sale-mutations.ts'
import type { AdminOrderDetail } from '#web/features/admin/orders/order-queries.ts'

type Refund = NonNullable<AdminOrderDetail['refund']>

const REFUND_IN_PROCESS =
  'O Mercado Pago está processando o reembolso; o pedido muda sozinho quando ele confirmar.'
const REFUND_ASK_AGAIN = '"Reembolsar" de novo consulta o mesmo reembolso, sem devolver duas vezes.'

/**
 * 'Reembolsado em …', 'Reembolso não feito: …', 'Reembolso não confirmado: …', 'Reembolso em
 * andamento…', or Mercado Pago still
 * processing it (a PIX at the central bank).
 */
export function RefundState({ refund }: { refund: Refund }) {
  if (refund.state === 'done') {
    const what = refund.via === 'pix-manual' ? 'Reembolso feito por PIX' : 'Reembolsado'
    return (
      <p className="font-medium text-green-800">
        {refund.at ? `${what} em ${formatDateTime(refund.at)}` : what}
      </p>
    )
  }
  if (refund.inProcess) {
    return (
      <p role="status" className="break-words text-amber-900">
        <span className="font-medium">{REFUND_IN_PROCESS}</span> {REFUND_ASK_AGAIN}
      </p>
    )
  }
  return (
    <p role="status" className="font-medium break-words text-amber-900">
      {refund.state === 'pending' ? 'Reembolso em andamento…' : unsettled(refund)}
    </p>
  )
}

/**
 * A refusal is 'não feito'; a failed attempt (no answer, or an error answer) may have gone through
 * at Mercado Pago, so it is 'não confirmado' (decision 041).
 */
function unsettled(refund: Refund): string {
  const what = refund.state === 'failed' ? 'Reembolso não confirmado' : 'Reembolso não feito'
  return refund.refusal ? `${what}: ${refund.refusal}` : `${what}.`
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

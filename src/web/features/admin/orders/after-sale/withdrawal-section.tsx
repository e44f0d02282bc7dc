import { formatDateTime } from '#domain/dates.ts'
import { DetailSection } from '#web/features/admin/orders/detail-section.tsx'
import type { AdminOrderDetail } from '#web/features/admin/orders/order-queries.ts'

type WithdrawalFacts = Pick<AdminOrderDetail, 'refunded' | 'returnedAt' | 'canMarkReturned'> & {
  withdrawal: NonNullable<AdminOrderDetail['withdrawal']>
}

/**
 * What the owner does next, by when the customer withdrew and what is already done: once the money
 * went back, never again 'devolva o valor pago' (decision 046).
 */
export function withdrawalNextStep({
  withdrawal,
  refunded,
  returnedAt,
  canMarkReturned,
}: WithdrawalFacts): string {
  if (withdrawal.mode === 'cancel') {
    return refunded
      ? 'Reembolsado: o pedido foi cancelado e o valor devolvido. Nada mais a fazer.'
      : 'Antes do envio: cancele o pedido e devolva o valor pago.'
  }
  if (!refunded) {
    return returnedAt
      ? 'Produto devolvido: reembolse o cliente.'
      : 'Depois do envio: combine a devolução, reembolse e marque "Produto devolvido" quando o pacote voltar.'
  }
  return returnedAt || !canMarkReturned
    ? 'Reembolsado: nada mais a fazer.'
    : 'Reembolsado: marque "Produto devolvido" quando o pacote voltar.'
}

/** 'Desistência': the customer withdrew from the purchase (decision 039), when, why, and what next. */
export function WithdrawalSection(props: WithdrawalFacts) {
  const { withdrawal } = props
  return (
    <DetailSection title="Desistência">
      <div className="space-y-2 text-sm">
        <p className="font-medium text-amber-900">
          {`Desistência solicitada em ${formatDateTime(withdrawal.requestedAt)}`}
        </p>
        <p className="text-stone-700">{withdrawalNextStep(props)}</p>
        {withdrawal.reason && (
          <p className="break-words whitespace-pre-line text-stone-700">
            Motivo: {withdrawal.reason}
          </p>
        )}
      </div>
    </DetailSection>
  )
}

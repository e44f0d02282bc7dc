import { formatDateTime } from '#domain/dates.ts'
import type { WithdrawalMode } from '#domain/withdrawal.ts'
import { DetailSection } from './detail-section.tsx'
import type { AdminOrderDetail } from './order-queries.ts'

/** What the owner does next, by when the customer withdrew. */
const NEXT_STEP: Record<WithdrawalMode, string> = {
  cancel: 'Antes do envio: cancele o pedido e devolva o valor pago.',
  return:
    'Depois do envio: combine a devolução, reembolse e marque "Produto devolvido" quando o pacote voltar.',
}

/** 'Desistência': the customer withdrew from the purchase (issue 46), when, why, and what to do. */
export function WithdrawalSection({
  withdrawal,
}: {
  withdrawal: NonNullable<AdminOrderDetail['withdrawal']>
}) {
  return (
    <DetailSection title="Desistência">
      <div className="space-y-2 text-sm">
        <p className="font-medium text-amber-900">
          {`Desistência solicitada em ${formatDateTime(withdrawal.requestedAt)}`}
        </p>
        <p className="text-stone-700">{NEXT_STEP[withdrawal.mode]}</p>
        {withdrawal.reason && (
          <p className="break-words whitespace-pre-line text-stone-700">
            Motivo: {withdrawal.reason}
          </p>
        )}
      </div>
    </DetailSection>
  )
}

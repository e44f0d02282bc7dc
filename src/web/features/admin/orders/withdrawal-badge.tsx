import { WITHDRAWAL_TEXT } from '#domain/orders/withdrawal-messages.ts'
import { Badge } from '#web/components/ui/badge.tsx'

/** The customer asked to withdraw from the purchase (decision 039): the owner has a step to take. */
export function WithdrawalBadge() {
  return (
    <Badge
      tone="amber"
      title="O cliente desistiu da compra: veja o pedido para cancelar, reembolsar ou receber a devolução."
    >
      {WITHDRAWAL_TEXT.requested}
    </Badge>
  )
}

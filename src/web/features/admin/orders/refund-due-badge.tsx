import { Badge } from '#web/components/ui/badge.tsx'

/** The money arrived with the order cancelled and no stock to reopen it: the owner owes it back. */
export function RefundDueBadge() {
  return (
    <Badge
      tone="amber"
      title="O pagamento chegou com o pedido cancelado e não havia estoque para reabri-lo: devolva o valor ao cliente."
    >
      Reembolso pendente
    </Badge>
  )
}

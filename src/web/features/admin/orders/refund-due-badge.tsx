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

/** Its money went back to the customer (a refund done): the list says so beside the status. */
export function RefundedBadge() {
  return (
    <Badge tone="sky" title="O valor pago foi devolvido ao cliente.">
      Reembolsado
    </Badge>
  )
}

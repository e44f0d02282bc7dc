import { formatDateTime } from '#domain/dates.ts'

/**
 * Under a card order whose last payment was refused (decision 027), before 'Tentar pagamento
 * novamente': what happened to the money and what to do. The status above says 'Pagamento
 * recusado'; this says the rest in words, with no colour needed to read it.
 */
export function PaymentRefusedNote({ reservedUntil }: { reservedUntil: string | null }) {
  return (
    <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      O pagamento com cartão não foi aprovado e nenhum valor foi cobrado. Você pode tentar de novo,
      com o mesmo cartão ou com outro.
      {reservedUntil &&
        ` O pedido fica reservado até ${formatDateTime(reservedUntil)}; depois disso, ele é cancelado se não for pago.`}
    </p>
  )
}

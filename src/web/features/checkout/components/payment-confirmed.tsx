import { CircleCheck } from 'lucide-react'
import { OrderResultLinks } from './order-result-links.tsx'

/** Where Mercado Pago sends the customer back after an approved payment (`?status=approved`). */
export function PaymentConfirmed() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-stone-200 bg-white px-4 py-12 text-center shadow-sm">
      <CircleCheck aria-hidden="true" className="size-14 text-green-700" />
      <h2 className="text-xl font-bold">Pagamento Confirmado!</h2>
      <p className="text-sm text-stone-700">
        Recebemos seu pagamento. Acompanhe o pedido em Meus Pedidos.
      </p>
      <OrderResultLinks />
    </div>
  )
}

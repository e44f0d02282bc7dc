import { CircleCheck } from 'lucide-react'
import { useLayoutEffect, useRef } from 'react'
import { OrderResultLinks } from './order-result-links.tsx'

/**
 * 'Pagamento Confirmado!': where Mercado Pago sends the customer back after an approved payment
 * (`?status=approved`), and what the PIX screen turns into once the bank pays. There, it appears
 * by itself, so `focus` moves the reader to its title.
 */
export function PaymentConfirmed({ focus = false }: { focus?: boolean }) {
  const titleRef = useRef<HTMLHeadingElement>(null)
  useLayoutEffect(() => {
    if (focus) titleRef.current?.focus()
  }, [focus])
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-stone-200 bg-white px-4 py-12 text-center shadow-sm">
      <CircleCheck aria-hidden="true" className="size-14 text-green-700" />
      <h2 ref={titleRef} tabIndex={-1} className="text-xl font-bold outline-none">
        Pagamento Confirmado!
      </h2>
      <p className="text-sm text-stone-700">
        Recebemos seu pagamento. Acompanhe o pedido em Meus Pedidos.
      </p>
      <OrderResultLinks />
    </div>
  )
}

import { CreditCard } from 'lucide-react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { formatBRL } from '#domain/money.ts'
import { buttonClasses } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import type { PlacedOrder } from '#web/features/checkout/api/place-order.ts'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { OrderResultLinks } from './order-result-links.tsx'

// Mercado Pago's SDK loads only when a real Wallet is about to be drawn.
const MercadoPagoWallet = lazy(async () => ({
  default: (await import('./mercado-pago-wallet.tsx')).MercadoPagoWallet,
}))

/** spec.md section 9: the pay button appears about 200 ms after the preference id is known. */
const WALLET_DELAY_MS = 200

/** A card order: Mercado Pago's button (or the simulated provider's page) to pay it. */
export function CardResult({ order }: { order: PlacedOrder }) {
  return (
    <div className="space-y-5">
      <div>
        <h3 className="text-lg font-bold">Pedido #{order.shortId} criado!</h3>
        <p className="mt-1 text-sm text-stone-700">
          Total: <strong className="text-base">{formatBRL(order.totalCents)}</strong>
        </p>
      </div>
      {order.payment ? (
        <PayButton key={order.payment.preferenceId} payment={order.payment} />
      ) : (
        <FormAlert>
          {order.paymentError ?? 'Erro ao processar pagamento. Por favor, tente novamente.'} Seu
          pedido foi registrado: tente pagar de novo em Meus Pedidos.
        </FormAlert>
      )}
      <OrderResultLinks />
    </div>
  )
}

function PayButton({ payment }: { payment: NonNullable<PlacedOrder['payment']> }) {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), WALLET_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])

  if (!ready) {
    return (
      <p className="text-sm text-stone-700">Clique no botão abaixo para pagar com Mercado Pago</p>
    )
  }
  if (payment.provider === 'mercadopago' && payment.publicKey) {
    return (
      <Suspense fallback={<Spinner label="Carregando Mercado Pago..." />}>
        <MercadoPagoWallet publicKey={payment.publicKey} preferenceId={payment.preferenceId} />
      </Suspense>
    )
  }
  // The simulated provider (and Checkout Pro without a public key) is a page of its own.
  return (
    <a href={payment.checkoutUrl} className={buttonClasses('primary', 'w-full sm:w-auto')}>
      <CreditCard aria-hidden="true" className="size-4" />
      Pagar com Mercado Pago
    </a>
  )
}

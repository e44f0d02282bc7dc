import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import type { Address } from '#domain/schemas/address.ts'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useCartStore } from '#web/lib/cart-store.ts'
import { useMyProjects } from '#web/lib/my-projects.ts'
import { useSession } from '#web/lib/session.ts'
import type { PlacedOrder } from './api/place-order.ts'
import { AddressStep } from './components/address-step.tsx'
import { AuthStep } from './components/auth-step.tsx'
import { CardResult } from './components/card-result.tsx'
import { CheckoutSteps, type CheckoutStep } from './components/checkout-steps.tsx'
import { EmptyCheckout } from './components/empty-checkout.tsx'
import { PaymentConfirmed } from './components/payment-confirmed.tsx'
import { PaymentStep } from './components/payment-step.tsx'
import { PixResult } from './components/pix-result.tsx'

const STEP_TITLES: Record<CheckoutStep, string> = {
  auth: 'Entre ou crie sua conta',
  address: 'Endereço de Entrega',
  payment: 'Pagamento',
}

/** /checkout, 'Finalizar Compra': authentication, address, payment (spec.md section 4). */
export function CheckoutPage() {
  const [params] = useSearchParams()
  const { user } = useSession()
  const lines = useCartStore((state) => state.items)
  const projects = useMyProjects()
  const [chosen, setChosen] = useState<Exclude<CheckoutStep, 'auth'>>('address')
  const [saved, setSaved] = useState<{ userId: string; address: Address } | null>(null)
  const [order, setOrder] = useState<PlacedOrder | null>(null)
  // The PIX screen saw the bank pay the order.
  const [paid, setPaid] = useState(false)
  const markPaid = useCallback(() => setPaid(true), [])
  // Whoever signs in next on this screen starts from their own address, not the previous one's.
  const address = user && saved?.userId === user.id ? saved.address : null
  // Signed out means step 1, whatever came before (the session may also end meanwhile).
  const step: CheckoutStep = !user ? 'auth' : address ? chosen : 'address'

  let content: ReactNode
  if (params.get('status') === 'approved' || paid) {
    content = <PaymentConfirmed focus={paid} />
  } else if (!order && lines.length === 0 && projects.accepted.length === 0) {
    content = projects.isLoading ? (
      <Spinner label="Carregando seu carrinho..." />
    ) : (
      <EmptyCheckout awaitingTerms={projects.projects.length > 0} />
    )
  } else {
    content = (
      <>
        <CheckoutSteps
          current={step}
          onRevisitAddress={address && !order ? () => setChosen('address') : undefined}
        />
        <StepCard step={step}>
          {!user ? (
            <AuthStep />
          ) : step === 'address' ? (
            <AddressStep
              userId={user.id}
              editing={address !== null}
              onSaved={(next) => {
                setSaved({ userId: user.id, address: next })
                setChosen('payment')
              }}
            />
          ) : order ? (
            order.paymentMethod === 'pix' ? (
              <PixResult order={order} onPaid={markPaid} />
            ) : (
              <CardResult order={order} />
            )
          ) : (
            address && (
              <PaymentStep
                lines={lines}
                projects={projects.accepted}
                address={address}
                onPlaced={setOrder}
              />
            )
          )}
        </StepCard>
      </>
    )
  }

  return (
    <section aria-labelledby="checkout-title" className="mx-auto max-w-2xl space-y-6">
      <h1 id="checkout-title" className="text-2xl font-bold">
        Finalizar Compra
      </h1>
      {content}
    </section>
  )
}

/** One step's box; its title takes the focus when the step changes, so nobody is left behind. */
function StepCard({ step, children }: { step: CheckoutStep; children: ReactNode }) {
  const titleRef = useRef<HTMLHeadingElement>(null)
  const shown = useRef(step)
  useLayoutEffect(() => {
    if (shown.current === step) return
    shown.current = step
    titleRef.current?.focus()
  }, [step])
  return (
    <section
      aria-labelledby="checkout-step-title"
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2
        id="checkout-step-title"
        ref={titleRef}
        tabIndex={-1}
        className="mb-4 text-lg font-semibold outline-none"
      >
        {STEP_TITLES[step]}
      </h2>
      {children}
    </section>
  )
}

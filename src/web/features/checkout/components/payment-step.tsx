import { LoaderCircle } from 'lucide-react'
import { useId, useState } from 'react'
import type { CartLine } from '#domain/cart.ts'
import { PIX_DISCOUNT_PERCENT } from '#domain/money.ts'
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '#domain/orders/order-status.ts'
import { POLICY_TITLES, policyPath, type PolicyKind } from '#domain/policies.ts'
import type { Address } from '#domain/schemas/address.ts'
import { AddressLines } from '#web/components/address-lines.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { usePlaceOrder, type PlacedOrder } from '#web/features/checkout/api/place-order.ts'
import { errorMessage } from '#web/lib/api-client.ts'
import type { MyProject } from '#web/lib/my-projects.ts'
import { usePaymentMethods } from '#web/lib/shop-info.ts'
import { OrderBreakdown } from './order-breakdown.tsx'

const METHODS: readonly { value: PaymentMethod; label: string }[] = [
  { value: 'pix', label: `${PAYMENT_METHOD_LABELS.pix} (${PIX_DISCOUNT_PERCENT}% de desconto)` },
  { value: 'mercadopago', label: PAYMENT_METHOD_LABELS.mercadopago },
]

/** A policy in a new tab: the checkout stays where it is. */
const PolicyLink = ({ kind }: { kind: PolicyKind }) => (
  <a
    href={policyPath(kind)}
    target="_blank"
    rel="noopener"
    className="font-medium text-amber-800 underline hover:text-amber-900"
  >
    {POLICY_TITLES[kind]}
  </a>
)

interface PaymentStepProps {
  lines: readonly CartLine[]
  /** Accepted custom projects only: those awaiting the terms stay in the cart. */
  projects: readonly MyProject[]
  address: Address
  onPlaced: (order: PlacedOrder) => void
}

/** Step 3: the method, what it will cost, and 'Gerar Pagamento' (the server creates the order). */
export function PaymentStep(props: PaymentStepProps) {
  const available = usePaymentMethods()
  if (!available) return <Spinner label="Carregando formas de pagamento..." />
  return <PaymentChoice {...props} available={available} />
}

function PaymentChoice({
  lines,
  projects,
  address,
  onPlaced,
  available,
}: PaymentStepProps & { available: readonly PaymentMethod[] }) {
  const [chosen, setChosen] = useState<PaymentMethod | null>(null)
  // The first method the shop takes, until the customer picks one (a live shop may take none).
  const method = chosen && available.includes(chosen) ? chosen : available[0]
  const placeOrder = usePlaceOrder(onPlaced)
  const options = METHODS.filter((option) => available.includes(option.value))
  const errorId = useId()

  function generate() {
    if (method) placeOrder.mutate({ lines, projects, address, paymentMethod: method })
  }

  return (
    <div className="space-y-6">
      <section aria-labelledby={`${errorId}-address`} className="text-sm text-stone-800">
        <h3 id={`${errorId}-address`} className="mb-1 font-medium">
          Entregar em
        </h3>
        <address className="rounded-lg bg-stone-50 p-3 not-italic">
          <AddressLines address={{ ...address, complement: address.complement ?? null }} />
        </address>
      </section>
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium text-stone-800">Forma de pagamento</legend>
        {options.length === 0 && (
          <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            Pagamento indisponível no momento
          </p>
        )}
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 px-4 py-3 text-sm has-checked:border-amber-800 has-checked:bg-amber-50"
          >
            <input
              type="radio"
              name="payment-method"
              value={option.value}
              checked={method === option.value}
              onChange={() => setChosen(option.value)}
              disabled={placeOrder.isPending}
              className="size-4 accent-amber-800"
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      {/* With no method to pay by, the prices without the PIX discount. */}
      <OrderBreakdown lines={lines} projects={projects} method={method ?? 'mercadopago'} />
      <p className="text-center text-sm text-stone-600">
        {'Ao gerar o pagamento, você aceita os '}
        <PolicyLink kind="termos" />
        {' e a política de '}
        <PolicyLink kind="trocas-e-devolucoes" />.
      </p>
      {/* Beside the button, and read with it, until the next try: 409 carries 'Quantidade
          indisponível em estoque!' (the customer stays here to adjust). */}
      {placeOrder.isError && (
        <FormAlert id={errorId}>{errorMessage(placeOrder.error, 'Erro ao criar pedido')}</FormAlert>
      )}
      <Button
        className="w-full"
        onClick={generate}
        disabled={!method || placeOrder.isPending}
        aria-describedby={placeOrder.isError ? errorId : undefined}
      >
        {placeOrder.isPending && (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        )}
        Gerar Pagamento
      </Button>
    </div>
  )
}

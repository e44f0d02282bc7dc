import { LoaderCircle } from 'lucide-react'
import { useState } from 'react'
import type { CartLine } from '#domain/cart.ts'
import type { PaymentMethod } from '#domain/order-status.ts'
import type { Address } from '#domain/schemas/address.ts'
import { Button } from '#web/components/ui/button.tsx'
import { usePlaceOrder, type PlacedOrder } from '#web/features/checkout/api/place-order.ts'
import { errorMessage } from '#web/lib/api-client.ts'
import type { MyProject } from '#web/lib/my-projects.ts'
import { toast } from '#web/lib/toast.ts'
import { OrderBreakdown } from './order-breakdown.tsx'

const METHODS: readonly { value: PaymentMethod; label: string }[] = [
  { value: 'pix', label: 'PIX (10% de desconto)' },
  { value: 'mercadopago', label: 'Cartão de crédito (Mercado Pago)' },
]

interface PaymentStepProps {
  lines: readonly CartLine[]
  /** Accepted custom projects only: those awaiting the terms stay in the cart. */
  projects: readonly MyProject[]
  address: Address
  onPlaced: (order: PlacedOrder) => void
}

/** Step 3: the method, what it will cost, and 'Gerar Pagamento' (the server creates the order). */
export function PaymentStep({ lines, projects, address, onPlaced }: PaymentStepProps) {
  const [method, setMethod] = useState<PaymentMethod>('pix')
  const placeOrder = usePlaceOrder(onPlaced)

  function generate() {
    placeOrder.mutate(
      { lines, projects, address, paymentMethod: method },
      // 409 carries 'Quantidade indisponível em estoque!'; the customer stays here to adjust.
      { onError: (error) => toast.error(errorMessage(error, 'Erro ao criar pedido')) },
    )
  }

  return (
    <div className="space-y-6">
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium text-stone-800">Forma de pagamento</legend>
        {METHODS.map((option) => (
          <label
            key={option.value}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 px-4 py-3 text-sm has-checked:border-amber-800 has-checked:bg-amber-50"
          >
            <input
              type="radio"
              name="payment-method"
              value={option.value}
              checked={method === option.value}
              onChange={() => setMethod(option.value)}
              disabled={placeOrder.isPending}
              className="size-4 accent-amber-800"
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <OrderBreakdown lines={lines} projects={projects} method={method} />
      <Button className="w-full" onClick={generate} disabled={placeOrder.isPending}>
        {placeOrder.isPending && (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        )}
        Gerar Pagamento
      </Button>
    </div>
  )
}

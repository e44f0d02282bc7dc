import { Minus, Plus } from 'lucide-react'

const STEP =
  'inline-flex size-11 items-center justify-center text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-800 disabled:cursor-not-allowed disabled:opacity-40'

interface QuantityStepperProps {
  name: string
  quantity: number
  onDecrease: () => void
  onIncrease: () => void
}

/** '-' quantity '+'; '-' is off at 1 (removal is its own button), '+' asks the store's stock rule. */
export function QuantityStepper({ name, quantity, onDecrease, onIncrease }: QuantityStepperProps) {
  return (
    <div className="inline-flex items-center overflow-hidden rounded-lg border border-stone-300 bg-white">
      <button
        type="button"
        className={STEP}
        aria-label={`Diminuir quantidade de ${name}`}
        disabled={quantity <= 1}
        onClick={onDecrease}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <output
        aria-label={`Quantidade de ${name}`}
        className="min-w-10 px-1 text-center font-semibold tabular-nums"
      >
        {quantity}
      </output>
      <button
        type="button"
        className={STEP}
        aria-label={`Aumentar quantidade de ${name}`}
        onClick={onIncrease}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  )
}

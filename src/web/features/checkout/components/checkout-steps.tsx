import { Check } from 'lucide-react'

export type CheckoutStep = 'auth' | 'address' | 'payment'

const STEPS: readonly { id: CheckoutStep; label: string }[] = [
  { id: 'auth', label: 'Autenticação' },
  { id: 'address', label: 'Endereço' },
  { id: 'payment', label: 'Pagamento' },
]

interface CheckoutStepsProps {
  current: CheckoutStep
  /** Given once an address has been saved: step 2 becomes a button that goes back to it. */
  onRevisitAddress?: () => void
}

/** '1 Autenticação', '2 Endereço', '3 Pagamento'; the current one carries aria-current="step". */
export function CheckoutSteps({ current, onRevisitAddress }: CheckoutStepsProps) {
  const currentIndex = STEPS.findIndex((step) => step.id === current)
  return (
    <nav aria-label="Etapas da compra">
      <ol className="grid grid-cols-3 gap-2 text-xs sm:text-sm">
        {STEPS.map((step, index) => {
          const isCurrent = index === currentIndex
          const done = index < currentIndex
          const content = (
            <>
              <span
                className={`flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                  isCurrent
                    ? 'bg-amber-800 text-white'
                    : done
                      ? 'bg-green-700 text-white'
                      : 'bg-stone-200 text-stone-700'
                }`}
              >
                {index + 1}
              </span>{' '}
              <span className={isCurrent ? 'font-semibold text-stone-900' : 'text-stone-600'}>
                {step.label}
              </span>
              {done && <Check aria-hidden="true" className="size-4 text-green-700" />}
            </>
          )
          const box = 'flex min-h-10 flex-col items-center gap-1 text-center sm:flex-row sm:gap-2'
          return (
            <li key={step.id} aria-current={isCurrent ? 'step' : undefined}>
              {step.id === 'address' && onRevisitAddress && !isCurrent ? (
                <button
                  type="button"
                  onClick={onRevisitAddress}
                  className={`${box} w-full rounded-lg hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-amber-800`}
                >
                  {content}
                </button>
              ) : (
                <div className={box}>{content}</div>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

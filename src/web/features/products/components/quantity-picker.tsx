import { useId, useState, type Ref } from 'react'
import { Button } from '#web/components/ui/button.tsx'
import { useHydrated } from '#web/lib/use-hydrated.ts'

interface QuantityPickerProps {
  /** The field's text: what the customer typed, or the quantity the buttons or a clamp chose. */
  value: string
  /** The most that can be added (at least 1). */
  max: number
  onChange(value: string): void
  ref?: Ref<HTMLInputElement>
}

/**
 * 'Quantidade' between '−' and '+' (decision 023). A typed whole number past either end is put back
 * at that end, saying so; an empty field or a fraction stays as typed, with a hint, and is marked
 * invalid (the page adds nothing from it). Kept small: it is part of the store route's JavaScript.
 */
export function QuantityPicker({ value, max, onChange, ref }: QuantityPickerProps) {
  const id = useId()
  // The bound depends on this browser's cart and the current stock: the server's HTML (cached,
  // the stock put in later) carries none.
  const hydrated = useHydrated()
  const [hint, setHint] = useState('')
  const quantity = Number(value)
  const valid = Number.isInteger(quantity) && quantity > 0

  const type = (text: string) => {
    const typed = text ? Number(text) : Number.NaN
    const whole = Number.isInteger(typed)
    const next = whole ? Math.min(Math.max(typed, 1), max) : typed
    setHint(
      !whole
        ? `Informe um número inteiro de 1 a ${max}.`
        : next < typed
          ? `Máximo disponível: ${max}.`
          : next > typed
            ? 'A quantidade mínima é 1.'
            : '',
    )
    onChange(whole ? String(next) : text)
  }

  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        Quantidade
      </label>
      <div className="mt-1 flex gap-2">
        <Button
          variant="secondary"
          aria-label="Diminuir quantidade"
          disabled={valid && quantity < 2}
          onClick={() => type(String(valid ? quantity - 1 : 1))}
        >
          −
        </Button>
        <input
          ref={ref}
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={hydrated ? max : undefined}
          value={value}
          onChange={(event) => type(event.target.value)}
          aria-invalid={!valid || undefined}
          aria-describedby={hint ? `${id}h` : undefined}
          className="w-16 rounded-lg border border-stone-300 text-center font-semibold aria-invalid:border-red-600"
        />
        <Button
          variant="secondary"
          aria-label="Aumentar quantidade"
          disabled={hydrated && valid && quantity >= max}
          onClick={() => type(String(valid ? quantity + 1 : 1))}
        >
          +
        </Button>
      </div>
      <p id={`${id}h`} aria-live="polite" className="mt-1 text-sm text-red-700">
        {/* No empty text node, which the server's HTML cannot carry. */}
        {hint || null}
      </p>
    </div>
  )
}

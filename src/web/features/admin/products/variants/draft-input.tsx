import type { InputHTMLAttributes, ReactNode } from 'react'
import { CONTROL } from '#web/components/ui/field.tsx'

interface DraftInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id'> {
  id: string
  /** What the owner sees ('Estoque'). */
  label: string
  /** Read after it, for a name of its own ('de 38 cm / Vermelha'): screen readers only. */
  of?: string
  /** The label hidden where a column header says it (a table on a desktop). */
  labelClassName?: string
  error?: string
  className?: string
  hint?: ReactNode
}

/**
 * A control of the variants' form: its label tied to it, named after what it belongs to for a
 * screen reader ('Estoque de 38 cm / Vermelha'), its problem tied and announced with the field.
 */
export function DraftInput({
  id,
  label,
  of,
  labelClassName = '',
  error,
  className,
  hint,
  ...input
}: DraftInputProps) {
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ')
  return (
    <div className={className}>
      <label htmlFor={id} className={`block text-sm font-medium text-stone-800 ${labelClassName}`}>
        {label}
        {of && <span className="sr-only"> {of}</span>}
      </label>
      <input
        id={id}
        className={CONTROL}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint && !error && (
        <p id={hintId} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

import { useId, type ChangeEvent, type Ref } from 'react'
import { POLICY_MAX_CHARS } from '#domain/policy-messages.ts'
import { POLICY_PLACEHOLDERS } from '#domain/policy-text.ts'
import { charCount, POLICY_FORMAT_HINT } from './policy-labels.ts'

interface PolicyTextFieldProps {
  label: string
  value: string
  onChange: (text: string) => void
  /** The text's problem (over the limit, empty, refused by the server), tied to the textarea. */
  error?: string
  disabled?: boolean
  ref?: Ref<HTMLTextAreaElement>
}

/**
 * A policy's text: how to write it and which placeholders the shop's details fill, above; the
 * count of characters below, red past the limit. The error is announced when it appears (the
 * count is not: it would speak at every key).
 */
export function PolicyTextField({
  label,
  value,
  onChange,
  error,
  disabled,
  ref,
}: PolicyTextFieldProps) {
  const id = useId()
  const over = value.length > POLICY_MAX_CHARS
  const describedBy = [`${id}-hint`, `${id}-count`, error ? `${id}-error` : '']
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
        {POLICY_FORMAT_HINT}
      </p>
      <details className="mt-1 text-xs text-stone-600">
        <summary className="cursor-pointer font-medium text-amber-900">
          Campos preenchidos com os dados da loja
        </summary>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          {POLICY_PLACEHOLDERS.map(({ placeholder, description }) => (
            <div key={placeholder} className="contents">
              <dt className="font-mono text-stone-800">{placeholder}</dt>
              <dd>{description}</dd>
            </div>
          ))}
        </dl>
      </details>
      <textarea
        ref={ref}
        id={id}
        rows={18}
        value={value}
        disabled={disabled}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy.filter(Boolean).join(' ')}
        spellCheck
        className="mt-2 block min-h-64 w-full scroll-mt-24 rounded-lg border border-stone-300 bg-white px-3 py-2 font-mono text-sm text-stone-900 shadow-sm focus:border-amber-700 focus:outline-2 focus:outline-amber-700 disabled:bg-stone-100 aria-invalid:border-red-600"
      />
      <p
        id={`${id}-count`}
        className={`mt-1 text-xs ${over ? 'font-medium text-red-700' : 'text-stone-600'}`}
      >
        {charCount(value.length, POLICY_MAX_CHARS)}
      </p>
      <div aria-live="polite">
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </div>
  )
}

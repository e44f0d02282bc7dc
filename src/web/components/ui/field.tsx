import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react'

/** The look of every text control, for a control that cannot be a Field (a table cell). */
export const CONTROL =
  'mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 shadow-sm placeholder:text-stone-400 focus:border-amber-700 focus:outline-2 focus:outline-amber-700 disabled:bg-stone-100 aria-invalid:border-red-600'

interface MessageProps {
  label: string
  /** The field's problem, in red; sets `aria-invalid` on the control. */
  error?: string
  /** Help shown under the control while there is no error. */
  hint?: ReactNode
  /** Announce messages that appear while the user is elsewhere (e.g. a lookup that answered). */
  live?: boolean
}

/** The label, the control and its messages, tied together by ids. */
function useFieldParts(id: string | undefined, { error, hint }: MessageProps) {
  const ownId = useId()
  const controlId = id ?? ownId
  const errorId = `${controlId}-error`
  const hintId = `${controlId}-hint`
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ')
  return {
    controlId,
    errorId,
    hintId,
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
  }
}

function FieldShell({
  label,
  error,
  hint,
  live,
  className,
  parts,
  children,
}: MessageProps & {
  className?: string
  parts: ReturnType<typeof useFieldParts>
  children: ReactNode
}) {
  return (
    <div className={className}>
      <label htmlFor={parts.controlId} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      {children}
      {hint && (
        <p id={parts.hintId} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      )}
      <div aria-live={live ? 'polite' : undefined}>
        {error && (
          <p id={parts.errorId} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </div>
  )
}

export interface FieldProps
  extends MessageProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  /** Classes of the wrapper (grid placement), not of the input. */
  className?: string
  ref?: Ref<HTMLInputElement>
  /** Rewrites what is typed before anyone sees it, e.g. '11987654321' -> '(11) 98765-4321'. */
  mask?: (value: string) => string
}

/** A labelled input with its hint and error message; spread react-hook-form's `register` on it. */
export function Field({
  label,
  error,
  hint,
  live,
  className,
  id,
  mask,
  onChange,
  ...input
}: FieldProps) {
  const parts = useFieldParts(id, { label, error, hint })
  return (
    <FieldShell {...{ label, error, hint, live, className, parts }}>
      <input
        id={parts.controlId}
        className={CONTROL}
        {...parts.aria}
        {...input}
        onChange={(event) => {
          // Masked in place, so react-hook-form (controlled or not) only ever reads the result.
          if (mask) event.target.value = mask(event.target.value)
          onChange?.(event)
        }}
      />
    </FieldShell>
  )
}

export interface SelectOption {
  value: string
  label: string
}

interface SelectFieldProps
  extends MessageProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> {
  className?: string
  /** Plain strings are both value and text; `{ value, label }` shows a label for an id. */
  options: readonly (string | SelectOption)[]
  /** The first, empty choice; null for none (a choice is always made). */
  placeholder?: string | null
  ref?: Ref<HTMLSelectElement>
}

export function SelectField({
  label,
  error,
  hint,
  live,
  className,
  id,
  options,
  placeholder = 'Selecione',
  ...select
}: SelectFieldProps) {
  const parts = useFieldParts(id, { label, error, hint })
  return (
    <FieldShell {...{ label, error, hint, live, className, parts }}>
      <select id={parts.controlId} className={CONTROL} {...parts.aria} {...select}>
        {placeholder !== null && <option value="">{placeholder}</option>}
        {options.map((option) => {
          const { value, label: text } =
            typeof option === 'string' ? { value: option, label: option } : option
          return (
            <option key={value} value={value}>
              {text}
            </option>
          )
        })}
      </select>
    </FieldShell>
  )
}

interface TextAreaFieldProps
  extends MessageProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> {
  className?: string
  ref?: Ref<HTMLTextAreaElement>
}

/** A labelled multi-line text with its hint and error message. */
export function TextAreaField({
  label,
  error,
  hint,
  live,
  className,
  id,
  rows = 4,
  ...textarea
}: TextAreaFieldProps) {
  const parts = useFieldParts(id, { label, error, hint })
  return (
    <FieldShell {...{ label, error, hint, live, className, parts }}>
      <textarea
        id={parts.controlId}
        rows={rows}
        className={CONTROL}
        {...parts.aria}
        {...textarea}
      />
    </FieldShell>
  )
}

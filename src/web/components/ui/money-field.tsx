import { formatBRL } from '#domain/money.ts'
import { formatReaisInput, readReais } from '#domain/money-input.ts'
import { Field, type FieldProps } from './field.tsx'

interface MoneyFieldProps extends Omit<FieldProps, 'type' | 'inputMode' | 'hint' | 'mask'> {
  /** What the field holds now (react-hook-form's useWatch): its price shows as the store shows it. */
  text: string | undefined
}

/**
 * A price typed in reais as Brazilians write it ('39,90', '1.234,56'; readReais says what is read).
 * A text field, not type="number": Chromium's number input drops the comma and '39,90' became
 * R$ 3.990,00. Under it, the price as the store will show it, so a slip is seen before saving.
 * Spread react-hook-form's `register` on it, like on Field.
 */
export function MoneyField({ text, error, onBlur, ...field }: MoneyFieldProps) {
  const reading = readReais(text ?? '')
  const hint = error
    ? undefined
    : 'cents' in reading
      ? `Na loja: ${formatBRL(reading.cents)}`
      : 'Ex.: 39,90 ou 1.234,56'
  return (
    <Field
      type="text"
      inputMode="decimal"
      autoComplete="off"
      hint={hint}
      error={error}
      {...field}
      onBlur={(event) => {
        // Written back the one pt-BR way ('129.9' -> '129,90') before the form reads it.
        const typed = readReais(event.target.value)
        if ('cents' in typed) event.target.value = formatReaisInput(typed.cents)
        onBlur?.(event)
      }}
    />
  )
}

import type { FieldError, FieldErrors, FieldValues } from 'react-hook-form'

const isFieldError = (value: object): value is FieldError =>
  typeof (value as { type?: unknown }).type === 'string'

/**
 * Every field's error at one level, keyed by its path ('address.cep', 'pix.key'): focusFirstError
 * reads only the top level, and the address's and PIX's fields are one level down.
 */
export function flatFieldErrors<Values extends FieldValues>(
  errors: FieldErrors<Values>,
): Record<string, FieldError> {
  const flat: Record<string, FieldError> = {}
  const visit = (node: object, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (!value || typeof value !== 'object' || key === 'ref') continue
      if (isFieldError(value)) flat[`${prefix}${key}`] = value
      else visit(value, `${prefix}${key}.`)
    }
  }
  visit(errors, '')
  return flat
}

import type { FieldErrors, FieldValues } from 'react-hook-form'

/**
 * For react-hook-form's `onInvalid` (with `shouldFocusError: false`): focuses the field highest on
 * the page among those the submit found wrong, and brings it into view only as far as needed,
 * clear of the sticky top navigation (the field's `scroll-margin-top`, e.g. `scroll-mt-24`).
 * react-hook-form's own focus goes by registration order and lets the browser scroll, which may
 * leave the field under the navigation.
 */
export function focusFirstError<Values extends FieldValues>(errors: FieldErrors<Values>) {
  const fields = Object.values(errors)
    .map((error) => (error as { ref?: unknown } | undefined)?.ref)
    .filter((ref): ref is HTMLElement => ref instanceof HTMLElement)
  const first = fields.reduce<HTMLElement | undefined>(
    (top, field) =>
      top && !(field.compareDocumentPosition(top) & Node.DOCUMENT_POSITION_FOLLOWING) ? top : field,
    undefined,
  )
  first?.focus({ preventScroll: true })
  first?.scrollIntoView?.({ block: 'nearest' })
}

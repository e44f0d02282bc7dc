import { useEffect, useRef } from 'react'
import { ApiError } from '#web/lib/api-client.ts'

/**
 * The server refused what was typed (a wrong password, an email taken): its message is about the
 * fields, and goes once they change. Too many attempts, a failure or no connection stay until the
 * next try.
 */
export function isRefusalOfInput(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429
  )
}

/** The top of the window the sticky top navigation leaves free (styles.css: scroll-padding-top). */
function freeTop(): number {
  return parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
}

/** Wholly visible below the navigation, with the room it asks for above it (a field's label). */
function inView(element: HTMLElement): boolean {
  const { top, bottom } = element.getBoundingClientRect()
  const room = parseFloat(getComputedStyle(element).scrollMarginTop) || 0
  return top - room >= freeTop() && bottom <= window.innerHeight
}

/** The heading that names the form's card or step (its section's aria-labelledby). */
function formTitle(form: HTMLFormElement): HTMLElement | null {
  const id = form.closest('section[aria-labelledby]')?.getAttribute('aria-labelledby')
  return id ? document.getElementById(id) : null
}

/**
 * Focuses the form's first field marked invalid (aria-invalid, in the page's order) and, when it
 * is not wholly in view, scrolls it below the sticky navigation: with the form's title above it
 * when both fit in the window, else the field alone.
 */
export function revealFirstInvalid(form: HTMLFormElement): void {
  const field = form.querySelector<HTMLElement>('[aria-invalid="true"]')
  if (!field) return
  field.focus({ preventScroll: true })
  const title = formTitle(form)
  if (title) {
    const span = field.getBoundingClientRect().bottom - title.getBoundingClientRect().top
    if (span <= window.innerHeight - freeTop()) {
      if (!inView(title) || !inView(field)) title.scrollIntoView({ block: 'start' })
      return
    }
  }
  if (!inView(field)) field.scrollIntoView({ block: 'start' })
}

/**
 * After each submit the form refused, its first invalid field takes the focus (revealFirstInvalid).
 * Give it `formState.submitCount` and put the returned ref on the <form>; create the form with
 * `shouldFocusError: false`: react-hook-form would focus by itself, in the order the fields
 * registered, and let the browser scroll without minding the form's title.
 */
export function useFocusFirstInvalid(submitCount: number) {
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (submitCount > 0 && formRef.current) revealFirstInvalid(formRef.current)
  }, [submitCount])
  return formRef
}

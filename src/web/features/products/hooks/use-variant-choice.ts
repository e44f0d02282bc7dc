import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useNavigation, useSearchParams } from 'react-router'
import type { ProductDetail } from '#domain/product.ts'
import { choiceOf, offeredVariant, pick, variantOf } from '#domain/variants/variant-choice.ts'

/**
 * The customer's choice of a variant (decision 053), first read from the address's `?variante=`
 * (the router's, the same on the server and in the browser's first render, so hydration finds the
 * page it drew), then kept in it as values are picked: a complete choice is a shareable address.
 */
export function useVariantChoice(product: ProductDetail) {
  const [params, setParams] = useSearchParams()
  const [choice, setChoice] = useState(() =>
    choiceOf(product, offeredVariant(product, params.get('variante'))),
  )
  // The address still to write, cancelled by the next choice or by leaving the page: written while
  // the customer is on the way to another page, it would cancel that navigation.
  const pending = useRef<() => void>(undefined)
  const navigating = useNavigation().state !== 'idle'
  // At the commit, before the write's task: a passive effect would come after it.
  useLayoutEffect(() => {
    if (navigating) pending.current?.()
  }, [navigating])
  useEffect(() => () => pending.current?.(), [])
  const inOptions = product.options.length > 0
  return {
    inOptions,
    choice,
    /** The offered variant chosen; none while a value is missing (or without options). */
    variant: inOptions ? variantOf(product, choice) : undefined,
    pickValue(option: number, value: string) {
      const next = pick(product, choice, option, value)
      setChoice(next)
      const chosen = variantOf(product, next)
      // The address once the frame showing the choice is drawn: the router's navigation renders
      // the route again, which on a slow phone would hold that frame back (docs/performance.md §1).
      pending.current?.()
      pending.current = afterPaint(() => {
        setParams(
          (now) => {
            if (chosen) now.set('variante', chosen.id)
            else now.delete('variante')
            return now
          },
          { replace: true, preventScrollReset: true },
        )
      })
    },
  }
}

/** `run` in a task after the next frame's rendering; what it answers cancels it. */
function afterPaint(run: () => void) {
  let task: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => (task = setTimeout(run, 0)))
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(task)
  }
}

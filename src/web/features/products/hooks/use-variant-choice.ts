import { useState } from 'react'
import { useSearchParams } from 'react-router'
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
      setParams(
        (now) => {
          if (chosen) now.set('variante', chosen.id)
          else now.delete('variante')
          return now
        },
        { replace: true, preventScrollReset: true },
      )
    },
  }
}

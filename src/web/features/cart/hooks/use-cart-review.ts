import { useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { cartTotal } from '#domain/cart.ts'
import { cartLineKey } from '#domain/cart-lines.ts'
import { ApiError } from '#web/lib/api-client.ts'
import { useCartStore } from '#web/lib/cart-store.ts'
import {
  CART_PRODUCT_KEY,
  cartProductQueryOptions,
} from '#web/features/cart/api/get-cart-product.ts'
import {
  buyableTotal,
  reviewLine,
  syncLines,
  type CartProductAnswer,
  type ProductCheck,
} from '#web/features/cart/cart-review.ts'

function toCheck(result: UseQueryResult<CartProductAnswer>): ProductCheck {
  if (result.error instanceof ApiError && result.error.status === 404) return { state: 'gone' }
  if (result.isError) return { state: 'failed' }
  if (result.data) return { state: 'found', product: result.data }
  return { state: 'pending' }
}

// Module-level so TanStack keeps the combined value (structurally shared) until an answer changes.
function combine(results: UseQueryResult<CartProductAnswer>[]) {
  return {
    checks: results.map(toCheck),
    retrying: results.some((result) => result.isError && result.isFetching),
  }
}

/**
 * The cart checked against the server when the page opens: each product is fetched again (once,
 * whatever the number of its variants in the cart), the store takes the server's price and stock,
 * and the page learns which lines changed or vanished, or name a variant no longer sold.
 */
export function useCartReview() {
  const items = useCartStore((state) => state.items)
  // The cart as it was on arrival: what the notices compare the server's answers with.
  const [opened] = useState(
    () => new Map(useCartStore.getState().items.map((line) => [cartLineKey(line.product), line])),
  )
  const queryClient = useQueryClient()
  const ids = [...new Set(items.map((line) => line.product.id))]
  const { checks, retrying } = useQueries({
    queries: ids.map((id) => cartProductQueryOptions(id)),
    combine,
  })

  useEffect(() => {
    const found = new Map<string, CartProductAnswer>()
    for (const check of checks) {
      if (check.state === 'found') found.set(check.product.id, check.product)
    }
    if (found.size === 0) return
    // Never keep charging the old price: the store (and so checkout) takes the server's values.
    useCartStore.setState((state) => {
      const lines = syncLines(state.items, found)
      return lines === state.items ? state : { items: lines, total: cartTotal(lines) }
    })
  }, [checks])

  const reviews = items.map((line) =>
    reviewLine(
      line,
      opened.get(cartLineKey(line.product)),
      checks[ids.indexOf(line.product.id)] ?? { state: 'pending' },
    ),
  )
  return {
    reviews,
    loading: checks.some((check) => check.state === 'pending'),
    /** Some prices could not be confirmed; checkout stays open since the server prices the order. */
    unconfirmed: checks.some((check) => check.state === 'failed'),
    retrying,
    retry: () =>
      void queryClient.refetchQueries({
        queryKey: CART_PRODUCT_KEY,
        type: 'active',
        // A deleted product stays deleted: only the failures are asked again.
        predicate: (query) =>
          query.state.status === 'error' &&
          !(query.state.error instanceof ApiError && query.state.error.status === 404),
      }),
    totalCents: buyableTotal(reviews),
    blocked: reviews.some((review) => review.state !== 'ok'),
  }
}

import { queryOptions } from '@tanstack/react-query'
import { api, call } from '#web/lib/api-client.ts'

export const CART_PRODUCT_KEY = ['cart', 'product'] as const

/**
 * The product as the server has it now. Its own key (not the product page's): the cart asks again
 * every time it opens (staleTime 0), whatever the product page cached.
 */
export function cartProductQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...CART_PRODUCT_KEY, id],
    queryFn: () => call(api.products[':id'].$get({ param: { id } })),
    staleTime: 0,
  })
}

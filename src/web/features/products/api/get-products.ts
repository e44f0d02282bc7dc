import { infiniteQueryOptions } from '@tanstack/react-query'
import { api, call } from '#web/lib/api-client.ts'
import { PRODUCTS_KEY } from '#web/lib/product-list-events.ts'

export function productsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: [...PRODUCTS_KEY, 'list'],
    queryFn: ({ pageParam }) =>
      call(api.products.$get({ query: pageParam ? { offset: String(pageParam) } : {} })),
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextOffset ?? undefined,
  })
}

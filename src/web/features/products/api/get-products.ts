import { infiniteQueryOptions } from '@tanstack/react-query'
import { api, call } from '../../../lib/api-client.ts'

export function productsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['products', 'list'],
    queryFn: ({ pageParam }) =>
      call(api.products.$get({ query: pageParam ? { offset: String(pageParam) } : {} })),
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextOffset ?? undefined,
  })
}

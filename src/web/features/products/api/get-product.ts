import { queryOptions } from '@tanstack/react-query'
import { api, call } from '#web/lib/api-client.ts'
import { PRODUCTS_KEY } from '#web/lib/product-list-events.ts'

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...PRODUCTS_KEY, 'detail', id],
    queryFn: () => call(api.products[':id'].$get({ param: { id } })),
  })
}

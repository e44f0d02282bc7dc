import { queryOptions } from '@tanstack/react-query'
import { api, call } from '../../../lib/api-client.ts'

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['products', 'detail', id],
    queryFn: () => call(api.products[':id'].$get({ param: { id } })),
  })
}

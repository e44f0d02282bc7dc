import { queryOptions } from '@tanstack/react-query'
import { api, call } from '#web/lib/api-client.ts'
import { PRODUCTS_KEY } from '#web/lib/product-list-events.ts'

/** The categories the catalog uses (the store's chips), sorted for a Brazilian reader. */
export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: [...PRODUCTS_KEY, 'categories'],
    queryFn: () => call(api.products.categories.$get()),
  })
}

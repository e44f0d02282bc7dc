import { infiniteQueryOptions } from '@tanstack/react-query'
import type { StoreSearch } from '#domain/store-search.ts'
import { api, call } from '#web/lib/api-client.ts'
import { PRODUCTS_KEY } from '#web/lib/product-list-events.ts'

const WHOLE_STORE: StoreSearch = { sort: 'recentes' }

/**
 * The store's grid for a search, page after page by the API's keyset cursor (`nextAfter`), the
 * only way the price orders page. Defaults are left out of the request, so the whole store asks
 * for `/api/products` as the server draws it.
 */
export function productsQueryOptions(search: StoreSearch = WHOLE_STORE) {
  const { q, category, sort } = search
  const query = {
    ...(q && { q }),
    ...(category && { category }),
    ...(sort !== 'recentes' && { sort }),
  }
  return infiniteQueryOptions({
    queryKey: [...PRODUCTS_KEY, 'list', query],
    queryFn: ({ pageParam }) =>
      call(api.products.$get({ query: pageParam ? { ...query, after: pageParam } : query })),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextAfter ?? undefined,
  })
}

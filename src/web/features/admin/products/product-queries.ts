import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { ProductPage } from '#domain/product.ts'
import { api, call } from '#web/lib/api-client.ts'
import {
  ADMIN_PRODUCTS_KEY,
  ADMIN_PRODUCT_LISTS_KEY,
} from '#web/features/admin/shell/admin-query-keys.ts'

/** The root of the tab's queries (the list under every filter, the categories). */

/** As applied to the list: the search already debounced and trimmed; '' = no filter. */
export interface ProductFilters {
  q: string
  category: string
}

/** The catalog, newest first, searched and filtered on the server, a page at a time. */
export function adminProductsQueryOptions({ q, category }: ProductFilters) {
  return infiniteQueryOptions({
    queryKey: [...ADMIN_PRODUCT_LISTS_KEY, { q, category }],
    queryFn: async ({ pageParam }): Promise<ProductPage> =>
      call(
        api.admin.products.$get({
          query: {
            ...(q && { q }),
            ...(category && { category }),
            ...(pageParam && { offset: String(pageParam) }),
          },
        }),
      ),
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextOffset ?? undefined,
  })
}

/** The categories in use, for the filter and the form's suggestions. */
export function productCategoriesQueryOptions() {
  return queryOptions({
    queryKey: [...ADMIN_PRODUCTS_KEY, 'categories'],
    queryFn: async (): Promise<string[]> => (await call(api.products.categories.$get())).categories,
  })
}

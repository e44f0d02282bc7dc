import { infiniteQueryOptions, queryOptions, useQueryClient } from '@tanstack/react-query'
import type {
  AdminProductDetail,
  AdminProductListItem,
  CatalogPage,
  StockMovementView,
} from '#domain/product.ts'
import { api, call } from '#web/lib/api-client.ts'
import {
  ADMIN_PRODUCTS_KEY,
  ADMIN_PRODUCT_LISTS_KEY,
  ADMIN_PRODUCT_MOVEMENTS_KEY,
  ADMIN_PRODUCT_DETAILS_KEY,
} from '#web/features/admin/shell/admin-query-keys.ts'

/**
 * A page of the admin list: each product with the version its form sends back, and how many
 * variants its options make.
 */
export type AdminProductPage = CatalogPage<AdminProductListItem>

/** As applied to the list: the search already debounced and trimmed; '' = no filter. */
export interface ProductFilters {
  q: string
  category: string
}

/** The catalog, newest first, searched and filtered on the server, a page at a time. */
export function adminProductsQueryOptions({ q, category }: ProductFilters) {
  return infiniteQueryOptions({
    queryKey: [...ADMIN_PRODUCT_LISTS_KEY, { q, category }],
    queryFn: async ({ pageParam }): Promise<AdminProductPage> =>
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

/** 'Movimentações de estoque': the product's latest stock movements, newest first. */
export function productMovementsQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...ADMIN_PRODUCT_MOVEMENTS_KEY, id],
    queryFn: async (): Promise<StockMovementView[]> =>
      (await call(api.admin.products[':id'].movements.$get({ param: { id } }))).movements,
  })
}

/** The product as the server has it now: its photos for the edit form (the list has only the cover). */
async function fetchAdminProduct(id: string): Promise<AdminProductDetail> {
  return (await call(api.admin.products[':id'].$get({ param: { id } }))).product
}

/**
 * The product the edit form edits, with its photos, options, variants and version (the list's
 * rows carry none of them). Kept as loaded: the form asks again after a save or a 409.
 */
export function productDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...ADMIN_PRODUCT_DETAILS_KEY, id],
    queryFn: () => fetchAdminProduct(id),
    staleTime: Infinity,
  })
}

/** The product as the server has it now, for a form whose save was refused as stale. */
export function useReloadProduct() {
  const queryClient = useQueryClient()
  return async (id: string): Promise<AdminProductDetail> => {
    const product = await fetchAdminProduct(id)
    // The list shows what the form now holds.
    void queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCT_LISTS_KEY })
    return product
  }
}

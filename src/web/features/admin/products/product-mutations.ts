import {
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query'
import type { AdminProduct, AdminProductListItem } from '#domain/product.ts'
import type { ProductInputBody, ProductUpdateBody } from '#domain/schemas/product-form.ts'
import { api, call } from '#web/lib/api-client.ts'
import type { AdminProductPage } from './product-queries.ts'
import { announceProductListUpdated, PRODUCTS_KEY } from '#web/lib/product-list-events.ts'
import { ADMIN_SUMMARY_KEY } from '#web/features/admin/shell/admin-query-keys.ts'
import { ADMIN_LEADS_KEY } from '#web/features/admin/shell/admin-query-keys.ts'
import {
  ADMIN_PRODUCT_LISTS_KEY,
  ADMIN_PRODUCTS_KEY,
} from '#web/features/admin/shell/admin-query-keys.ts'

/**
 * A catalog change is asked for again here and in the store (grid, product pages), and announced
 * to the tabs that listen (Projetos gerados).
 */
function useRefreshCatalog() {
  const queryClient = useQueryClient()
  return (...extra: (readonly string[])[]) =>
    Promise.all(
      [ADMIN_PRODUCTS_KEY, PRODUCTS_KEY, ...extra].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    )
}

/** Every loaded page of the admin list, its rows changed at once (the refetch confirms them). */
function changeListedProducts(
  queryClient: QueryClient,
  change: (items: AdminProductListItem[]) => AdminProductListItem[],
) {
  queryClient.setQueriesData<InfiniteData<AdminProductPage>>(
    { queryKey: ADMIN_PRODUCT_LISTS_KEY },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({ ...page, items: change(page.items) })),
      },
  )
}

/** A new product, or an edit: the fields with the version and stock the form loaded. */
export type ProductSave =
  { id?: undefined; input: ProductInputBody } | { id: string; input: ProductUpdateBody }

/**
 * Adds a product, or updates the one with `id`. Its movements are under the products key, so the
 * refresh asks for them again too.
 */
export function useSaveProduct() {
  const refresh = useRefreshCatalog()
  return useMutation({
    mutationFn: async ({ id, input }: ProductSave): Promise<AdminProduct> =>
      id
        ? (await call(api.admin.products[':id'].$patch({ param: { id }, json: input }))).product
        : (await call(api.admin.products.$post({ json: input }))).product,
    onSuccess: () => {
      announceProductListUpdated()
      return refresh()
    },
  })
}

export function useDeleteProduct() {
  const queryClient = useQueryClient()
  const refresh = useRefreshCatalog()
  return useMutation({
    mutationFn: (id: string) => call(api.admin.products[':id'].$delete({ param: { id } })),
    onSuccess: (_, id) => {
      // The row leaves at once; the refetch that follows confirms it.
      changeListedProducts(queryClient, (items) => items.filter((product) => product.id !== id))
      announceProductListUpdated()
    },
    // Its leads go with it, and the 'Total de Interessados' card counts them.
    onSettled: () => refresh(ADMIN_LEADS_KEY, ADMIN_SUMMARY_KEY),
  })
}

/**
 * 'Ocultar da loja' or 'Mostrar na loja': the row takes the server's answer at once, and the store
 * (grid, search, product pages) is asked again.
 */
export function useSetProductHidden() {
  const queryClient = useQueryClient()
  const refresh = useRefreshCatalog()
  return useMutation({
    mutationFn: async ({ id, hidden }: { id: string; hidden: boolean }): Promise<AdminProduct> =>
      (await call(api.admin.products[':id'].visibility.$put({ param: { id }, json: { hidden } })))
        .product,
    onSuccess: (product) => {
      changeListedProducts(queryClient, (items) =>
        items.map((item) => (item.id === product.id ? { ...item, hidden: product.hidden } : item)),
      )
      announceProductListUpdated()
      return refresh()
    },
  })
}

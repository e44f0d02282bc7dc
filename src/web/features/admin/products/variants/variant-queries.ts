import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminProductDetail } from '#domain/product.ts'
import type { ProductVariantsBody } from '#domain/schemas/product-variants.ts'
import { api, call } from '#web/lib/api-client.ts'
import { announceProductListUpdated, PRODUCTS_KEY } from '#web/lib/product-list-events.ts'
import {
  ADMIN_PRODUCT_DETAILS_KEY,
  ADMIN_PRODUCTS_KEY,
} from '#web/features/admin/shell/admin-query-keys.ts'
import { productDetailQueryOptions } from '#web/features/admin/products/product-queries.ts'

/**
 * 'Salvar variações' (PUT .../variants): the answer is the product as saved, with its new version,
 * which the form takes at once; the lists, the store and the stock books are asked again.
 */
export function useSaveVariants(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: ProductVariantsBody): Promise<AdminProductDetail> =>
      (await call(api.admin.products[':id'].variants.$put({ param: { id }, json: body }))).product,
    onSuccess: (product) => {
      queryClient.setQueryData(productDetailQueryOptions(id).queryKey, product)
      announceProductListUpdated()
      const detail = ADMIN_PRODUCT_DETAILS_KEY[2]
      return Promise.all(
        [ADMIN_PRODUCTS_KEY, PRODUCTS_KEY].map((queryKey) =>
          queryClient.invalidateQueries({
            queryKey,
            // Not the detail just set: the form holds it.
            predicate: (query) => query.queryKey[2] !== detail,
          }),
        ),
      )
    },
  })
}

import { useQuery } from '@tanstack/react-query'
import type { AdminProductDetail } from '#domain/product.ts'
import { api, call } from '#web/lib/api-client.ts'
import { PRODUCTS_KEY } from '#web/lib/product-list-events.ts'

/**
 * The product a signed-in admin opens by its address while it is hidden from the store (decision
 * 045), asked of the owner's route: only once the page is hydrated and its user is an admin (the
 * caller's checks), never drawn in the page the server caches for everyone. Undefined while asked,
 * and for a product that is not hidden but gone.
 */
export function useHiddenProduct(id: string): AdminProductDetail | undefined {
  const query = useQuery({
    queryKey: [...PRODUCTS_KEY, 'hidden', id],
    queryFn: async () => (await call(api.admin.products[':id'].$get({ param: { id } }))).product,
    retry: false,
  })
  return query.data?.hidden ? query.data : undefined
}

import { useQuery } from '@tanstack/react-query'
import { api, call } from './api-client.ts'

const DEFAULT_SHOP_NAME = 'Vitrine'

export function useShopInfo() {
  const query = useQuery({
    queryKey: ['shop'],
    queryFn: () => call(api.shop.$get()),
    staleTime: Number.POSITIVE_INFINITY,
  })
  return query.data ?? { name: DEFAULT_SHOP_NAME, whatsapp: null }
}

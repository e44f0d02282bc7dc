import { queryOptions, useQuery } from '@tanstack/react-query'
import { PAYMENT_METHODS, type PaymentMethod } from '#domain/order-status.ts'
import { api, call } from './api-client.ts'

const DEFAULT_SHOP_NAME = 'Vitrine'

export function shopQueryOptions() {
  return queryOptions({
    queryKey: ['shop'],
    queryFn: () => call(api.shop.$get()),
    staleTime: Number.POSITIVE_INFINITY,
  })
}

function useShopQuery() {
  return useQuery(shopQueryOptions())
}

export function useShopInfo() {
  const query = useShopQuery()
  return query.data ?? { name: DEFAULT_SHOP_NAME, whatsapp: null }
}

/**
 * The payment methods the shop takes now (a live shop hides those without their settings);
 * undefined until known. Unreadable, every method is offered: the server still refuses one it
 * cannot take, with its own message.
 */
export function usePaymentMethods(): readonly PaymentMethod[] | undefined {
  const query = useShopQuery()
  return query.isError ? PAYMENT_METHODS : query.data?.paymentMethods
}

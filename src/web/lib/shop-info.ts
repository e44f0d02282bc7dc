import { queryOptions, useQuery } from '@tanstack/react-query'
import { PAYMENT_METHODS, type PaymentMethod } from '#domain/orders/order-status.ts'
import type { SellerIdentity } from '#domain/shop-identity.ts'
import { api, call } from './api-client.ts'

/** Until /api/shop answers (or when it cannot): the name alone, nobody named as the seller. */
const UNKNOWN_SHOP = {
  name: 'Vitrine',
  whatsapp: null,
  seller: null as SellerIdentity | null,
  image: null,
  banner: null,
}

export function shopQueryOptions() {
  return queryOptions({
    queryKey: ['shop'],
    queryFn: () => call(api.shop.$get()),
    // The owner edits the shop in the panel (decision 037): asked again on a new visit, answered 304.
    staleTime: 5 * 60_000,
  })
}

function useShopQuery() {
  return useQuery(shopQueryOptions())
}

export function useShopInfo() {
  const query = useShopQuery()
  return query.data ?? UNKNOWN_SHOP
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

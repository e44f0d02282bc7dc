import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Address } from '#domain/schemas/address.ts'
import { api, call } from '#web/lib/api-client.ts'

/** Keyed by user, so a cached address never shows to the next person signing in here. */
export function addressQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['account', userId, 'address'],
    queryFn: () => call(api.account.address.$get()),
  })
}

export function useSaveAddress(userId: string, onSaved: () => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (address: Address) => call(api.account.address.$put({ json: address })),
    onSuccess: (data) => {
      queryClient.setQueryData(addressQueryOptions(userId).queryKey, data)
      onSaved()
    },
  })
}

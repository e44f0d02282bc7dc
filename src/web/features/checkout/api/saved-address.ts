import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Address } from '#domain/schemas/address.ts'
import { api, call } from '#web/lib/api-client.ts'

/**
 * The address saved on the server for this user. Same key as /profile uses, so both screens share
 * one cached copy; keyed by user so it never shows to the next person signing in here.
 */
export function savedAddressQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['account', userId, 'address'],
    queryFn: () => call(api.account.address.$get()),
  })
}

export function useSaveAddress(userId: string, onSaved: (address: Address) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (address: Address) => call(api.account.address.$put({ json: address })),
    onSuccess: (data) => {
      queryClient.setQueryData(savedAddressQueryOptions(userId).queryKey, data)
      onSaved(data.address)
    },
  })
}

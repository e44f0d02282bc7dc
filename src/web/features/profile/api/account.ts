import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api, call } from '#web/lib/api-client.ts'
import { SESSION_QUERY_KEY } from '#web/lib/session.ts'

/** The customer's own name; the session (header, greeting) shows the new one at once. */
export function useChangeName() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (name: string) => call(api.account.name.$patch({ json: { name } })),
    onSuccess: (data) => queryClient.setQueryData(SESSION_QUERY_KEY, data),
  })
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      call(api.account.password.$post({ json: input })),
  })
}

const passwordStateKey = (userId: string) => ['account', userId, 'password'] as const

/** Whether the account has a password: an invited client's has none until 'Criar senha'. */
export function passwordStateQueryOptions(userId: string) {
  return queryOptions({
    queryKey: passwordStateKey(userId),
    queryFn: () => call(api.account.password.$get()),
  })
}

export function useCreateFirstPassword(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (newPassword: string) => call(api.account.password.$put({ json: { newPassword } })),
    onSuccess: () => queryClient.setQueryData(passwordStateKey(userId), { hasPassword: true }),
  })
}
